import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, requestJson, startE2EService, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import { dumpStore } from '../support/store-dump.js';
import { seededRandom } from '../support/seeded-random.js';
import { aiBalanceOf, charge, expectConsistent, readSseEvents, until, type AiBalance } from './reliability-helpers.js';

/*
 * SIGKILL at a random moment of a burst of paid requests, several times over, on the embedded
 * PGlite store (restarted on the same directory, so PGlite recovers from every kill) and on
 * PostgreSQL. Where crash.e2e.test.ts kills a process whose jobs all wait on a hung upstream, this
 * kills it wherever it happens to be: admitting, reserving, calling the upstream, settling,
 * answering or streaming, with the sweeper of the previous restart taking over the last round's
 * jobs at the same time (docs/architecture.md#jobs-leases-and-the-sweeper, #money).
 *
 * Each round: start the server; two paid principals (no free requests) send a burst of plain,
 * streamed and job API requests, each with its own prompt, starting at random offsets; the upstream
 * answers each after a random delay with a usage of its own (so a charge says which answer it
 * records); the server is killed at a random moment. Every client outcome is kept: an answer (its
 * receipt id and charge), a refusal, or nothing (connection refused or reset, a torn stream).
 * After the last round, one more restart: every request is sent again (same body, same job id;
 * the same idempotency key for the job API) and must end succeeded. Then:
 *
 * 1. the receipts' charges sum to each account's spent, which is the sum of the succeeded paid
 *    jobs' charges and of every request's own charge; available = granted - spent - reserved,
 *    never negative, and nothing is left reserved;
 * 2. every answer a client got before a kill has its receipt in the store (same id, same charge,
 *    the job of that request): no answer went out before its receipt was durable;
 * 3. every job has exactly one receipt, of kind completion: never charged twice, resends included;
 * 4. every request has its answer in the end, the same receipt as any answer it had before.
 *
 * The timings and kill points come from a seeded generator; the seed and each kill point are
 * printed, and SECGATE_KILL_SEED=<seed> replays them (as far as the machine's own timing allows).
 */

const PAID = ['p_burst_a', 'p_burst_b'] as const;
const DEPOSIT_10 = 10_000_000;
const ROUNDS = 3;
const PER_ROUND = 48;
/** Above every charge below (the hold is the cap of a charge): each receipt charges its own usage. */
const MAX_TOKENS = 5_000;
const SEED = Number(process.env.SECGATE_KILL_SEED ?? Math.floor(Math.random() * 2 ** 32));

type Via = 'chat' | 'stream' | 'api';
interface Spec {
  index: number;
  principal: string;
  via: Via;
  /** The job API's idempotency key (unused by chat requests, whose job id is derived). */
  key: string;
  startMs: number;
  upstreamMs: number;
}
type Outcome =
  | { kind: 'answered'; billing: string; receiptId: string; charged: number; content: string }
  | { kind: 'refused'; status: number; code: string }
  | { kind: 'lost'; accepted?: true };

const promptOf = (index: number) => `burst-${index}: review the request parser for an integer overflow`;
const indexOf = (text: string) => Number(/burst-(\d+):/.exec(text)?.[1] ?? -1);
/** A step of 100 prompt tokens (90 micro-USD) outweighs the other terms: charges differ per request. */
const usageOf = (index: number) => ({ promptTokens: 200 + 100 * index, cachedTokens: 5 * (index % 4), completionTokens: 20 + (index % 9) });
const chargeOf = (index: number) => {
  const u = usageOf(index);
  return charge(u.promptTokens, u.cachedTokens, u.completionTokens);
};
const bodyOf = (spec: Spec) => ({
  model: 'shared-1',
  max_tokens: MAX_TOKENS,
  messages: [{ role: 'user', content: promptOf(spec.index) }],
  ...(spec.via === 'stream' ? { stream: true } : {}),
});
type Row = Record<string, any>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const num = (value: unknown) => Number(value as string | number);

/** Not checked here (a throw would read as a lost connection): the final answers and the store are. */
const answered = (body: any, content: string): Outcome => ({
  kind: 'answered',
  billing: body.billing,
  receiptId: body.receiptId,
  charged: body.chargedMicroUSD,
  content,
});
const refused = (answer: JsonAnswer): Outcome => ({ kind: 'refused', status: answer.status, code: answer.body?.error?.code ?? String(answer.body) });

/** One request as a client sends it, and what that client got. */
async function send(url: string, token: string, spec: Spec): Promise<Outcome> {
  let accepted = false;
  try {
    if (spec.via === 'chat') {
      const answer = await requestJson(url, 'POST', '/v1/chat/completions', { token, body: bodyOf(spec) });
      return answer.status === 200 ? answered(answer.body, answer.body.choices[0].message.content) : refused(answer);
    }
    if (spec.via === 'stream') {
      const response = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(bodyOf(spec)),
      });
      if (response.status !== 200) return refused({ status: response.status, headers: response.headers, body: await response.json() });
      const { events } = await readSseEvents(response);
      // The finish chunk carries the receipt: once the client has seen it, it has the answer.
      const finish = events.find((event) => event.receiptId !== undefined);
      const content = events.find((event) => event.choices?.[0]?.delta?.content !== undefined)?.choices[0].delta.content;
      if (finish) return answered(finish, content);
      const error = events.find((event) => event.error);
      return error ? { kind: 'refused', status: 200, code: error.error.code } : { kind: 'lost' };
    }
    const posted = await requestJson(url, 'POST', '/v1/research/jobs', { token, body: bodyOf(spec), headers: { 'idempotency-key': spec.key } });
    if (posted.status !== 202) return refused(posted);
    accepted = true;
    for (;;) {
      const job = await requestJson(url, 'GET', `/v1/research/job?jobId=${spec.key}`, { token });
      if (job.status === 200) return job.body.status === 'succeeded' ? answered(job.body, job.body.content) : refused(job);
      if (job.status !== 202) return refused(job);
      await sleep(25);
    }
  } catch {
    // Connection refused or reset by the kill: the client got nothing (but a job API 202, maybe).
    return accepted ? { kind: 'lost', accepted } : { kind: 'lost' };
  }
}

function describeBurst(driver: 'pglite' | 'postgres'): void {
  describe(`SIGKILL at random moments of a burst of paid requests, restarting on the same ${driver} store`, () => {
    let service: E2EService;
    const specs: Spec[] = [];

    beforeAll(async () => {
      // The short lease is there from the first start: the dead process's leases must run out soon.
      service = await startE2EService({
        driver,
        config: { leaseMs: 1_000, sweepIntervalMs: 200, rateLimitPerMinute: 0 },
        principals: PAID.map((id) => ({ id, patch: { freeRequestsPerDay: 0 } })),
      });
      service.upstream.respondWith((body) => {
        const spec = specs[indexOf(JSON.stringify(body.messages))];
        if (!spec) return { status: 400, errorMessage: 'not a request of this test' };
        return { delayMs: spec.upstreamMs, content: `answer ${spec.index}`, usage: usageOf(spec.index) };
      });
    });
    afterAll(() => service?.close());

    const balances = async (): Promise<AiBalance[]> =>
      Promise.all(PAID.map(async (id) => aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[id]! }))));

    it('every answer has its durable receipt, one per job; spent = the receipts; every request ends answered', async () => {
      const random = seededRandom(SEED);
      // Charges must tell the requests apart (see usageOf).
      const indexes = Array.from({ length: ROUNDS * PER_ROUND }, (_, index) => index);
      expect(new Set(indexes.map(chargeOf)).size).toBe(indexes.length);
      const log = (line: string) => console.log(`[kill-during-burst ${driver}, SECGATE_KILL_SEED=${SEED}] ${line}`);
      for (const id of PAID) {
        const paid = await service.deliverInvoice(`evt_burst_${driver}_${id}`, id, [{ sku: 'deposit-10', quantity: 1 }]);
        expect(paid.body).toEqual({ received: true, applied: true });
      }
      const outcomes = new Map<number, Outcome>();

      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) {
          await service.restart();
          // Between kills, jobs of the dead process may still be reserved; the balance is consistent anyway.
          for (const balance of await balances()) expectConsistent(balance, `after restart ${round}`);
        }
        const url = service.url;
        const batch = Array.from({ length: PER_ROUND }, (_, i): Spec => {
          const index = round * PER_ROUND + i;
          return {
            index,
            principal: PAID[index % 2]!,
            via: (['chat', 'stream', 'api'] as const)[index % 3]!,
            key: randomUUID(),
            startMs: random() * 150,
            upstreamMs: random() * 300,
          };
        });
        specs.push(...batch);
        // The kill comes after a random number of the burst's answers (0: while it is still being
        // admitted) plus a random few ms: within the burst on a fast store and on a slow one alike.
        const killAfterAnswers = Math.floor(random() * PER_ROUND);
        const jitterMs = Math.round(random() * 40);
        let answers = 0;
        let reached!: () => void;
        const enoughAnswers = new Promise<void>((resolve) => (reached = resolve));
        if (killAfterAnswers === 0) reached();
        const started = performance.now();
        const pending = batch.map(async (spec) => {
          await sleep(spec.startMs);
          const outcome = await send(url, service.tokens[spec.principal]!, spec);
          outcomes.set(spec.index, outcome);
          if (outcome.kind === 'answered' && ++answers >= killAfterAnswers) reached();
        });
        // A refusal could leave the count short: then the end of the burst is the moment.
        await Promise.race([enoughAnswers, Promise.all(pending)]);
        await sleep(jitterMs);
        const killedAtMs = Math.round(performance.now() - started);
        await service.server.kill();
        await Promise.all(pending);
        const count = (kind: Outcome['kind']) => batch.filter((spec) => outcomes.get(spec.index)?.kind === kind).length;
        log(
          `round ${round + 1}: SIGKILL after ${killAfterAnswers} answers + ${jitterMs} ms (${killedAtMs} ms into the burst); ` +
            `answered ${count('answered')}, refused ${count('refused')}, nothing ${count('lost')}`,
        );
      }
      const refusals = specs.filter((spec) => outcomes.get(spec.index)?.kind === 'refused');
      if (refusals.length > 0) log(`refusals: ${JSON.stringify(refusals.map((spec) => [spec.index, outcomes.get(spec.index)]))}`);

      // The final restart: every request again, as its client would retry it. Those answered
      // re-attach to their ended job; the others re-attach to a job the sweeper takes over, or
      // create it when the kill came before its reservation committed.
      const finalRestartAt = Date.now();
      await service.restart();
      const finals = await Promise.all(specs.map((spec) => send(service.url, service.tokens[spec.principal]!, spec)));
      specs.forEach((spec, i) => {
        const final = finals[i]!;
        const before = outcomes.get(spec.index)!;
        // 4. An answer for every request, the answer to its own prompt, and the same receipt as before.
        expect(final, `request ${spec.index} (${spec.via}) after the final restart`).toMatchObject({
          kind: 'answered',
          billing: 'paid',
          receiptId: expect.any(String),
          charged: chargeOf(spec.index),
          content: `answer ${spec.index}`,
        });
        if (before.kind === 'answered') expect(final, `request ${spec.index}: another receipt than the one answered`).toEqual(before);
      });
      await until(async () => (await balances()).every((balance) => balance.reservedMicroUSD === 0), 'nothing to be reserved');
      const settled = await balances();

      // What the API does not show (receipts, their jobs) from the store itself.
      const { rows } = await dumpStore(service);
      // Dumped rows: BIGINT columns come as strings (num() reads them).
      const [receipts, jobs, accounts] = ['receipts', 'jobs', 'accounts'].map((table) => (rows[table] ?? []) as Row[]) as [Row[], Row[], Row[]];
      const jobOf = (receipt: Row) => jobs.find((job) => job.principal_id === receipt.principal_id && job.id === receipt.job_id);

      PAID.forEach((id, p) => {
        const own = receipts.filter((receipt) => receipt.principal_id === id);
        const receiptsSum = own.reduce((sum, receipt) => sum + num(receipt.charged_micro_usd), 0);
        const succeededSum = jobs
          .filter((job) => job.principal_id === id && job.status === 'succeeded' && job.billing === 'paid')
          .reduce((sum, job) => sum + num(job.charged_micro_usd), 0);
        const expectedSum = specs.filter((spec) => spec.principal === id).reduce((sum, spec) => sum + chargeOf(spec.index), 0);
        const account = accounts.find((row) => row.principal_id === id && row.scope === 'ai')!;
        // 1. The money: receipts, account and jobs agree, to the micro-USD, through the API too.
        expect({ receiptsSum, succeededSum, spent: num(account.spent), apiSpent: settled[p]!.spentMicroUSD }, `${id}: spent`).toEqual({
          receiptsSum: expectedSum,
          succeededSum: expectedSum,
          spent: expectedSum,
          apiSpent: expectedSum,
        });
        expect([num(account.granted), num(account.reserved)], `${id}: granted, reserved in the store`).toEqual([DEPOSIT_10, 0]);
        expectConsistent(settled[p]!, `${id} at the end`);
        expect(settled[p]).toMatchObject({ grantedMicroUSD: DEPOSIT_10, reservedMicroUSD: 0, availableMicroUSD: DEPOSIT_10 - expectedSum });
      });

      // 3. One job per request, each succeeded with exactly one receipt, a paid completion of its own usage.
      expect(jobs.map((job) => indexOf(job.request)).sort((a, b) => a - b)).toEqual(specs.map((spec) => spec.index));
      expect(receipts).toHaveLength(specs.length);
      for (const job of jobs) {
        const index = indexOf(job.request);
        const own = receipts.filter((receipt) => receipt.principal_id === job.principal_id && receipt.job_id === job.id);
        expect(
          own.map((receipt) => ({ id: receipt.id, kind: receipt.kind, billing: receipt.billing, charged: num(receipt.charged_micro_usd) })),
          `job of request ${index}: its receipts`,
        ).toEqual([{ id: job.receipt_id, kind: 'completion', billing: 'paid', charged: chargeOf(index) }]);
        expect(job.status).toBe('succeeded');
        // No receipt without an answer the upstream really gave for this request.
        expect(service.upstream.answered.some((a) => a.status === 200 && indexOf(JSON.stringify(a.body.messages)) === index)).toBe(true);
      }

      // 2. Every answer a client got before a kill is in the store: same receipt, same charge, its own job.
      for (const spec of specs) {
        const before = outcomes.get(spec.index)!;
        if (before.kind !== 'answered') continue;
        const receipt = receipts.find((row) => row.id === before.receiptId);
        expect(receipt, `request ${spec.index} (${spec.via}) was answered with receipt ${before.receiptId}, which the store lost`).toBeDefined();
        expect({ charged: num(receipt!.charged_micro_usd), request: indexOf(jobOf(receipt!)?.request ?? '') }).toEqual({
          charged: before.charged,
          request: spec.index,
        });
        expect(before.charged).toBe(chargeOf(spec.index));
      }
      // A job API job is answered 202 only once durable: one its client was told about before a
      // kill was not created again by the final resend.
      for (const spec of specs.filter((s) => s.via === 'api' && (outcomes.get(s.index)!.kind === 'answered' || 'accepted' in outcomes.get(s.index)!))) {
        const job = jobs.find((row) => row.principal_id === spec.principal && row.id === spec.key)!;
        expect(num(job.created_at), `job API job ${spec.index} was accepted (202) before a kill, then lost`).toBeLessThan(finalRestartAt);
      }
      const answeredBeforeKill = specs.filter((spec) => outcomes.get(spec.index)?.kind === 'answered').length;
      log(`answered before a kill: ${answeredBeforeKill} of ${specs.length}; upstream calls ${service.upstream.calls}`);
    }, 100_000);
  });
}

const withPostgres = await postgresAvailable();
describeBurst('pglite');
if (withPostgres) describeBurst('postgres');
