import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleErrors } from './handle-errors.js';
import { publicCors } from './cors.js';
import { allowedMethodsByPath, methodGuard } from './method-guard.js';
import { silentLogger } from '../logging/create-logger.js';

function buildApp() {
  const sub = new Hono();
  sub.get('/v1/security/govern', (c) => c.text('get'));
  sub.post('/v1/security/govern', (c) => c.text('post'));
  sub.post('/v1/chat/completions', (c) => c.text('chat'));
  sub.get('/v1/knowledge/:kind', (c) => c.text(c.req.param('kind')));
  const app = new Hono();
  app.use('*', async (_c, next) => next());
  app.use('/v1/security/services', publicCors({ methods: ['GET'] }));
  app.get('/v1/security/services', (c) => c.text('services'));
  app.route('/', sub);
  const table = methodGuard(app);
  handleErrors(app, silentLogger);
  return { app, table };
}

describe('allowedMethodsByPath', () => {
  it('groups methods by pattern, adds HEAD to GET and OPTIONS everywhere, skips middleware', () => {
    const table = allowedMethodsByPath([
      { path: '/*', method: 'ALL' },
      { path: '/a', method: 'POST' },
      { path: '/a', method: 'GET' },
      { path: '/b', method: 'ALL' },
      { path: '/c', method: 'DELETE' },
    ]);
    expect(Object.fromEntries(table)).toEqual({ '/a': ['GET', 'HEAD', 'POST', 'OPTIONS'], '/c': ['DELETE', 'OPTIONS'] });
  });
});

describe('methodGuard', () => {
  it('leaves the real handlers alone', async () => {
    const { app } = buildApp();
    expect(await (await app.request('/v1/security/govern')).text()).toBe('get');
    expect(await (await app.request('/v1/security/govern', { method: 'POST' })).text()).toBe('post');
    expect(await (await app.request('/v1/knowledge/search')).text()).toBe('search');
    expect((await app.request('/v1/security/govern', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers 405 method-not-allowed with Allow for a known path', async () => {
    const { app } = buildApp();
    const res = await app.request('/v1/chat/completions');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await res.json()).toEqual({
      error: { code: 'method-not-allowed', message: expect.any(String), allowed: ['POST', 'OPTIONS'] },
    });
    const del = await app.request('/v1/security/govern', { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect((await app.request('/v1/knowledge/context', { method: 'PUT' })).status).toBe(405);
  });

  it('answers a plain OPTIONS with 204 and Allow, and leaves CORS preflight to publicCors', async () => {
    const { app } = buildApp();
    const plain = await app.request('/v1/chat/completions', { method: 'OPTIONS' });
    expect(plain.status).toBe(204);
    expect(plain.headers.get('allow')).toBe('POST, OPTIONS');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/v1/security/services', {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('still answers 404 for an unknown path', async () => {
    const { app } = buildApp();
    const res = await app.request('/v1/unknown', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).error.code).toBe('not-found');
  });

  it('returns the table it registered', () => {
    const { table } = buildApp();
    expect(table.get('/v1/security/services')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });
});
