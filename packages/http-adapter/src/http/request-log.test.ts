import type { SignedInContext } from '../auth/signed-in-env.js';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { PrincipalRecord } from '@secgate/store';
import { captureLogger } from '../logging/capture-logger.test-support.js';
import { handleErrors } from './handle-errors.js';
import { methodGuard } from './method-guard.js';
import { requestLog } from './request-log.js';

const TOKEN = 'sgp_0123456789abcdefghijABCDEFGHIJ012345';

function buildApp() {
  const { logger, lines, raw } = captureLogger();
  const counted: [string, string, number][] = [];
  let t = 1000;
  const app = new Hono();
  app.use(
    '*',
    requestLog({
      logger,
      metrics: { request: (route, method, status) => void counted.push([route, method, status]) },
      monotonicMs: () => (t += 12.5),
    }),
  );
  app.get('/v1/things/:id', (c) => c.json({ id: c.req.param('id') }));
  app.post('/v1/private', (c) => {
    (c as unknown as SignedInContext).set('principal', { id: 'prn_123' } as PrincipalRecord);
    return c.json({ ok: true }, 201);
  });
  methodGuard(app);
  handleErrors(app, logger);
  return { app, lines, raw, counted };
}

describe('requestLog', () => {
  it('logs one line with the route pattern, status and duration, and counts it', async () => {
    const { app, lines, counted } = buildApp();
    const res = await app.request('/v1/things/abc?token=x');
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/v1/things/:id', status: 200, durationMs: 12.5 });
    expect(lines[0]?.requestId).toBe(res.headers.get('x-request-id'));
    expect(lines[0]).not.toHaveProperty('principalId');
    expect(counted).toEqual([['/v1/things/:id', 'GET', 200]]);
  });

  it('adds the principal id when a route authenticated one', async () => {
    const { app, lines } = buildApp();
    await app.request('/v1/private', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(lines[0]).toMatchObject({ route: '/v1/private', status: 201, principalId: 'prn_123' });
  });

  it('never logs headers, the query, tokens or the body', async () => {
    const { app, raw } = buildApp();
    await app.request(`/v1/private?token=${TOKEN}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `s=${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: `my prompt ${TOKEN}` }] }),
    });
    const all = raw.join('');
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain('my prompt');
    expect(all).not.toContain('authorization');
    expect(all).not.toContain('?');
  });

  it('labels 404s as unmatched and 405s by their pattern, so labels stay bounded', async () => {
    const { app, counted } = buildApp();
    await app.request('/random/path/1');
    await app.request('/random/path/2');
    await app.request('/v1/private');
    expect(counted).toEqual([
      ['unmatched', 'GET', 404],
      ['unmatched', 'GET', 404],
      ['/v1/private', 'GET', 405],
    ]);
  });

  it('keeps a well-formed incoming x-request-id and replaces anything else', async () => {
    const { app } = buildApp();
    const kept = await app.request('/v1/things/1', { headers: { 'x-request-id': 'trace-abc-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-abc-12345678');
    const replaced = await app.request('/v1/things/1', { headers: { 'x-request-id': 'bad id\twith "stuff"' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets x-request-id on error answers too', async () => {
    const { app } = buildApp();
    const res = await app.request('/nowhere');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
