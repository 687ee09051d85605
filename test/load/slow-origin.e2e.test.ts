import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from '../support/e2e-service.js';

/*
 * Thousands of slow calls at once, with real processes: `secgate serve` in front of a local
 * OpenAI-compatible origin that answers each call after 2 s, and 2,000 paid streamed completions
 * sent together. Every stream must end properly: paid billing, a distinct receipt, [DONE], one
 * upstream call each. How long the batch takes against the origin's time is measured by
 * `npm run bench -- --only slow-origin` (BENCHMARKS.md), not asserted here: tests never time.
 */
const STREAMS = 2_000;
const ORIGIN_MS = 2_000;
const PRINCIPAL = 'p_slow_origin';
let service: E2EService;

beforeAll(async () => {
  service = await startE2EService({
    principals: [{ id: PRINCIPAL, patch: { freeRequestsPerDay: 0 } }],
    config: { rateLimitPerMinute: 0, heartbeatMs: 10_000 },
  });
  expect((await service.deliverInvoice('evt_slow_origin', PRINCIPAL, [{ sku: 'credits-100', quantity: 1 }])).status).toBe(200);
  service.upstream.respondWith(() => ({ delayMs: ORIGIN_MS, content: 'slow but sure' }));
}, 60_000);
afterAll(() => service?.close());

/** node:http on the clients' side: no socket limit, and a third of fetch's CPU per request. */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

type StreamResult = { status: number; done: boolean; billing?: string; receiptId?: string; chargedMicroUSD?: number; error?: string };

/** One streamed completion read to its end; a connection error is a result too, so one failure reports them all. */
function stream(i: number): Promise<StreamResult> {
  const body = JSON.stringify({ model: 'shared-1', stream: true, max_tokens: 16, messages: [{ role: 'user', content: `slow call ${i}` }] });
  return new Promise((resolve) => {
    const request = http.request(`${service.url}/v1/chat/completions`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${service.tokens[PRINCIPAL]}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const events = text
          .split('\n\n')
          .filter((event) => event.startsWith('data: '))
          .map((event) => event.slice(6));
        const finish = events
          .filter((data) => data !== '[DONE]')
          .map((data) => JSON.parse(data) as { billing?: string; receiptId?: string; chargedMicroUSD?: number; choices?: { finish_reason: string | null }[] })
          .find((chunk) => chunk.choices?.[0]?.finish_reason);
        resolve({
          status: response.statusCode ?? 0,
          done: events.at(-1) === '[DONE]',
          billing: finish?.billing,
          receiptId: finish?.receiptId,
          chargedMicroUSD: finish?.chargedMicroUSD,
        });
      });
    });
    request.on('error', (error) => resolve({ status: 0, done: false, error: error.message }));
    request.end(body);
  });
}

describe('a slow origin under thousands of concurrent streams', () => {
  it(`ends all ${STREAMS} streams with paid billing, a receipt of their own and [DONE], one upstream call each`, async () => {
    const results = await Promise.all(Array.from({ length: STREAMS }, (_, i) => stream(i)));
    const failed = results.filter((r) => r.status !== 200);
    // The server's own words, so a failure in CI says what happened, not only that it did.
    expect(failed, failed.length > 0 ? service.logs().split('\n').slice(-60).join('\n') : '').toEqual([]);
    expect(results.filter((r) => !r.done || r.billing !== 'paid' || !((r.chargedMicroUSD ?? 0) > 0))).toEqual([]);
    expect(new Set(results.map((r) => r.receiptId)).size).toBe(STREAMS);
    expect(service.upstream.calls).toBe(STREAMS);
  }, 120_000);
});
