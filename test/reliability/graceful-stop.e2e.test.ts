import { createServer } from 'node:net';
import { MIGRATION_LOCK_KEY } from '@secgate/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresAvailable, startE2EService, type E2EService } from '../support/e2e-service.js';
import { startSecgate } from '../support/secgate-process.js';
import { aiBalanceOf, charge, until } from './reliability-helpers.js';

/*
 * The operator's side of a process's life (docs/operations.md#health, #stopping): the probes while
 * it starts, and SIGTERM with paid streams open, both when the drain lets them finish and when it
 * runs out. Real processes, the local OpenAI-compatible upstream, real money.
 */

const PAID = 'p_stop_paid';
const DEPOSIT_10 = 10_000_000;
const USAGE = { promptTokens: 120, cachedTokens: 0, completionTokens: 30 };
const CHARGE = charge(USAGE.promptTokens, USAGE.cachedTokens, USAGE.completionTokens);

const bodyOf = (index: number, stream: boolean) => ({
  model: 'shared-1',
  max_tokens: 64,
  messages: [{ role: 'user', content: `stop-${index}: review the session parser for a use-after-free` }],
  ...(stream ? { stream: true } : {}),
});
const indexOf = (messages: unknown) => Number(/stop-(\d+):/.exec(JSON.stringify(messages))?.[1] ?? -1);

/** Opens a paid stream and reads it to its end: the text it carried, or why it ended early. */
async function readStream(url: string, token: string, index: number): Promise<string> {
  try {
    const response = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(index, true)),
    });
    if (response.status !== 200) return `status ${response.status}`;
    return await response.text();
  } catch {
    return 'connection lost';
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function status(url: string, path: string): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('readiness while the process starts (PostgreSQL, its migration held)', () => {
  it('live answers at once; ready is 503 naming the store until the store is open, then 200', async () => {
    if (!(await postgresAvailable())) return;
    const database = await freshDatabase();
    // Another process migrating holds the lock the start waits for: the store cannot open yet.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const starting = startSecgate({ db: database.url, port });
      starting.catch(() => undefined);
      await until(async () => (await fetch(`${url}/health/live`).catch(() => null))?.status === 200, 'the listener to answer');
      const ready = await status(url, '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error.code).toBe('not-ready');
      expect(ready.body.error.checks.find((check: { name: string }) => check.name === 'store')).toMatchObject({ ok: false });
      const other = await status(url, '/v1/secure');
      expect(other.status).toBe(503);
      expect(other.headers.get('retry-after')).toBe('1');

      await holder.query('COMMIT');
      const server = await starting;
      const serving = await status(server.url, '/health/ready');
      expect(serving.status).toBe(200);
      expect(serving.body.status).toBe('ready');
      expect(await server.stop()).toBe(0);
    } finally {
      await holder.end();
      await database.drop();
    }
  });
});

describe('SIGTERM with 100 paid streams open, the drain long enough', () => {
  let service: E2EService;
  beforeAll(async () => {
    service = await startE2EService({
      config: { rateLimitPerMinute: 0, shutdownDrainMs: 60_000 },
      principals: [{ id: PAID, patch: { freeRequestsPerDay: 0 } }],
    });
    service.upstream.respondWith(() => ({ delayMs: 1_500, content: 'answered in full', usage: USAGE }));
    expect((await service.deliverInvoice('evt_stop_100', PAID, [{ sku: 'deposit-10', quantity: 1 }])).body).toMatchObject({ applied: true });
  });
  afterAll(() => service?.close());

  it('turns unready and refuses new work at once, ends every stream with its answer, exits 0, and charges each once', async () => {
    const token = service.tokens[PAID]!;
    const streams = Array.from({ length: 100 }, (_, index) => readStream(service.url, token, index));
    await until(() => service.upstream.received.length === 100, 'all 100 calls to reach the upstream');
    const stopped = service.server.stop();

    await until(async () => (await status(service.url, '/health/ready').catch(() => null))?.status === 503, 'readiness to turn false');
    const ready = await status(service.url, '/health/ready');
    expect(ready.body.error.checks.find((check: { name: string }) => check.name === 'stopping')).toMatchObject({ ok: false });
    const refused = await status(service.url, '/v1/secure');
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('shutting-down');
    expect(refused.headers.get('retry-after')).toBe('5');

    for (const text of await Promise.all(streams)) {
      expect(text).toContain('answered in full');
      expect(text).toContain('data: [DONE]');
    }
    expect(await stopped).toBe(0);
    const logs = service.logs();
    expect(logs).toContain('"msg":"stop: draining"');
    expect(logs).toMatch(/"drained":true,"requestsCut":0,"jobsLeftToNextProcess":0,[^\n]*"msg":"stop: done"/);

    await service.restart();
    expect(service.upstream.calls).toBe(100);
    const balance = aiBalanceOf(await service.request('GET', '/v1/billing/status', { token }));
    expect(balance).toMatchObject({ spentMicroUSD: 100 * CHARGE, reservedMicroUSD: 0, availableMicroUSD: DEPOSIT_10 - 100 * CHARGE });
    // 100 streams, a drain and a restart of the embedded store: 15 s alone, past 30 s beside another file in CI.
  }, 90_000);

  it('an idle process stops without waiting for its drain time (60 s here)', async () => {
    const server = service.server;
    expect(await server.stop()).toBe(0);
    expect(server.stdout()).toMatch(/"drained":true,"requestsCut":0,"jobsLeftToNextProcess":0/);
  }, 30_000);
});

describe('SIGTERM when the drain runs out', () => {
  let service: E2EService;
  let hanging = true;
  beforeAll(async () => {
    service = await startE2EService({
      config: { rateLimitPerMinute: 0, shutdownDrainMs: 300, leaseMs: 1_000, sweepIntervalMs: 200 },
      principals: [{ id: PAID, patch: { freeRequestsPerDay: 0 } }],
    });
    service.upstream.respondWith(() => ({ hang: hanging, content: 'answered after the restart', usage: USAGE }));
    expect((await service.deliverInvoice('evt_stop_cut', PAID, [{ sku: 'deposit-10', quantity: 1 }])).body).toMatchObject({ applied: true });
  });
  afterAll(async () => {
    hanging = false;
    service?.upstream.release();
    await service?.close();
  });

  it('cuts the streams, leaves their jobs to the next process, where the same requests re-attach and are charged once', async () => {
    const token = service.tokens[PAID]!;
    const count = 10;
    const streams = Array.from({ length: count }, (_, index) => readStream(service.url, token, index));
    await until(() => service.upstream.received.length === count, 'the calls to reach the upstream');
    expect(await service.server.stop()).toBe(0);
    for (const text of await Promise.all(streams)) expect(text).not.toContain('data: [DONE]');
    expect(service.logs()).toMatch(new RegExp(`"drained":false,[^\\n]*"jobsLeftToNextProcess":${count}`));

    hanging = false;
    service.upstream.release();
    await service.restart();
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => service.request('POST', '/v1/chat/completions', { token, body: bodyOf(index, true) })),
    );
    for (const answer of answers) expect(JSON.stringify(answer.body)).toContain('answered after the restart');
    const seen = new Set(service.upstream.received.map((body) => indexOf(body.messages)));
    expect(seen.size).toBe(count);
    const balance = aiBalanceOf(await service.request('GET', '/v1/billing/status', { token }));
    expect(balance).toMatchObject({ spentMicroUSD: count * CHARGE, reservedMicroUSD: 0 });
    const metrics = await fetch(`${service.url}/metrics`).then((response) => response.text());
    expect(Number(/^secgate_jobs_taken_over_total (\d+)$/m.exec(metrics)?.[1])).toBe(count);
    // A stop, a restart and ten take-overs: 17 s alone, past 30 s beside another file in CI.
  }, 90_000);
});
