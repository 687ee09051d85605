import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatBody } from '../support/fake-openai-upstream.js';
import { postgresAvailable, startE2EService, WEBHOOK_SECRET, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import { aiBalanceOf, charge, expectConsistent, expectNothingLeaked, hold, until, UUID_V4 } from './reliability-helpers.js';

/*
 * A crash with jobs in flight (docs/architecture.md#jobs-leases-and-the-sweeper): the process that created a job
 * runs it under a lease; when that process dies (SIGKILL: no cleanup at all), the sweeper of the
 * next process re-queues every job whose lease expired and runs it. Proven on the embedded PGlite
 * store (a restart on the same directory, which also exercises PGlite's recovery after a kill)
 * and on PostgreSQL.
 *
 * The scenario: ten jobs of two principals (paid and free) are with the upstream, which hangs:
 * synchronous chat calls, a streamed call, and job API jobs; some of them will fail upstream.
 * The server is killed. The store then holds ten running jobs, their holds, and no receipt. The
 * server restarts on the same store; its sweeper takes every job over and calls the upstream
 * again; the upstream is released. Then:
 *
 * - every job ends, succeeded or failed, and the callers get its answer by re-sending the same
 *   chat request (same job id) or by polling the job API;
 * - every hold is settled or released: nothing reserved, available = granted - spent, spent is
 *   exactly the sum of the succeeded paid jobs' charges; failed free jobs give their request back;
 * - every job has exactly one receipt, and each receipt records an answer the upstream really gave
 *   (the usage each job's answer carried, which differs per job);
 * - the upstream was called at most once per run (claim) of a job.
 *
 * What "at most once" means across a crash: the call that was in flight when the process died is
 * lost with it (the upstream never got to answer, so nothing was charged for it), and the takeover
 * calls the upstream again for the same job. So the upstream may *receive* a job twice, once per
 * claim of the job (`jobs.attempts`), but it *answers* it once and the job has exactly one receipt
 * and one charge: the receipt, not the call, is unique per job. A call that the upstream did
 * answer but whose runner then lost its lease could be repeated too (finishJob refuses the stale
 * runner); that is why the bound is per claim, not "exactly two".
 *
 * The short lease (leaseMs 1000, sweepIntervalMs 200) is in the configuration from the first
 * start: the lease the dead process wrote is the one that has to expire, so it must already be
 * short. The live process renews it every leaseMs/3 while the upstream hangs.
 */

const PAID = 'p_crash_paid';
const FREE = 'p_crash_free';
const DEPOSIT_10 = 10_000_000;
const MAX_TOKENS = 800;
const FREE_PER_DAY = 1_000;

type Via = 'chat' | 'stream' | 'api';
interface JobSpec {
  index: number;
  principal: typeof PAID | typeof FREE;
  via: Via;
  fails: boolean;
}

const JOBS: JobSpec[] = [
  { index: 0, principal: PAID, via: 'chat', fails: false },
  { index: 1, principal: PAID, via: 'chat', fails: false },
  { index: 2, principal: PAID, via: 'chat', fails: true },
  { index: 3, principal: PAID, via: 'stream', fails: false },
  { index: 4, principal: PAID, via: 'api', fails: false },
  { index: 5, principal: PAID, via: 'api', fails: true },
  { index: 6, principal: FREE, via: 'chat', fails: false },
  { index: 7, principal: FREE, via: 'chat', fails: true },
  { index: 8, principal: FREE, via: 'api', fails: false },
  { index: 9, principal: FREE, via: 'api', fails: false },
];

const promptOf = (spec: JobSpec) => `crash-job-${spec.index}: review the ${spec.via} parser for integer overflow${spec.fails ? ' [fails]' : ''}`;
const indexOf = (body: ChatBody) => Number(/crash-job-(\d+):/.exec(JSON.stringify(body.messages))?.[1] ?? -1);
/** Distinct per job, so a receipt's usage says which answer it records. */
const usageOf = (index: number) => ({ promptTokens: 200 + 11 * index, cachedTokens: 3 * index, completionTokens: 40 + 7 * index });
const chargeOf = (index: number) => {
  const u = usageOf(index);
  return charge(u.promptTokens, u.cachedTokens, u.completionTokens);
};
const bodyOf = (spec: JobSpec): Record<string, unknown> => ({
  model: 'shared-1',
  max_tokens: MAX_TOKENS,
  messages: [{ role: 'user', content: promptOf(spec) }],
  ...(spec.via === 'stream' ? { stream: true } : {}),
});
const today = () => new Date().toISOString().slice(0, 10);

interface JobRow {
  id: string;
  principal_id: string;
  status: string;
  attempts: number | string;
  request: string;
  receipt_id: string | null;
  hold_micro_usd: number | string;
}
interface ReceiptRow {
  id: string;
  job_id: string;
  kind: string;
  billing: string;
  charged_micro_usd: number | string;
  usage: string | null;
}

function describeCrash(driver: 'pglite' | 'postgres'): void {
  describe(`a SIGKILL with jobs in flight, then a restart on the same ${driver} store`, () => {
    let service: E2EService;
    /** When false, the upstream answers at once (set before release, so any late re-run does not hang). */
    let hanging = true;

    beforeAll(async () => {
      service = await startE2EService({
        driver,
        config: { leaseMs: 1_000, sweepIntervalMs: 200, rateLimitPerMinute: 0, freeRequestsPerDay: FREE_PER_DAY },
        principals: [{ id: PAID, patch: { freeRequestsPerDay: 0 } }, { id: FREE }],
      });
      service.upstream.respondWith((body) => {
        const index = indexOf(body);
        const spec = JOBS[index];
        if (!spec) return { status: 400, errorMessage: 'not a job of this test' };
        return { hang: hanging, content: `answer ${index}`, usage: usageOf(index), ...(spec.fails ? { status: 500 } : {}) };
      });
    });
    afterAll(async () => {
      hanging = false;
      service?.upstream.release();
      await service?.close();
    });

    it('every job ends once, every hold settles, one receipt per job, each recording a real upstream answer; at most one call per claim', async () => {
      const paid = await service.deliverInvoice(`evt_crash_${driver}`, PAID, [{ sku: 'deposit-10', quantity: 1 }]);
      expect(paid.body).toEqual({ received: true, applied: true });

      // 1. Ten jobs in flight, the upstream hanging on every one of them.
      const apiKeys = new Map<number, string>();
      const inFlight: Promise<unknown>[] = [];
      let streamOpened = false;
      for (const spec of JOBS) {
        const token = service.tokens[spec.principal]!;
        const body = bodyOf(spec);
        if (spec.via === 'api') {
          const key = randomUUID();
          apiKeys.set(spec.index, key);
          const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': key } });
          expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
          expect(accepted.body).toMatchObject({ jobId: key, status: expect.stringMatching(/^(queued|running)$/) });
        } else if (spec.via === 'stream') {
          inFlight.push(
            (async () => {
              const response = await fetch(`${service.url}/v1/chat/completions`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              });
              expect(response.status).toBe(200);
              const reader = response.body!.getReader();
              // The first heartbeat arrives at once: the stream is open when the process dies.
              await reader.read();
              streamOpened = true;
              for (;;) if ((await reader.read()).done) return 'ended';
            })().catch(() => 'connection lost'),
          );
        } else {
          // The synchronous call dies with the process: the caller sees the connection drop.
          inFlight.push(service.request('POST', '/v1/chat/completions', { token, body }).catch(() => 'connection lost'));
        }
      }
      const seen = (index: number) => service.upstream.received.filter((body) => indexOf(body) === index).length;
      await until(() => JOBS.every((spec) => seen(spec.index) === 1) && streamOpened, 'all ten jobs to reach the upstream');
      expect(service.upstream.calls).toBe(JOBS.length);
      expect(service.upstream.answered).toEqual([]);

      const expectedHolds = JOBS.filter((spec) => spec.principal === PAID).map((spec) => hold([promptOf(spec)], MAX_TOKENS));
      const reservedInFlight = expectedHolds.reduce((sum, h) => sum + h, 0);
      const before = aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[PAID]! }));
      expect(before).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_10,
        spentMicroUSD: 0,
        reservedMicroUSD: reservedInFlight,
        availableMicroUSD: DEPOSIT_10 - reservedInFlight,
      });

      // 2. The crash.
      await service.server.kill();
      for (const outcome of await Promise.all(inFlight)) expect(outcome).toBe('connection lost');

      // What the dead process left: ten running jobs under its lease, their holds, and no receipt
      // (no upstream call was answered, so none may exist). On PGlite this also opens the store
      // the killed process had open, as the restart will.
      const jobIds = new Map<number, string>();
      await service.inspectSql(async (db) => {
        const { rows: jobs } = await db.query<JobRow>('SELECT * FROM jobs WHERE principal_id IN ($1, $2)', [PAID, FREE]);
        expect(jobs).toHaveLength(JOBS.length);
        for (const job of jobs) {
          const index = Number(/crash-job-(\d+):/.exec(job.request)?.[1]);
          jobIds.set(index, job.id);
          // Claimed once and not ended. (Normally still `running`; `queued` if the dead process's
          // own sweeper had already re-queued it after a stalled lease renewal: not ended either.)
          expect({ index, status: job.status, attempts: Number(job.attempts) }).toEqual({
            index,
            status: expect.stringMatching(/^(running|queued)$/),
            attempts: 1,
          });
          expect(job.id).toMatch(UUID_V4);
        }
        for (const [index, key] of apiKeys) expect(jobIds.get(index)).toBe(key);
        const { rows: receipts } = await db.query<ReceiptRow>('SELECT * FROM receipts WHERE principal_id IN ($1, $2)', [PAID, FREE]);
        expect(receipts).toEqual([]);
        // An open job is its own reservation (migration 002): its hold is on its row.
        const { rows: holds } = await db.query<{ principal_id: string; amount: number | string; billing: string }>(
          `SELECT principal_id, hold_micro_usd AS amount, billing FROM jobs WHERE status IN ('queued', 'running') AND principal_id IN ($1, $2)`,
          [PAID, FREE],
        );
        expect(
          holds
            .filter((h) => h.principal_id === PAID)
            .map((h) => Number(h.amount))
            .sort(),
        ).toEqual([...expectedHolds].sort());
        expect(holds.filter((h) => h.principal_id === FREE).map((h) => [Number(h.amount), h.billing])).toEqual(
          JOBS.filter((spec) => spec.principal === FREE).map(() => [0, 'free']),
        );
      });
      expect(jobIds.size).toBe(JOBS.length);

      // 3. Restart on the same store: the sweeper re-queues the expired leases and runs every job.
      await service.restart();
      await until(() => JOBS.every((spec) => seen(spec.index) >= 2), 'the takeover to call the upstream for every job');
      // While the takeover waits on the upstream, the holds are still held, not lost nor doubled.
      const during = aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[PAID]! }));
      expect(during).toEqual(before);
      hanging = false;
      service.upstream.release();

      // 4. Every caller gets its job's answer back: job API by polling, chat by re-sending.
      for (const spec of JOBS) {
        const token = service.tokens[spec.principal]!;
        const jobId = jobIds.get(spec.index)!;
        let answer: JsonAnswer;
        if (spec.via === 'api') {
          answer = await service.request('GET', `/v1/research/job?jobId=${jobId}`, { token });
          await until(async () => {
            answer = await service.request('GET', `/v1/research/job?jobId=${jobId}`, { token });
            return answer.status !== 202;
          }, `job ${spec.index} to end`);
          expect(answer!.status, JSON.stringify(answer!.body)).toBe(200);
          expect(answer!.body).toMatchObject({ jobId, status: spec.fails ? 'failed' : 'succeeded' });
          if (!spec.fails) expect(answer!.body.content).toBe(`answer ${spec.index}`);
        } else {
          // The same body re-attaches (the job id ignores `stream`, so the streamed job is re-read plainly).
          const { stream: _stream, ...body } = bodyOf(spec);
          answer = await service.request('POST', '/v1/chat/completions', { token, body });
          if (spec.fails) {
            expect(answer.status, JSON.stringify(answer.body)).toBe(502);
            expect(answer.body.error).toMatchObject({ code: 'inference-failed', jobId, upstreamStatus: 500 });
          } else {
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(answer.body).toMatchObject({ jobId, choices: [{ message: { content: `answer ${spec.index}` } }] });
          }
        }
        if (!spec.fails && spec.principal === PAID) expect(answer!.body).toMatchObject({ billing: 'paid', chargedMicroUSD: chargeOf(spec.index) });
        if (!spec.fails && spec.principal === FREE) {
          expect(answer!.body.billing).toBe('free');
          expect(answer!.body).not.toHaveProperty('chargedMicroUSD');
        }
      }

      // 5. The money: every hold settled or released, spent = the succeeded paid jobs' charges.
      const paidSucceeded = JOBS.filter((spec) => spec.principal === PAID && !spec.fails);
      const expectedSpent = paidSucceeded.reduce((sum, spec) => sum + chargeOf(spec.index), 0);
      const after = aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[PAID]! }));
      expectConsistent(after, 'after the takeover');
      expect(after).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_10,
        spentMicroUSD: expectedSpent,
        reservedMicroUSD: 0,
        availableMicroUSD: DEPOSIT_10 - expectedSpent,
      });
      const freeUsed = JOBS.filter((spec) => spec.principal === FREE && !spec.fails).length;
      const status = await service.request('GET', '/v1/research/status', { token: service.tokens[FREE]! });
      expect(status.body.freeTier).toEqual({ requestsPerDay: FREE_PER_DAY, remainingToday: FREE_PER_DAY - freeUsed });

      // 6. The store: one receipt per job, each recording an answer the upstream gave; no hold left.
      const answeredUsage = (index: number) =>
        service.upstream.answered.filter((a) => indexOf(a.body) === index).map((a) => ({ status: a.status, usage: usageOf(index) }));
      await service.inspectSql(async (db) => {
        const { rows: receipts } = await db.query<ReceiptRow>('SELECT * FROM receipts WHERE principal_id IN ($1, $2)', [PAID, FREE]);
        const { rows: jobs } = await db.query<JobRow>('SELECT * FROM jobs WHERE principal_id IN ($1, $2)', [PAID, FREE]);
        expect(receipts).toHaveLength(JOBS.length);
        for (const spec of JOBS) {
          const jobId = jobIds.get(spec.index)!;
          const own = receipts.filter((receipt) => receipt.job_id === jobId);
          expect(own, `job ${spec.index} must have exactly one receipt`).toHaveLength(1);
          const receipt = own[0]!;
          const job = jobs.find((row) => row.id === jobId)!;
          expect(job).toMatchObject({ status: spec.fails ? 'failed' : 'succeeded', receipt_id: receipt.id });
          expect({ kind: receipt.kind, billing: receipt.billing, charged: Number(receipt.charged_micro_usd) }).toEqual({
            kind: spec.fails ? 'failed' : 'completion',
            billing: spec.principal === PAID ? 'paid' : 'free',
            charged: !spec.fails && spec.principal === PAID ? chargeOf(spec.index) : 0,
          });
          // No receipt without an upstream answer: the upstream answered this job (after the
          // takeover), and a completion receipt records exactly the usage of that answer.
          const answers = answeredUsage(spec.index);
          expect(answers.length, `the upstream never answered job ${spec.index}, yet it has a receipt`).toBeGreaterThanOrEqual(1);
          expect(answers.every((a) => a.status === (spec.fails ? 500 : 200))).toBe(true);
          if (!spec.fails) {
            const u = usageOf(spec.index);
            expect(JSON.parse(receipt.usage!)).toMatchObject({ prompt_tokens: u.promptTokens, completion_tokens: u.completionTokens });
          }
          // At most one upstream call per run (claim) of the job: the call lost in the crash and the takeover's.
          const attempts = Number(job.attempts);
          expect(attempts).toBeGreaterThanOrEqual(2);
          expect(seen(spec.index), `job ${spec.index}: more upstream calls than claims`).toBeLessThanOrEqual(attempts);
          expect(answers.length, `job ${spec.index}: more answers than claims`).toBeLessThanOrEqual(attempts - 1);
        }
        const { rows: holds } = await db.query(`SELECT id FROM jobs WHERE status IN ('queued', 'running') AND principal_id IN ($1, $2)`, [PAID, FREE]);
        expect(holds).toEqual([]);
        const { rows: accounts } = await db.query<{ granted: number | string; spent: number | string; reserved: number | string }>(
          `SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = 'ai'`,
          [PAID],
        );
        expect(accounts.map((a) => [Number(a.granted), Number(a.spent), Number(a.reserved)])).toEqual([[DEPOSIT_10, expectedSpent, 0]]);
        const { rows: free } = await db.query<{ used: number | string }>('SELECT used FROM free_usage WHERE principal_id = $1 AND day = $2', [FREE, today()]);
        expect(free.map((row) => Number(row.used))).toEqual([freeUsed]);
      });

      // Neither process logged a token, the webhook secret or a prompt, the killed one included.
      const logs = service.logs();
      expect(logs).toContain('"route":"/v1/research/jobs"');
      expectNothingLeaked(logs, {
        token: Object.values(service.tokens),
        secret: [WEBHOOK_SECRET],
        prompt: JOBS.map(promptOf),
      });
    }, 90_000);
  });
}

const withPostgres = await postgresAvailable();
describeCrash('pglite');
if (withPostgres) describeCrash('postgres');
