import type { Store } from '@secgate/store';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startE2EService, WEBHOOK_SECRET, type E2EService, type JsonAnswer } from './support/e2e-service.js';

/*
 * The money invariants of docs/architecture.md#money, proven under real concurrency against the
 * real server process, once on the embedded PGlite store and once on the PostgreSQL server:
 *
 * - identical concurrent requests share one job, one upstream call, one receipt and one charge;
 * - a balance admits exactly the holds it covers, never goes negative while they are in flight,
 *   and settles to the sum of the receipts' charges;
 * - a failed upstream call charges nothing and releases its hold (or gives its free request back);
 * - a paid-invoice event grants once, however often and however it is delivered.
 *
 * Every expected amount is computed here from the formulas of docs/architecture.md#money, independently of
 * the code under test, and compared as an exact integer.
 */

const DEPOSIT_10 = 10_000_000;
const DEPOSIT_25 = 25_000_000;

/** `ceil((uncached*900 + cached*225 + output*4500) / 1000)` micro-USD. */
function charge(promptTokens: number, cachedTokens: number, completionTokens: number): number {
  return Math.ceil(((promptTokens - cachedTokens) * 900 + cachedTokens * 225 + completionTokens * 4500) / 1000);
}

/** `ceil((utf8Bytes(message contents) * 900 + max_tokens * 4500) / 1000)` micro-USD. */
function hold(contents: string[], maxTokens: number): number {
  const bytes = contents.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
  return Math.ceil((bytes * 900 + maxTokens * 4500) / 1000);
}

interface AiBalance {
  scope: 'ai';
  grantedMicroUSD: number;
  spentMicroUSD: number;
  reservedMicroUSD: number;
  availableMicroUSD: number;
}

const paid = (id: string) => ({ id, patch: { freeRequestsPerDay: 0 } });
const PRINCIPALS = [paid('p_dedupe'), paid('p_holds'), paid('p_fail_paid'), { id: 'p_fail_free' }, { id: 'p_hook' }];

/** Polls a condition of the test's own state (never a timing assertion). */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** A principal's money as the store keeps it: the account row, the paid holds, and the lots summed. */
async function ledger(store: Store, principalId: string) {
  const now = Date.now();
  const { ai } = await store.quotaSnapshot(principalId, today(), now);
  const { lots, holds } = await store.billingSnapshot(principalId, now);
  const aiLots = lots.filter((lot) => lot.scope === 'ai');
  return {
    account: ai,
    holds: holds.map((h) => h.amountMicroUSD),
    lotsGranted: aiLots.reduce((sum, lot) => sum + lot.grantedMicroUSD, 0),
    lotsSpent: aiLots.reduce((sum, lot) => sum + lot.spentMicroUSD, 0),
  };
}

function describeMoneyInvariants(driver: 'pglite' | 'postgres'): void {
  describe(`money invariants on ${driver}`, () => {
    let service: E2EService;

    beforeAll(async () => {
      service = await startE2EService({
        driver,
        // Hundreds of requests a minute from one principal are the point here, not the rate limit.
        config: { rateLimitPerMinute: 0 },
        principals: PRINCIPALS,
      });
    });
    afterAll(() => service?.close());
    // A scenario that failed half-way must not leave the upstream hanging for the next one.
    afterEach(() => {
      service?.upstream.respondWith(() => ({}));
      service?.upstream.release();
    });

    async function aiBalance(principalId: string): Promise<AiBalance> {
      const answer = await service.request('GET', '/v1/billing/status', { token: service.tokens[principalId] });
      expect(answer.status).toBe(200);
      const ai = (answer.body.balances as AiBalance[]).find((balance) => balance.scope === 'ai');
      if (!ai) throw new Error(`no ai balance in ${JSON.stringify(answer.body)}`);
      return ai;
    }

    async function grant(eventId: string, principalId: string, sku: string): Promise<void> {
      const answer = await service.deliverInvoice(eventId, principalId, [{ sku, quantity: 1 }]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ received: true, applied: true });
    }

    function chat(principalId: string, body: Record<string, unknown>): Promise<JsonAnswer> {
      return service.request('POST', '/v1/chat/completions', { token: service.tokens[principalId], body });
    }

    /**
     * What each scenario expects the store to hold, checked in one pass at the end: PGlite allows
     * one process, so reading its store stops the server, and restarting it after every scenario
     * would cost seconds each.
     */
    const audits: { scenario: string; check(store: Store): Promise<void> }[] = [];

    it('100 identical concurrent requests: one upstream call, one job, one receipt, one charge', async () => {
      await grant(`evt_${driver}_dedupe`, 'p_dedupe', 'deposit-10');
      const usage = { promptTokens: 1_234, cachedTokens: 567, completionTokens: 89 };
      const expectedCharge = charge(1_234, 567, 89);
      expect(expectedCharge).toBe(1_129); // ceil((667 * 900 + 567 * 225 + 89 * 4,500) / 1000)
      // Slow enough that all 100 arrive while the one call is in flight.
      service.upstream.enqueue({ delayMs: 300, content: 'one answer for all', usage });
      const calls = service.upstream.calls;

      const content = 'Review this once: memcpy(dst, src, len);';
      const body = { model: 'shared-1', max_tokens: 1_000, messages: [{ role: 'user', content }] };
      const expectedHold = hold([content], 1_000);
      expect(expectedHold).toBe(4_536); // ceil((40 * 900 + 1,000 * 4,500) / 1000)
      expect(expectedCharge).toBeLessThan(expectedHold); // so the charge is not capped at the hold
      const answers = await Promise.all(Array.from({ length: 100 }, () => chat('p_dedupe', body)));

      expect(service.upstream.calls - calls).toBe(1);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const first = answers[0]!.body;
      expect(first.jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(first.receiptId).toEqual(expect.any(String));
      expect(new Set(answers.map((answer) => answer.body.jobId))).toEqual(new Set([first.jobId]));
      expect(new Set(answers.map((answer) => answer.body.receiptId))).toEqual(new Set([first.receiptId]));
      for (const answer of answers) {
        expect(answer.body).toMatchObject({
          billing: 'paid',
          chargedMicroUSD: expectedCharge,
          usage: { prompt_tokens: 1_234, completion_tokens: 89, prompt_tokens_details: { cached_tokens: 567 } },
          choices: [{ message: { content: 'one answer for all' } }],
        });
      }

      expect(await aiBalance('p_dedupe')).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_10,
        spentMicroUSD: expectedCharge,
        reservedMicroUSD: 0,
        availableMicroUSD: DEPOSIT_10 - expectedCharge,
      });

      audits.push({
        scenario: 'one job, one receipt',
        async check(store) {
          expect(await store.getReceipt(first.receiptId)).toMatchObject({
            id: first.receiptId,
            kind: 'completion',
            principalId: 'p_dedupe',
            jobId: first.jobId,
            billing: 'paid',
            chargedMicroUSD: expectedCharge,
            usage: { prompt_tokens: 1_234, completion_tokens: 89, prompt_tokens_details: { cached_tokens: 567 } },
          });
          expect(await store.getJob({ principalId: 'p_dedupe', jobId: first.jobId })).toMatchObject({
            status: 'succeeded',
            receiptId: first.receiptId,
            holdMicroUSD: expectedHold,
            chargedMicroUSD: expectedCharge,
          });
          expect(await ledger(store, 'p_dedupe')).toEqual({
            account: { grantedMicroUSD: DEPOSIT_10, spentMicroUSD: expectedCharge, reservedMicroUSD: 0 },
            holds: [],
            lotsGranted: DEPOSIT_10,
            lotsSpent: expectedCharge,
          });
        },
      });
    }, 60_000);

    it('a balance admits exactly the holds it covers, never goes negative in flight, and settles to the sum of the charges', async () => {
      await grant(`evt_${driver}_holds`, 'p_holds', 'deposit-10');
      // Every request holds H = ceil((1,000 bytes * 900 + 32,768 * 4,500) / 1000) = 148,356, so
      // $10 covers N = 67 holds and leaves 60,148 available: less than one more hold.
      const maxTokens = 32_768;
      const filler = 'Check this parser for out-of-bounds reads. '.repeat(30);
      const contentOf = (i: number) => `req-${String(i).padStart(3, '0')} ${filler}`.slice(0, 1_000);
      expect(Buffer.byteLength(contentOf(0))).toBe(1_000);
      const H = hold([contentOf(0)], maxTokens);
      expect(H).toBe(148_356);
      const N = Math.floor(DEPOSIT_10 / H);
      expect(N).toBe(67);
      expect(N * H).toBeLessThanOrEqual(DEPOSIT_10);
      expect((N + 1) * H).toBeGreaterThan(DEPOSIT_10);
      const total = 10 * N;

      // Each admitted request's usage derives from its index, so its charge is known whichever N win.
      const usageOf = (i: number) => ({ promptTokens: 300 + i, cachedTokens: 100 + (i % 50), completionTokens: 1_000 + 7 * i });
      const chargeOf = (i: number) => {
        const u = usageOf(i);
        return charge(u.promptTokens, u.cachedTokens, u.completionTokens);
      };
      expect(chargeOf(total - 1)).toBeLessThan(H);
      const indexOf = (body: { messages: { content?: unknown }[] }) => Number(/^req-(\d+) /.exec(String(body.messages.at(-1)?.content))?.[1]);
      service.upstream.respondWith((body) => ({ hang: true, content: 'held', usage: usageOf(indexOf(body)) }));
      const calls = service.upstream.calls;

      let settled = 0;
      const requests = Array.from({ length: total }, (_, i) =>
        chat('p_holds', { model: 'shared-2', max_tokens: maxTokens, messages: [{ role: 'user', content: contentOf(i) }] }).finally(() => settled++),
      );

      // Watch the balance the whole time the burst is admitted and held.
      const seen: AiBalance[] = [];
      const inFlight = () => settled + (service.upstream.calls - calls) >= total;
      const deadline = Date.now() + 45_000;
      while (!inFlight()) {
        if (Date.now() > deadline) throw new Error(`burst never settled: ${settled} answered, ${service.upstream.calls - calls} upstream`);
        seen.push(await aiBalance('p_holds'));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const held = await aiBalance('p_holds');
      seen.push(held);
      for (const balance of seen) {
        expect(balance.availableMicroUSD).toBeGreaterThanOrEqual(0);
        expect(balance.grantedMicroUSD).toBe(DEPOSIT_10);
        expect(balance.spentMicroUSD).toBe(0);
        expect(balance.availableMicroUSD).toBe(balance.grantedMicroUSD - balance.spentMicroUSD - balance.reservedMicroUSD);
        expect(balance.reservedMicroUSD % H).toBe(0);
        expect(balance.reservedMicroUSD).toBeLessThanOrEqual(N * H);
      }

      // Exactly N are with the upstream, each holding H; every other request was refused.
      const admitted = service.upstream.calls - calls;
      expect(admitted).toBe(N);
      expect(settled).toBe(total - N);
      expect(held).toEqual({ scope: 'ai', grantedMicroUSD: DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: N * H, availableMicroUSD: DEPOSIT_10 - N * H });
      if (driver === 'postgres') {
        // The account row itself, read while the holds are outstanding.
        expect(await service.inspect((store) => ledger(store, 'p_holds'))).toEqual({
          account: { grantedMicroUSD: DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: N * H },
          holds: Array.from({ length: N }, () => H),
          lotsGranted: DEPOSIT_10,
          lotsSpent: 0,
        });
      }

      service.upstream.respondWith(() => ({}));
      service.upstream.release();
      const answers = await Promise.all(requests);

      const ok = answers.map((answer, i) => ({ answer, i })).filter(({ answer }) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(ok).toHaveLength(N);
      expect(refused).toHaveLength(total - N);
      for (const answer of refused) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(402);
        expect(answer.body.error).toMatchObject({ code: 'insufficient-balance', requiredMicroUSD: H, availableMicroUSD: DEPOSIT_10 - N * H });
      }
      let expectedSpent = 0;
      for (const { answer, i } of ok) {
        const u = usageOf(i);
        expect(answer.body).toMatchObject({
          billing: 'paid',
          chargedMicroUSD: chargeOf(i),
          usage: { prompt_tokens: u.promptTokens, completion_tokens: u.completionTokens, prompt_tokens_details: { cached_tokens: u.cachedTokens } },
        });
        expectedSpent += chargeOf(i);
      }
      expect(new Set(ok.map(({ answer }) => answer.body.jobId)).size).toBe(N);

      expect(await aiBalance('p_holds')).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_10,
        spentMicroUSD: expectedSpent,
        reservedMicroUSD: 0,
        availableMicroUSD: DEPOSIT_10 - expectedSpent,
      });

      audits.push({
        scenario: 'exactly the holds the balance covers',
        async check(store) {
          const receipts = await Promise.all(ok.map(({ answer }) => store.getReceipt(answer.body.receiptId)));
          expect(receipts.map((receipt) => [receipt?.kind, receipt?.billing, receipt?.chargedMicroUSD])).toEqual(
            ok.map(({ i }) => ['completion', 'paid', chargeOf(i)]),
          );
          expect(await ledger(store, 'p_holds')).toEqual({
            account: { grantedMicroUSD: DEPOSIT_10, spentMicroUSD: expectedSpent, reservedMicroUSD: 0 },
            holds: [],
            lotsGranted: DEPOSIT_10,
            lotsSpent: expectedSpent,
          });
        },
      });
    }, 90_000);

    it('a failed upstream call charges nothing and releases its hold', async () => {
      await grant(`evt_${driver}_fail`, 'p_fail_paid', 'deposit-10');
      const before = await aiBalance('p_fail_paid');
      expect(before).toEqual({ scope: 'ai', grantedMicroUSD: DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: DEPOSIT_10 });

      // The call fails only once released, so its hold can be seen while it is outstanding.
      service.upstream.enqueue({ status: 500, hang: true });
      const calls = service.upstream.calls;
      const body = { model: 'shared-3', max_tokens: 2_000, messages: [{ role: 'user', content: 'This call will fail upstream.' }] };
      const expectedHold = hold([body.messages[0]!.content], 2_000);
      expect(expectedHold).toBe(9_027);
      // Five identical concurrent requests: one job, one failed call, one hold placed and released.
      const pending = Promise.all(Array.from({ length: 5 }, () => chat('p_fail_paid', body)));
      await until(() => service.upstream.calls > calls, 'the failing call to reach the upstream');
      expect(await aiBalance('p_fail_paid')).toEqual({ ...before, reservedMicroUSD: expectedHold, availableMicroUSD: DEPOSIT_10 - expectedHold });
      service.upstream.release();
      const answers = await pending;
      expect(service.upstream.calls - calls).toBe(1);
      const jobId = answers[0]!.body.error?.jobId;
      expect(jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(502);
        expect(answer.body.error).toMatchObject({ code: 'inference-failed', jobId, upstreamStatus: 500 });
      }
      expect(await aiBalance('p_fail_paid')).toEqual(before);

      // On the free tier a failure gives its free request back.
      const status = async () => {
        const answer = await service.request('GET', '/v1/research/status', { token: service.tokens.p_fail_free });
        expect(answer.status).toBe(200);
        return answer.body.freeTier as { requestsPerDay: number; remainingToday: number };
      };
      const freeBefore = await status();
      expect(freeBefore.remainingToday).toBe(freeBefore.requestsPerDay);
      service.upstream.enqueue({ status: 500 });
      const failed = await chat('p_fail_free', { model: 'shared-3', messages: [{ role: 'user', content: 'A free call that fails.' }] });
      expect(failed.status, JSON.stringify(failed.body)).toBe(502);
      expect(failed.body.error).toMatchObject({ code: 'inference-failed', jobId: expect.any(String), upstreamStatus: 500 });
      expect(await status()).toEqual(freeBefore);
      // A free call that succeeds does use one (so the count above really was given back).
      const succeeded = await chat('p_fail_free', { model: 'shared-3', messages: [{ role: 'user', content: 'A free call that works.' }] });
      expect(succeeded.status, JSON.stringify(succeeded.body)).toBe(200);
      expect(succeeded.body.billing).toBe('free');
      expect(await status()).toEqual({ ...freeBefore, remainingToday: freeBefore.remainingToday - 1 });
      expect((await aiBalance('p_fail_free')).grantedMicroUSD).toBe(0);

      const freeJobId: string = failed.body.error.jobId;
      audits.push({
        scenario: 'a failure charges nothing',
        async check(store) {
          const job = await store.getJob({ principalId: 'p_fail_paid', jobId });
          expect(job).toMatchObject({ status: 'failed', billing: 'paid', holdMicroUSD: expectedHold });
          expect(await store.getReceipt(job!.receiptId!)).toMatchObject({ kind: 'failed', billing: 'paid', chargedMicroUSD: 0, usage: null });
          const freeJob = await store.getJob({ principalId: 'p_fail_free', jobId: freeJobId });
          expect(freeJob).toMatchObject({ status: 'failed', billing: 'free' });
          expect(await store.getReceipt(freeJob!.receiptId!)).toMatchObject({ kind: 'failed', billing: 'free', chargedMicroUSD: 0 });
          expect(await ledger(store, 'p_fail_paid')).toEqual({
            account: { grantedMicroUSD: DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: 0 },
            holds: [],
            lotsGranted: DEPOSIT_10,
            lotsSpent: 0,
          });
          expect((await store.quotaSnapshot('p_fail_free', today(), Date.now())).freeRequestsUsedToday).toBe(1);
        },
      });
    }, 60_000);

    it('a paid-invoice event grants once, however often it arrives; bad, stale and replayed signatures grant nothing', async () => {
      const before = await aiBalance('p_hook');
      expect(before.grantedMicroUSD).toBe(0);

      const eventId = `evt_${driver}_once`;
      const lines = [{ sku: 'deposit-25', quantity: 1 }];
      // Five deliveries at once, then two more one after the other.
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => service.deliverInvoice(eventId, 'p_hook', lines)));
      const sequential = [await service.deliverInvoice(eventId, 'p_hook', lines), await service.deliverInvoice(eventId, 'p_hook', lines)];
      for (const answer of [...concurrent, ...sequential]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(concurrent.filter((answer) => answer.body.applied === true)).toHaveLength(1);
      for (const answer of concurrent)
        expect([
          { received: true, applied: true },
          { received: true, applied: false },
        ]).toContainEqual(answer.body);
      for (const answer of sequential) expect(answer.body).toEqual({ received: true, applied: false });
      const once = await aiBalance('p_hook');
      expect(once).toEqual({ scope: 'ai', grantedMicroUSD: DEPOSIT_25, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: DEPOSIT_25 });

      // A wrong secret and a stale signature (10 minutes old) are refused and record nothing.
      const fresh = `evt_${driver}_unsigned`;
      const wrong = await service.deliverInvoice(fresh, 'p_hook', lines, { secret: `${WEBHOOK_SECRET}_wrong` });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({ code: 'invalid-signature', reason: 'mismatch' });
      const stale = await service.deliverInvoice(fresh, 'p_hook', lines, { atSeconds: Math.floor(Date.now() / 1000) - 600 });
      expect(stale.status).toBe(400);
      expect(stale.body.error).toMatchObject({ code: 'invalid-signature', reason: 'stale' });
      expect(await aiBalance('p_hook')).toEqual(once);

      // A replay of the applied event, freshly and validly signed (even with other lines), grants nothing.
      const replay = await service.deliverInvoice(eventId, 'p_hook', [{ sku: 'deposit-1000', quantity: 1 }]);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, applied: false });
      expect(await aiBalance('p_hook')).toEqual(once);

      // The refused deliveries did not burn their event id: signed correctly, it applies once.
      const late = await service.deliverInvoice(fresh, 'p_hook', [{ sku: 'deposit-10', quantity: 1 }]);
      expect(late.body).toEqual({ received: true, applied: true });
      expect(await aiBalance('p_hook')).toEqual({
        scope: 'ai',
        grantedMicroUSD: DEPOSIT_25 + DEPOSIT_10,
        spentMicroUSD: 0,
        reservedMicroUSD: 0,
        availableMicroUSD: DEPOSIT_25 + DEPOSIT_10,
      });
      audits.push({
        scenario: 'one grant per event',
        async check(store) {
          const { lots } = await store.billingSnapshot('p_hook', Date.now());
          expect(lots.map((lot) => [lot.scope, lot.grantedMicroUSD]).sort()).toEqual([
            ['ai', DEPOSIT_10],
            ['ai', DEPOSIT_25],
          ]);
          expect(await ledger(store, 'p_hook')).toEqual({
            account: { grantedMicroUSD: DEPOSIT_25 + DEPOSIT_10, spentMicroUSD: 0, reservedMicroUSD: 0 },
            holds: [],
            lotsGranted: DEPOSIT_25 + DEPOSIT_10,
            lotsSpent: 0,
          });
        },
      });
    }, 60_000);

    it('the store holds exactly what the API answered: receipts, account rows, lots, no hold left', async () => {
      expect(audits.map((audit) => audit.scenario)).toEqual([
        'one job, one receipt',
        'exactly the holds the balance covers',
        'a failure charges nothing',
        'one grant per event',
      ]);
      await service.inspect(async (store) => {
        for (const audit of audits) await audit.check(store);
        // Every principal: the account row matches its lots, nothing is reserved, nothing is negative.
        for (const { id } of PRINCIPALS) {
          const { account, holds, lotsGranted, lotsSpent } = await ledger(store, id);
          expect(holds).toEqual([]);
          expect(account.reservedMicroUSD).toBe(0);
          expect(account.grantedMicroUSD).toBe(lotsGranted);
          expect(account.spentMicroUSD).toBe(lotsSpent);
          expect(account.grantedMicroUSD - account.spentMicroUSD - account.reservedMicroUSD).toBeGreaterThanOrEqual(0);
        }
      });
    }, 60_000);
  });
}

const withPostgres = await postgresAvailable();
describeMoneyInvariants('pglite');
if (withPostgres) describeMoneyInvariants('postgres');
