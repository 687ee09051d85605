import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.js';
import { gateRequests } from './request-gate.js';

const app = new Hono().get('/v1/secure', (c) => c.json({ ok: true })).get('/health/ready', (c) => c.json({ status: 'from the app' }, 503));
const get = (fetch: ReturnType<typeof gateRequests>, path: string) => fetch(new Request(`http://127.0.0.1:8080${path}`), {});

describe('gateRequests', () => {
  it('while starting: live 200, ready and everything else 503 not-ready', async () => {
    const gate = gateRequests(createLifecycle(), () => undefined);
    expect((await get(gate, '/health/live')).status).toBe(200);
    const ready = await get(gate, '/health/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('not-ready');
    const other = await get(gate, '/v1/secure?x=1');
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('1');
  });

  it('while serving: everything goes to the app', async () => {
    const lifecycle = createLifecycle();
    lifecycle.serve();
    expect(
      await (
        await get(
          gateRequests(lifecycle, () => app),
          '/v1/secure',
        )
      ).json(),
    ).toEqual({ ok: true });
  });

  it('while stopping: probes go to the app, everything else 503 shutting-down with Retry-After and Connection: close', async () => {
    const lifecycle = createLifecycle();
    lifecycle.serve();
    lifecycle.beginStop();
    const gate = gateRequests(lifecycle, () => app);
    expect(await (await get(gate, '/health/ready')).json()).toEqual({ status: 'from the app' });
    const refused = await get(gate, '/v1/secure');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('shutting-down');
  });
});
