import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../support/e2e-service.js';
import { startSecgate, type SecgateProcess } from '../support/secgate-process.js';
import { expectErrorShape } from './reliability-helpers.js';

/*
 * Who may read GET /metrics, against the real server process: with no metrics.token, loopback
 * clients only (a request arriving on a non-loopback address of this machine is refused); with
 * SECGATE_METRICS_TOKEN set, only its bearer, loopback included. The token never reaches a log.
 */

const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
/** An address of this machine that is not loopback, when it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

let open: SecgateProcess;
let guarded: SecgateProcess;

beforeAll(async () => {
  // Every address, so the same server can be reached over loopback and over the LAN address.
  [open, guarded] = await Promise.all([
    startSecgate({ db: 'memory:', host: '0.0.0.0' }),
    startSecgate({ db: 'memory:', env: { SECGATE_METRICS_TOKEN: METRICS_TOKEN } }),
  ]);
});
afterAll(async () => {
  await open?.stop();
  await guarded?.stop();
});

const portOf = (server: SecgateProcess) => new URL(server.url).port;
const scrape = (base: string, authorization?: string) => requestJson(base, 'GET', '/metrics', authorization ? { headers: { authorization } } : {});

describe('GET /metrics without metrics.token', () => {
  it('answers a loopback client', async () => {
    const answer = await scrape(`http://127.0.0.1:${portOf(open)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(String(answer.body)).toContain('secgate_jobs');
  });

  it.skipIf(lanAddress === undefined)('refuses a client on a non-loopback address: 403 forbidden, naming metrics.token', async () => {
    const answer = await scrape(`http://${lanAddress}:${portOf(open)}`);
    expect(answer.status).toBe(403);
    expectErrorShape(answer, 'metrics from the LAN address');
    expect(answer.body.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('metrics.token') });
  });
});

describe('GET /metrics with SECGATE_METRICS_TOKEN', () => {
  it('refuses a request without the token, even from loopback: 401 with the metrics challenge', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, 'Bearer sgp_not_the_metrics_token']) {
      const answer = await scrape(guarded.url, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expectErrorShape(answer, `metrics with ${authorization}`);
      expect(answer.body.error.code).toBe('unauthorized');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="secgate-metrics"');
    }
  });

  it('answers its bearer, and the token never reaches a log', async () => {
    const answer = await scrape(guarded.url, `Bearer ${METRICS_TOKEN}`);
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('secgate_http_requests_total');
    expect(`${guarded.stdout()}${guarded.stderr()}`).not.toContain(METRICS_TOKEN);
  });
});
