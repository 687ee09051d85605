import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatBody } from '../support/fake-openai-upstream.js';
import { postgresAvailable, requestJson, startE2EService, WEBHOOK_SECRET, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import type { SecgateProcess } from '../support/secgate-process.js';
import { aiBalanceOf, charge, expectConsistent, expectNothingLeaked, hold, until, type AiBalance } from './reliability-helpers.js';

/*
 * Two gateway processes on one PostgreSQL database, as two machines behind a load balancer would
 * run (README "With PostgreSQL, on one machine or many"). Everything that keeps the money right
 * must live in the database, not in a process:
 *
 * - identical chat requests sent to both processes at once share one job: one upstream call, one
 *   receipt, one charge (the job id is derived from principal and body; the insert is unique);
 *   the same holds for one job API idempotency key sent to both;
 * - paid requests split across both processes never overspend: a balance that covers N holds
 *   admits exactly N of them (never more), available is never negative while they are in flight
 *   (seen from both processes), reserved is always the sum of the outstanding holds, and the
 *   account settles to exactly the sum of the receipts' charges.
 *
 * PostgreSQL only (the embedded store belongs to one process): outside CI, without a server, this
 * file is skipped with a loud warning; under CI a missing server is an error.
 */

const withPostgres = await postgresAvailable();

const DEDUPE = 'p_mp_dedupe';
const BURST = 'p_mp_burst';
const DEPOSIT_10 = 10_000_000;

describe.skipIf(!withPostgres)('two server processes on one PostgreSQL database', () => {
  let service: E2EService;
  let peer: SecgateProcess;
  /** The two processes, by name, for requests and messages. */
  let processes: { name: string; url: string }[];

  beforeAll(async () => {
    service = await startE2EService({
      driver: 'postgres',
      config: { rateLimitPerMinute: 0 },
      principals: [
        { id: DEDUPE, patch: { freeRequestsPerDay: 0 } },
        { id: BURST, patch: { freeRequestsPerDay: 0 } },
      ],
    });
    peer = await service.startPeer();
    processes = [
      { name: 'first', url: service.url },
      { name: 'second', url: peer.url },
    ];
    expect(processes[0]!.url).not.toBe(processes[1]!.url);
  });
  afterAll(async () => {
    service?.upstream.respondWith(() => ({}));
    service?.upstream.release();
    await service?.close();
  });

  const on = (index: number) => processes[index % 2]!;
  const balanceOn = async (index: number, principal: string): Promise<AiBalance> =>
    aiBalanceOf(await requestJson(on(index).url, 'GET', '/v1/billing/status', { token: service.tokens[principal]! }));

  async function grant(eventId: string, principal: string): Promise<void> {
    const answer = await service.deliverInvoice(eventId, principal, [{ sku: 'deposit-10', quantity: 1 }]);
    expect(answer.body).toEqual({ received: true, applied: true });
  }

  it('identical requests sent to both processes at once make one job, one upstream call and one charge', async () => {
    await grant('evt_mp_dedupe', DEDUPE);
    const token = service.tokens[DEDUPE]!;
    const usage = { promptTokens: 812, cachedTokens: 100, completionTokens: 77 };
    const expectedCharge = charge(812, 100, 77);
    const calls = service.upstream.calls;

    // One answer, held until the requests of both processes have had time to arrive. Whatever
    // the interleaving, the invariant is the same: a late arrival re-attaches to the ended job.
    service.upstream.enqueue({ hang: true, content: 'one answer for both processes', usage });
    const body = { model: 'shared-1', max_tokens: 500, messages: [{ role: 'user', content: 'mp-dedupe: check this bounds test once' }] };
    const pending = Promise.all(Array.from({ length: 40 }, (_, i) => requestJson(on(i).url, 'POST', '/v1/chat/completions', { token, body })));
    await until(() => service.upstream.calls > calls, 'the one upstream call');
    await new Promise((resolve) => setTimeout(resolve, 300));
    service.upstream.release();
    const answers = await pending;

    expect(service.upstream.calls - calls).toBe(1);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { jobId, receiptId } = answers[0]!.body;
    expect(new Set(answers.map((a) => a.body.jobId))).toEqual(new Set([jobId]));
    expect(new Set(answers.map((a) => a.body.receiptId))).toEqual(new Set([receiptId]));
    for (const answer of answers) {
      expect(answer.body).toMatchObject({
        billing: 'paid',
        chargedMicroUSD: expectedCharge,
        choices: [{ message: { content: 'one answer for both processes' } }],
      });
    }
    // Both processes read the same account: charged once.
    const settled = {
      scope: 'ai',
      grantedMicroUSD: DEPOSIT_10,
      spentMicroUSD: expectedCharge,
      reservedMicroUSD: 0,
      availableMicroUSD: DEPOSIT_10 - expectedCharge,
    };
    expect(await balanceOn(0, DEDUPE)).toEqual(settled);
    expect(await balanceOn(1, DEDUPE)).toEqual(settled);

    // One idempotency key sent to both processes at once: one job API job, one more call.
    const key = randomUUID();
    const jobBody = { model: 'shared-2', max_tokens: 500, messages: [{ role: 'user', content: 'mp-dedupe: one job by key' }] };
    service.upstream.enqueue({ content: 'the keyed answer', usage });
    const accepted = await Promise.all(
      Array.from({ length: 10 }, (_, i) => requestJson(on(i).url, 'POST', '/v1/research/jobs', { token, body: jobBody, headers: { 'idempotency-key': key } })),
    );
    for (const answer of accepted) expect({ status: answer.status, jobId: answer.body.jobId }).toEqual({ status: 202, jobId: key });
    let job: JsonAnswer | undefined;
    await until(async () => {
      job = await requestJson(on(1).url, 'GET', `/v1/research/job?jobId=${key}`, { token });
      return job.status === 200;
    }, 'the keyed job to end');
    expect(job!.body).toMatchObject({ status: 'succeeded', content: 'the keyed answer', chargedMicroUSD: expectedCharge });
    // The same key with another body, at the other process: a conflict, not a second job.
    const conflict = await requestJson(on(0).url, 'POST', '/v1/research/jobs', {
      token,
      body: { ...jobBody, max_tokens: 501 },
      headers: { 'idempotency-key': key },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toMatchObject({ code: 'idempotency-conflict', jobId: key });
    expect(service.upstream.calls - calls).toBe(2);

    await service.inspectSql(async (db) => {
      const { rows: jobs } = await db.query<{ id: string }>('SELECT id FROM jobs WHERE principal_id = $1', [DEDUPE]);
      expect(jobs.map((row) => row.id).sort()).toEqual([jobId, key].sort());
      const { rows: receipts } = await db.query<{ job_id: string; charged_micro_usd: string | number }>(
        'SELECT job_id, charged_micro_usd FROM receipts WHERE principal_id = $1',
        [DEDUPE],
      );
      expect(receipts.map((r) => [r.job_id, Number(r.charged_micro_usd)]).sort()).toEqual(
        [
          [jobId, expectedCharge],
          [key, expectedCharge],
        ].sort(),
      );
    });
  }, 60_000);

  it('concurrent paid requests split across both processes never overspend', async () => {
    await grant('evt_mp_burst', BURST);
    const token = service.tokens[BURST]!;
    // Each request holds H = ceil((1,000 bytes * 900 + 32,768 * 4,500) / 1000) = 148,356, so $10
    // covers N = 67 holds; three times as many are sent, alternating between the two processes.
    const maxTokens = 32_768;
    const filler = 'Look for a double free in this allocator. '.repeat(30);
    const contentOf = (i: number) => `mp-burst-${String(i).padStart(3, '0')} ${filler}`.slice(0, 1_000);
    const H = hold([contentOf(0)], maxTokens);
    expect(H).toBe(148_356);
    const N = Math.floor(DEPOSIT_10 / H);
    expect(N).toBe(67);
    const total = 3 * N;

    const usageOf = (i: number) => ({ promptTokens: 250 + i, cachedTokens: i % 40, completionTokens: 900 + 5 * i });
    const chargeOf = (i: number) => {
      const u = usageOf(i);
      return charge(u.promptTokens, u.cachedTokens, u.completionTokens);
    };
    const indexOf = (body: ChatBody) => Number(/mp-burst-(\d+) /.exec(String(body.messages.at(-1)?.content))?.[1]);
    service.upstream.respondWith((body) => ({ hang: true, content: 'held', usage: usageOf(indexOf(body)) }));
    const calls = service.upstream.calls;

    let answered = 0;
    const requests = Array.from({ length: total }, (_, i) =>
      requestJson(on(i).url, 'POST', '/v1/chat/completions', {
        token,
        body: { model: 'shared-3', max_tokens: maxTokens, messages: [{ role: 'user', content: contentOf(i) }] },
      }).finally(() => answered++),
    );

    // Watch the account from both processes, and the rows themselves, while the burst is admitted.
    const readRows = () =>
      service.inspectSql(async (db) => {
        // One statement, so the account row and the holds are one snapshot. A hold is an open
        // paid job's own row (migration 002).
        const { rows } = await db.query<{ reserved: string | number; holds: string | number; hold_sum: string | number }>(
          `WITH open_holds AS (
             SELECT hold_micro_usd FROM jobs WHERE principal_id = $1 AND billing = 'paid' AND status IN ('queued', 'running')
           )
           SELECT a.reserved, (SELECT count(*) FROM open_holds) AS holds, (SELECT COALESCE(sum(hold_micro_usd), 0) FROM open_holds) AS hold_sum
             FROM accounts a WHERE a.principal_id = $1 AND a.scope = 'ai'`,
          [BURST],
        );
        const row = rows[0]!;
        return { reserved: Number(row.reserved), holds: Number(row.holds), holdSum: Number(row.hold_sum) };
      });
    const seen: AiBalance[] = [];
    const rowChecks: { reserved: number; holds: number; holdSum: number }[] = [];
    let reads = 0;
    await until(
      async () => {
        seen.push(await balanceOn(reads++, BURST));
        if (reads % 4 === 0) rowChecks.push(await readRows());
        return answered + (service.upstream.calls - calls) >= total;
      },
      'every request to be admitted or refused',
      60_000,
    );
    const heldRows = await readRows();
    rowChecks.push(heldRows);
    expect(heldRows).toEqual({ reserved: N * H, holds: N, holdSum: N * H });
    seen.push(await balanceOn(0, BURST), await balanceOn(1, BURST));

    for (const [i, balance] of seen.entries()) {
      expectConsistent(balance, `read ${i} from the ${on(i).name} process`);
      expect(balance.grantedMicroUSD).toBe(DEPOSIT_10);
      expect(balance.spentMicroUSD).toBe(0);
      expect(balance.reservedMicroUSD % H, `read ${i}: reserved is not a whole number of holds`).toBe(0);
      expect(balance.reservedMicroUSD, `read ${i}: more reserved than the balance covers`).toBeLessThanOrEqual(N * H);
    }
    for (const row of rowChecks) {
      expect(row.reserved).toBe(row.holdSum);
      expect(row.reserved).toBe(row.holds * H);
      expect(row.holds).toBeLessThanOrEqual(N);
    }

    // Admitted never exceeds what the balance covers; with every hold outstanding it is exactly N.
    const admitted = service.upstream.calls - calls;
    expect(admitted, 'admitted more requests than the balance covers').toBeLessThanOrEqual(N);
    expect(admitted).toBe(N);
    expect(answered).toBe(total - N);
    for (const i of [0, 1]) {
      expect(await balanceOn(i, BURST)).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_10,
        spentMicroUSD: 0,
        reservedMicroUSD: N * H,
        availableMicroUSD: DEPOSIT_10 - N * H,
      });
    }

    service.upstream.respondWith(() => ({}));
    service.upstream.release();
    const answers = await Promise.all(requests);
    const ok = answers.map((answer, i) => ({ answer, i })).filter(({ answer }) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(ok).toHaveLength(N);
    for (const answer of refused) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(402);
      expect(answer.body.error).toMatchObject({ code: 'insufficient-balance', requiredMicroUSD: H, availableMicroUSD: DEPOSIT_10 - N * H });
    }
    // Both processes admitted some of the burst: it really was split.
    expect(new Set(ok.map(({ i }) => i % 2))).toEqual(new Set([0, 1]));
    const expectedSpent = ok.reduce((sum, { answer, i }) => {
      expect(answer.body).toMatchObject({ billing: 'paid', chargedMicroUSD: chargeOf(i) });
      return sum + chargeOf(i);
    }, 0);
    const settled = {
      scope: 'ai',
      grantedMicroUSD: DEPOSIT_10,
      spentMicroUSD: expectedSpent,
      reservedMicroUSD: 0,
      availableMicroUSD: DEPOSIT_10 - expectedSpent,
    };
    expect(await balanceOn(0, BURST)).toEqual(settled);
    expect(await balanceOn(1, BURST)).toEqual(settled);

    await service.inspectSql(async (db) => {
      const { rows: receipts } = await db.query<{ job_id: string; charged_micro_usd: string | number }>(
        'SELECT job_id, charged_micro_usd FROM receipts WHERE principal_id = $1',
        [BURST],
      );
      expect(receipts).toHaveLength(N);
      expect(new Set(receipts.map((r) => r.job_id)).size).toBe(N);
      expect(receipts.reduce((sum, r) => sum + Number(r.charged_micro_usd), 0)).toBe(expectedSpent);
      const { rows: holds } = await db.query(`SELECT id FROM jobs WHERE principal_id = $1 AND status IN ('queued', 'running')`, [BURST]);
      expect(holds).toEqual([]);
      const { rows: accounts } = await db.query<{ granted: string | number; spent: string | number; reserved: string | number }>(
        `SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = 'ai'`,
        [BURST],
      );
      expect(accounts.map((a) => [Number(a.granted), Number(a.spent), Number(a.reserved)])).toEqual([[DEPOSIT_10, expectedSpent, 0]]);
    });
  }, 90_000);

  it('neither process logged a token, the webhook secret or a prompt', async () => {
    await peer.stop();
    await service.server.stop();
    const logs = service.logs();
    expect(logs).toContain('"route":"/v1/chat/completions"');
    expectNothingLeaked(logs, {
      token: Object.values(service.tokens),
      secret: [WEBHOOK_SECRET],
      prompt: ['mp-dedupe: check this bounds test once', 'mp-dedupe: one job by key', 'Look for a double free in this allocator.'],
    });
  });
});
