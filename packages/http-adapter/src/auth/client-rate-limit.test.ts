import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createClientLimiter, limitClients } from './client-rate-limit.js';

const MINUTE = 60_000;

function limitedApp(limit: number, trustedProxies: string[] = []) {
  let now = 10 * MINUTE + 15_000;
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const limiter = createClientLimiter({ config: { publicRateLimitPerMinute: limit, trustedProxies }, clock: { now: () => now }, logger });
  const app = new Hono().use('*', limitClients(limiter)).get('/', (c) => c.body(null, 204));
  app.post('/batch', (c) => limiter.take(c, 3) ?? c.body(null, 204));
  const from = (peer: string | undefined, headers: Record<string, string> = {}, path = '/', method = 'GET') =>
    app.request(path, { method, headers }, peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } });
  return { from, lines, advance: (ms: number) => void (now += ms) };
}

describe('createClientLimiter', () => {
  it('answers 429 rate-limited with Retry-After and the JSON error once an address spends its minute, others unaffected', async () => {
    const { from, advance } = limitedApp(3);
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(204);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toMatchObject({ error: { code: 'rate-limited', retryAfterSeconds: 45 } });
    expect((await from('198.51.100.1')).status).toBe(204);
    advance(45_000);
    expect((await from('203.0.113.7')).status).toBe(204);
  });

  it('charges a batch its cost, and never counts a request without a network peer', async () => {
    const { from } = limitedApp(5);
    // One for the request, three more for its batch: four of five.
    expect((await from('203.0.113.7', {}, '/batch', 'POST')).status).toBe(204);
    expect((await from('203.0.113.7', {}, '/batch', 'POST')).status).toBe(429);
    expect((await from('198.51.100.1')).status).toBe(204);
    for (let i = 0; i < 10; i++) expect((await from(undefined)).status).toBe(204);
  });

  it('counts the forwarded client behind a trusted proxy, and warns once about a forwarded header from anyone else', async () => {
    const { from, lines } = limitedApp(1, ['10.0.0.0/8']);
    expect((await from('10.0.0.5', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(204);
    expect((await from('10.0.0.5', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(204);
    expect((await from('10.0.0.5', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
    expect(lines).toEqual([]);
    await from('203.0.113.7', { 'x-forwarded-for': '198.51.100.3' });
    await from('203.0.113.8', { 'x-forwarded-for': '198.51.100.4' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, peer: '203.0.113.7', msg: expect.stringContaining('trustedProxies') });
  });

  it('with a limit of 0 counts nothing', async () => {
    const { from } = limitedApp(0);
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.7')).status).toBe(204);
  });
});
