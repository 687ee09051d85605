import { describe, expect, it } from 'vitest';
import { parseExposition, sampleValue } from '../../metrics/exposition-grammar.test-support.js';
import { isLoopback, METRICS_CHALLENGE } from './metrics-access.js';
import { publicTestApp, publicTestDeps } from './public-test-app.test-support.js';

const TOKEN = 'metrics-token-0123456789abcdef';
/** What @hono/node-server passes as the app's env: the Node request, whose socket has the peer. */
const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const LOOPBACK = peer('127.0.0.1');

function scrape(app: ReturnType<typeof publicTestApp>, env?: unknown, authorization?: string): Promise<Response> {
  return Promise.resolve(app.request('/metrics', authorization === undefined ? {} : { headers: { authorization } }, env));
}

/** An app whose store counts its reads, to prove a refused scrape reads nothing. */
function countingApp(token: string | null) {
  const deps = publicTestDeps(undefined, token);
  const reads = { count: 0 };
  const count = deps.store.countJobsByStatus.bind(deps.store);
  deps.store.countJobsByStatus = async () => {
    reads.count += 1;
    return count();
  };
  return { app: publicTestApp(deps), reads };
}

async function expectError(res: Response, status: number, code: string): Promise<{ message: string }> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  return body.error;
}

describe('GET /metrics', () => {
  it('answers the exposition text with job counts from the store and request counts', async () => {
    const app = publicTestApp(publicTestDeps({ queued: 5, running: 1, succeeded: 9, failed: 2 }));
    await app.request('/v1/security/services');
    await app.request('/v1/security/services');
    await app.request('/nowhere');
    const res = await scrape(app, LOOPBACK);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const { samples } = parseExposition(await res.text());
    expect(sampleValue(samples, 'secgate_jobs', { status: 'queued' })).toBe(5);
    expect(sampleValue(samples, 'secgate_jobs', { status: 'failed' })).toBe(2);
    expect(sampleValue(samples, 'secgate_http_requests_total', { route: '/v1/security/services', method: 'GET', status: '200' })).toBe(2);
    expect(sampleValue(samples, 'secgate_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
  });
});

describe('GET /metrics without metrics.token', () => {
  it.each(['127.0.0.1', '127.45.6.200', '::1', '::ffff:127.0.0.1'])('answers the loopback client %s', async (address) => {
    const res = await scrape(publicTestApp(), peer(address));
    expect(res.status).toBe(200);
  });

  it.each(['10.0.0.5', '192.168.1.20', '128.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '::'])(
    'refuses %s with 403 forbidden, saying to configure metrics.token, without reading the store',
    async (address) => {
      const { app, reads } = countingApp(null);
      const error = await expectError(await scrape(app, peer(address)), 403, 'forbidden');
      expect(error.message).toContain('metrics.token');
      expect(error.message).toContain('SECGATE_METRICS_TOKEN');
      expect(reads.count).toBe(0);
    },
  );

  it('refuses a request with no socket to read the peer from (an app served another way): fail closed', async () => {
    await expectError(await scrape(publicTestApp()), 403, 'forbidden');
    await expectError(await scrape(publicTestApp(), { incoming: {} }), 403, 'forbidden');
  });

  it('takes no bearer instead of a loopback peer', async () => {
    await expectError(await scrape(publicTestApp(), peer('10.0.0.5'), `Bearer ${TOKEN}`), 403, 'forbidden');
  });
});

describe('GET /metrics with metrics.token', () => {
  const app = () => publicTestApp(publicTestDeps(undefined, TOKEN));

  it('answers the bearer of the token from any address, the scheme in any case', async () => {
    expect((await scrape(app(), peer('10.0.0.5'), `Bearer ${TOKEN}`)).status).toBe(200);
    expect((await scrape(app(), LOOPBACK, `bearer ${TOKEN}`)).status).toBe(200);
    expect((await scrape(app(), undefined, `BEARER  ${TOKEN} `)).status).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 16)}`],
    ['the token and more', `Bearer ${TOKEN}${TOKEN}`],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with 401 unauthorized and the metrics challenge, loopback or not', async (_, authorization) => {
    for (const env of [LOOPBACK, peer('10.0.0.5'), undefined]) {
      const { app: counted, reads } = countingApp(TOKEN);
      const res = await scrape(counted, env, authorization);
      expect(res.headers.get('www-authenticate')).toBe(METRICS_CHALLENGE);
      const error = await expectError(res, 401, 'unauthorized');
      expect(error.message).not.toContain(TOKEN);
      expect(reads.count).toBe(0);
    }
  });
});

describe('isLoopback', () => {
  it('is 127.0.0.0/8, ::1 and their IPv4-mapped form, nothing else', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [undefined, '', 'localhost', '127.0.0.1.example', '1127.0.0.1', '10.127.0.1', '::ffff:10.0.0.1', '::2', 'fe80::1']) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
