import { utcDayOf, type CompletionUsage, type UsageRow } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import type { JobOutcome, Store } from '../store.js';
import { DAY_MS, createRunning, grantCredit, invoice, lot, newJob, newPrincipal, paidJob, request, succeeded, T0, uid } from './fixtures.test-support.js';

const HOUR_MS = 3_600_000;
// Days of their own, far from every other test's, so the storage metering of one sees only this test's jobs.
const D = T0 + 2_000 * DAY_MS;
const withheld = { guardrailVersion: 'g2', ruleIds: ['credential-phishing'], categories: ['credential-phishing'], stage: 'rules' as const };
const usage = (prompt: number, completion: number, cached?: number): CompletionUsage => ({
  prompt_tokens: prompt,
  completion_tokens: completion,
  total_tokens: prompt + completion,
  ...(cached === undefined ? {} : { prompt_tokens_details: { cached_tokens: cached } }),
});
const key = (row: UsageRow) => `${row.day} ${row.model} ${row.outcome}`;
const sorted = (rows: UsageRow[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

/**
 * usageByDay (the console's usage page): sums equal to the receipts written, days split at UTC
 * midnight, only the principal's own request receipts (never another principal's, never storage
 * or egress), and nothing for a range without receipts.
 */
export function usageContract(store: () => Store): void {
  describe('usage by day', () => {
    /** A job of `principalId` run to `outcome` at `at`; paid (from `holdMicroUSD`) unless free. */
    async function run(principalId: string, at: number, outcome: JobOutcome, options: { model?: string; free?: boolean } = {}) {
      const overrides = { now: at, utcDay: utcDayOf(at), request: request({ model: options.model ?? 'shared-1' }) };
      const job = options.free ? newJob(principalId, overrides) : paidJob(principalId, 1_000, overrides);
      const running = await createRunning(store(), job, 'runner-a', at + 60_000);
      await store().finishJob({ job: running, owner: 'runner-a', receiptId: uid('rcpt'), outcome, now: at });
    }

    it('sums each day, model and outcome as the receipts have it, split at UTC midnight, the principal’s own requests only', async () => {
      const id = await newPrincipal(store());
      const other = await newPrincipal(store());
      await grantCredit(store(), id, 100_000, D + 100 * DAY_MS);
      await grantCredit(store(), other, 100_000, D + 100 * DAY_MS);
      // A storage balance, so the day's egress is metered and paid: a receipt that is no request.
      const storageLot = lot({ scope: 'storage', grantedMicroUSD: 1_000_000, grantedAt: T0, expiresAt: D + 100 * DAY_MS, source: 'topup-storage-25' });
      expect(await store().applyInvoice(invoice(id, [storageLot]))).toBe('applied');

      await run(id, D - 1, succeeded(300, { usage: usage(7, 7) })); // the day before the range
      await run(id, D + HOUR_MS, succeeded(300, { usage: usage(100, 50, 20) }));
      await run(id, D + 2 * HOUR_MS, { status: 'failed', error: { code: 'inference-failed', message: 'The upstream answered 500.' } });
      await run(id, D + 3 * HOUR_MS, succeeded(250, { content: null, finishReason: 'content_filter', withheld, usage: usage(40, 120) }), { model: 'shared-2' });
      await store().recordGuardrailBlock({ receiptId: uid('rcpt'), principalId: id, model: 'shared-1', now: D + 4 * HOUR_MS, ...withheld });
      await run(id, D + 5 * HOUR_MS, succeeded(0, { usage: usage(100, 50) }), { free: true });
      await run(id, D + DAY_MS - 1, succeeded(200, { usage: usage(10, 5, 0) })); // the last millisecond of the day
      await run(id, D + DAY_MS, succeeded(100, { usage: usage(1, 2) })); // the first of the next
      await run(id, D + 2 * DAY_MS, succeeded(300, { usage: usage(9, 9) })); // the end of the range: excluded
      await run(other, D + HOUR_MS, succeeded(500, { usage: usage(1_000, 1_000) }));
      const metered = await store().meterStorageDay({ day: utcDayOf(D), now: D + DAY_MS + HOUR_MS, newId: () => uid('rcpt'), freeStorageGiB: 0 });
      expect(metered.metered).toBeGreaterThanOrEqual(1);
      const receipts = await store().listReceipts(id, 100);
      expect(receipts.some((receipt) => receipt.kind === 'egress')).toBe(true);

      const day = utcDayOf(D);
      const next = utcDayOf(D + DAY_MS);
      const zero = { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 };
      const expected: UsageRow[] = [
        { day, model: 'shared-1', outcome: 'answered', requests: 3, inputTokens: 210, cachedInputTokens: 20, outputTokens: 105, spendMicroUSD: 500 },
        { day, model: 'shared-1', outcome: 'failed', requests: 1, ...zero },
        { day, model: 'shared-1', outcome: 'guardrail-blocked', requests: 1, ...zero },
        { day, model: 'shared-2', outcome: 'answer-withheld', requests: 1, inputTokens: 40, cachedInputTokens: 0, outputTokens: 120, spendMicroUSD: 250 },
        { day: next, model: 'shared-1', outcome: 'answered', requests: 1, inputTokens: 1, cachedInputTokens: 0, outputTokens: 2, spendMicroUSD: 100 },
      ];
      const rows = await store().usageByDay(id, D, D + 2 * DAY_MS);
      expect(sorted(rows)).toEqual(sorted(expected));

      // The same numbers as the receipts themselves, storage and egress left out.
      const requests = receipts.filter((receipt) => receipt.scope === 'ai' && receipt.createdAt >= D && receipt.createdAt < D + 2 * DAY_MS);
      expect(rows.reduce((sum, row) => sum + row.requests, 0)).toBe(requests.length);
      expect(rows.reduce((sum, row) => sum + row.spendMicroUSD, 0)).toBe(requests.reduce((sum, receipt) => sum + receipt.chargedMicroUSD, 0));
      expect(rows.reduce((sum, row) => sum + row.inputTokens, 0)).toBe(requests.reduce((sum, receipt) => sum + (receipt.usage?.prompt_tokens ?? 0), 0));

      // One day alone, cut at its midnights.
      expect(sorted(await store().usageByDay(id, D + DAY_MS, D + 2 * DAY_MS))).toEqual(expected.slice(4));
      expect((await store().usageByDay(other, D, D + 2 * DAY_MS)).map((row) => row.requests)).toEqual([1]);
    });

    it('answers nothing for an empty range, a range without receipts, or a principal without any', async () => {
      const id = await newPrincipal(store());
      await run(id, D + 10 * DAY_MS, succeeded(0, { usage: usage(3, 4) }), { free: true });
      expect(await store().usageByDay(id, D + 10 * DAY_MS, D + 10 * DAY_MS)).toEqual([]);
      expect(await store().usageByDay(id, D + 11 * DAY_MS, D + 41 * DAY_MS)).toEqual([]);
      expect(await store().usageByDay(uid('p'), D, D + 41 * DAY_MS)).toEqual([]);
      expect(await store().usageByDay(id, D + 10 * DAY_MS, D + 10 * DAY_MS + 1)).toHaveLength(1);
    });
  });
}
