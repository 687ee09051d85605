import { describe, expect, it } from 'vitest';
import { publicTestApp } from '../routes/public/public-test-app.test-support.js';
import { buildOpenApiDocument } from './build-openapi-document.js';

describe('GET /openapi.json', () => {
  const app = publicTestApp();

  it('serves the document as JSON, open to any origin', async () => {
    const res = await app.request('/openapi.json', { headers: { origin: 'https://viewer.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
    expect(await res.json()).toEqual(buildOpenApiDocument());
  });

  it('serves the same text to every app of the process: generated once', async () => {
    const first = await (await app.request('/openapi.json')).text();
    expect(await (await publicTestApp().request('/openapi.json')).text()).toBe(first);
  });

  it('answers a CORS preflight, HEAD, and 405 with the documented error body for another method', async () => {
    const preflight = await app.request('/openapi.json', {
      method: 'OPTIONS',
      headers: { origin: 'https://viewer.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const head = await app.request('/openapi.json', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await app.request('/openapi.json', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('method-not-allowed');
  });
});
