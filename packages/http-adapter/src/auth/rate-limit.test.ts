import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requirePrincipal } from './bearer-auth.js';
import { rateLimit } from './rate-limit.js';
import { bearer, NOW, principalWithToken, testDeps, useTestStore, type TestDeps } from './test-deps.test-support.js';

const store = useTestStore();

function app(deps: TestDeps) {
  const hono = new Hono();
  hono.get('/protected', requirePrincipal(deps), rateLimit(deps), (c) => c.json({ ok: true }));
  return hono;
}

describe('rateLimit', () => {
  it('answers 429 rate-limited with Retry-After past the limit, and again in the next minute', async () => {
    const deps = testDeps(store(), { config: { rateLimitPerMinute: 2 } });
    const { token } = await principalWithToken(deps);
    const hono = app(deps);
    const get = () => hono.request('/protected', { headers: bearer(token) });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    // NOW is 30 s into its minute.
    expect(refused.headers.get('retry-after')).toBe('30');
    const body = (await refused.json()) as Record<string, any>;
    expect(body.error).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 30 });

    deps.clock.set(NOW + 30_000);
    expect((await get()).status).toBe(200);
  });

  it('counts per principal', async () => {
    const deps = testDeps(store(), { config: { rateLimitPerMinute: 1 } });
    const a = await principalWithToken(deps);
    const b = await principalWithToken(deps);
    const hono = app(deps);
    expect((await hono.request('/protected', { headers: bearer(a.token) })).status).toBe(200);
    expect((await hono.request('/protected', { headers: bearer(b.token) })).status).toBe(200);
    expect((await hono.request('/protected', { headers: bearer(a.token) })).status).toBe(429);
  });

  it('0 switches the limit off without touching the store', async () => {
    const deps = testDeps(store(), { config: { rateLimitPerMinute: 0 } });
    const { token } = await principalWithToken(deps);
    const hono = app(deps);
    for (let i = 0; i < 5; i++) expect((await hono.request('/protected', { headers: bearer(token) })).status).toBe(200);
    await deps.requests.sync();
    expect(deps.calls.addRequestCounts).toBeUndefined();
  });

  it('Retry-After is at least 1 second at the very end of a window', async () => {
    const deps = testDeps(store(), { config: { rateLimitPerMinute: 1 } });
    deps.clock.set(Date.UTC(2025, 5, 5, 12, 0, 59, 999));
    const { token } = await principalWithToken(deps);
    const hono = app(deps);
    await hono.request('/protected', { headers: bearer(token) });
    const refused = await hono.request('/protected', { headers: bearer(token) });
    expect(refused.headers.get('retry-after')).toBe('1');
  });
});
