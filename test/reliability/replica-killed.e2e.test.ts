import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatBody } from '../support/fake-openai-upstream.js';
import { postgresAvailable, requestJson, startE2EService, type E2EService } from '../support/e2e-service.js';
import type { SecgateProcess } from '../support/secgate-process.js';
import { aiBalanceOf, charge, expectConsistent, hold, until, type AiBalance } from './reliability-helpers.js';

/*
 * Two replicas on one PostgreSQL database, and one of them is killed (SIGKILL) with paid calls in
 * flight and no restart: what that replica held must come back through the replica that survives
 * (docs/architecture.md#the-money-path, "What a replica holds"). A replica holds money only as the
 * holds of its jobs in flight, each under the job lease of the replica running it; there is no
 * slice of a balance leased to a process that could be lost with it.
 *
 * - while the calls are in flight, the surviving replica already sees their holds, exactly: the
 *   principal's `reservedMicroUSD` is the sum of them, and nothing else;
 * - once the dead replica's job leases run out, the survivor's sweeper takes every job over and
 *   calls the upstream again, without a second hold: the balance it shows does not move;
 * - when the upstream answers, each job is settled once: one receipt per job, spent equal to the
 *   receipts, nothing reserved, and the callers get their answers from the survivor by resending
 *   (chat) or polling (job API).
 */

const withPostgres = await postgresAvailable();

const PAID = 'p_replica_killed';
const DEPOSIT_10 = 10_000_000;
const MAX_TOKENS = 700;
const CALLS = [
  { index: 0, via: 'chat' },
  { index: 1, via: 'chat' },
  { index: 2, via: 'chat' },
  { index: 3, via: 'api' },
  { index: 4, via: 'api' },
] as const;

const promptOf = (index: number) => `replica-killed-${index}: trace the lateral movement in these auth logs`;
const indexOf = (body: ChatBody) => Number(/replica-killed-(\d+):/.exec(JSON.stringify(body.messages))?.[1] ?? -1);
const usageOf = (index: number) => ({ promptTokens: 300 + 13 * index, cachedTokens: 0, completionTokens: 50 + 9 * index });
const chargeOf = (index: number) => {
  const usage = usageOf(index);
  return charge(usage.promptTokens, usage.cachedTokens, usage.completionTokens);
};
const bodyOf = (index: number) => ({ model: 'shared-1', max_tokens: MAX_TOKENS, messages: [{ role: 'user', content: promptOf(index) }] });

describe.skipIf(!withPostgres)('a replica killed with paid calls in flight, the other replica going on', () => {
  let service: E2EService;
  let survivor: SecgateProcess;
  /** While true the upstream hangs; set false before release so that a takeover's call answers at once. */
  let hanging = true;

  beforeAll(async () => {
    // Short job leases from the first start: the dead replica's leases are the ones that must run out.
    service = await startE2EService({
      driver: 'postgres',
      config: { leaseMs: 1_000, sweepIntervalMs: 200, rateLimitPerMinute: 0 },
      principals: [{ id: PAID, patch: { freeRequestsPerDay: 0 } }],
    });
    service.upstream.respondWith((body) => {
      const index = indexOf(body);
      if (index < 0) return { status: 400, errorMessage: 'not a call of this test' };
      return { hang: hanging, content: `answer ${index}`, usage: usageOf(index) };
    });
    survivor = await service.startPeer();
  });
  afterAll(async () => {
    hanging = false;
    service?.upstream.release();
    await service?.close();
  });

  it("the survivor takes the dead replica's jobs over: the same holds, then one receipt each", async () => {
    const token = service.tokens[PAID]!;
    const paid = await service.deliverInvoice('evt_replica_killed', PAID, [{ sku: 'deposit-10', quantity: 1 }]);
    expect(paid.body).toEqual({ received: true, applied: true });
    const balanceOnSurvivor = async (): Promise<AiBalance> => aiBalanceOf(await requestJson(survivor.url, 'GET', '/v1/billing/status', { token }));

    // 1. Every call in flight on the first replica, the upstream hanging.
    const keys = new Map<number, string>();
    const lost: Promise<unknown>[] = [];
    for (const call of CALLS) {
      if (call.via === 'api') {
        const key = randomUUID();
        keys.set(call.index, key);
        const accepted = await service.request('POST', '/v1/research/jobs', { token, body: bodyOf(call.index), headers: { 'idempotency-key': key } });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      } else {
        lost.push(service.request('POST', '/v1/chat/completions', { token, body: bodyOf(call.index) }).catch(() => 'connection lost'));
      }
    }
    const seen = (index: number) => service.upstream.received.filter((body) => indexOf(body) === index).length;
    await until(() => CALLS.every((call) => seen(call.index) === 1), 'every call to reach the upstream');

    const holds = CALLS.reduce((sum, call) => sum + hold([promptOf(call.index)], MAX_TOKENS), 0);
    const inFlight = { scope: 'ai', grantedMicroUSD: DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: holds, availableMicroUSD: DEPOSIT_10 - holds };
    expect(await balanceOnSurvivor()).toEqual(inFlight);

    // 2. The first replica dies; nobody restarts it.
    await service.server.kill();
    for (const outcome of await Promise.all(lost)) expect(outcome).toBe('connection lost');

    // 3. Its leases run out and the survivor's sweeper calls the upstream again for every job,
    // under its own lease, holding nothing more.
    await until(() => CALLS.every((call) => seen(call.index) === 2), "the survivor's takeover calls");
    const duringTakeover = await balanceOnSurvivor();
    expectConsistent(duringTakeover, 'during the takeover');
    expect(duringTakeover).toEqual(inFlight);

    // 4. The upstream answers; the callers resend or poll, at the survivor.
    hanging = false;
    service.upstream.release();
    for (const call of CALLS) {
      if (call.via === 'chat') {
        const answer = await requestJson(survivor.url, 'POST', '/v1/chat/completions', { token, body: bodyOf(call.index) });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body).toMatchObject({
          billing: 'paid',
          chargedMicroUSD: chargeOf(call.index),
          choices: [{ message: { content: `answer ${call.index}` } }],
        });
      } else {
        let job: { status: number; body: any } | undefined;
        await until(async () => {
          job = await requestJson(survivor.url, 'GET', `/v1/research/job?jobId=${keys.get(call.index)}`, { token });
          return job.status === 200 && job.body.status === 'succeeded';
        }, `job ${call.index} to succeed`);
        expect(job!.body).toMatchObject({ content: `answer ${call.index}`, chargedMicroUSD: chargeOf(call.index) });
      }
    }
    // Each job answered once more than it was called before the kill: no third call.
    expect(CALLS.map((call) => seen(call.index))).toEqual(CALLS.map(() => 2));

    const spent = CALLS.reduce((sum, call) => sum + chargeOf(call.index), 0);
    await until(async () => (await balanceOnSurvivor()).reservedMicroUSD === 0, 'nothing to be reserved');
    expect(await balanceOnSurvivor()).toEqual({
      scope: 'ai',
      grantedMicroUSD: DEPOSIT_10,
      spentMicroUSD: spent,
      reservedMicroUSD: 0,
      availableMicroUSD: DEPOSIT_10 - spent,
    });

    await service.inspectSql(async (db) => {
      const { rows } = await db.query<{ job_id: string; n: string | number; charged: string | number }>(
        'SELECT job_id, count(*) AS n, sum(charged_micro_usd) AS charged FROM receipts WHERE principal_id = $1 GROUP BY job_id',
        [PAID],
      );
      expect(rows).toHaveLength(CALLS.length);
      for (const row of rows) expect(Number(row.n), `receipts of job ${row.job_id}`).toBe(1);
      expect(rows.reduce((sum, row) => sum + Number(row.charged), 0)).toBe(spent);
      const { rows: jobs } = await db.query<{ status: string; attempts: string | number }>('SELECT status, attempts FROM jobs WHERE principal_id = $1', [PAID]);
      // Claimed twice: by the replica that died, then by the survivor.
      expect(jobs.map((job) => [job.status, Number(job.attempts)])).toEqual(CALLS.map(() => ['succeeded', 2]));
    });
  }, 90_000);
});
