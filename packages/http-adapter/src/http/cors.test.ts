import { apiError } from '@secgate/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { publicCors } from './cors.js';
import { errorResponse } from './error-response.js';

function buildApp() {
  const app = new Hono();
  app.use('/public', publicCors({ methods: ['GET', 'POST'] }));
  app.get('/public', (c) => c.json({ ok: true }));
  app.post('/public', (c) => errorResponse(c, apiError('invalid-input', 'Bad.', { field: 'x', reason: 'required' })));
  app.get('/protected', (c) => c.json({ ok: true }));
  return app;
}

describe('publicCors', () => {
  it('opens a public route to any origin, on success and on error', async () => {
    const app = buildApp();
    const ok = await app.request('/public', { headers: { origin: 'https://a.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('access-control-expose-headers')).toContain('x-request-id');
    const bad = await app.request('/public', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a preflight with 204, the methods and the allowed headers', async () => {
    const res = await buildApp().request('/public', {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    expect(await res.text()).toBe('');
  });

  it('leaves other routes without CORS headers', async () => {
    const res = await buildApp().request('/protected', { headers: { origin: 'https://a.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
