import { historyOutcome, type HistoryCursor, type HistoryFilter } from '@secgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobHistoryEntry, Store } from '../store.js';
import { CREDIT, DAY_MS, FAILED, T0, createRunning, grantCredit, newJob, newPrincipal, paidJob, succeeded, uid } from './fixtures.test-support.js';

const HOUR_MS = 3_600_000;
const WITHHELD = { guardrailVersion: 'answers-1', ruleIds: ['weapon-synthesis'], categories: ['S9'], stage: 'rules' as const };

/** What each job of the fixture is: when it was created, its model and how it ended. */
interface Made {
  jobId: string;
  createdAt: number;
  model: string;
  outcome: 'answered' | 'withheld' | 'failed' | 'in-progress';
}

/**
 * The request history (docs/console.md#history) on one driver: a principal's kept jobs newest
 * first with their receipts, each filter, cursor pages that cover every job exactly once, and
 * nothing of another principal's.
 */
export function describeJobHistoryContract(name: string, open: () => Promise<Store>): void {
  describe(`Job history: ${name}`, () => {
    let opened: Store | undefined;
    const store = (): Store => opened as Store;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    /** One job at `at` of `model`, ended as `outcome` (free unless `paid`). */
    async function make(principalId: string, at: number, model: string, outcome: Made['outcome'], paid = false): Promise<Made> {
      const request = { model, messages: [{ role: 'user' as const, content: 'Review this.' }], max_tokens: 64, task: 'code-review' as const, scopeId: 'owned' };
      const overrides = { now: at, request };
      const job = await createRunning(store(), paid ? paidJob(principalId, 400, overrides) : newJob(principalId, overrides), 'runner-a', at + 60_000);
      if (outcome !== 'in-progress') {
        const ended =
          outcome === 'failed'
            ? FAILED
            : succeeded(paid ? 135 : 0, outcome === 'withheld' ? { content: null, finishReason: 'content_filter', withheld: WITHHELD } : {});
        await store().finishJob({ job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: { ...ended, upstreamQueueMs: 7 }, now: at + 2_000 });
      }
      return { jobId: job.jobId, createdAt: at, model, outcome };
    }

    /** Nine jobs over three days, of two models, every outcome; two share an instant. */
    async function fixture(): Promise<{ principalId: string; made: Made[] }> {
      const principalId = await newPrincipal(store());
      await grantCredit(store(), principalId, CREDIT);
      const made = [
        await make(principalId, T0 + 1 * HOUR_MS, 'shared-1', 'answered'),
        await make(principalId, T0 + 2 * HOUR_MS, 'shared-2', 'failed'),
        await make(principalId, T0 + 3 * HOUR_MS, 'shared-1', 'withheld', true),
        await make(principalId, T0 + DAY_MS + HOUR_MS, 'shared-2', 'answered', true),
        await make(principalId, T0 + DAY_MS + HOUR_MS, 'shared-1', 'answered'),
        await make(principalId, T0 + DAY_MS + 5 * HOUR_MS, 'shared-1', 'failed'),
        await make(principalId, T0 + 2 * DAY_MS, 'shared-2', 'withheld'),
        await make(principalId, T0 + 2 * DAY_MS + HOUR_MS, 'shared-1', 'in-progress'),
        await make(principalId, T0 + 2 * DAY_MS + 2 * HOUR_MS, 'shared-2', 'answered'),
      ];
      return { principalId, made };
    }

    /** The list's order: newest first, ties by id in byte order. */
    const newestFirst = (made: Made[]) =>
      [...made].sort((a, b) => b.createdAt - a.createdAt || (a.jobId < b.jobId ? -1 : a.jobId > b.jobId ? 1 : 0)).map((m) => m.jobId);
    const ids = (entries: JobHistoryEntry[]) => entries.map((entry) => entry.job.jobId);

    async function everyPage(principalId: string, filter: HistoryFilter, limit: number): Promise<string[][]> {
      const pages: string[][] = [];
      let after: HistoryCursor | undefined;
      do {
        const page = await store().listJobHistory(principalId, filter, limit, after);
        pages.push(ids(page.entries));
        after = page.next ?? undefined;
      } while (after !== undefined && pages.length < 50);
      return pages;
    }

    it('lists every kept job of the principal newest first, ties by id, each with its receipt', async () => {
      const { principalId, made } = await fixture();
      const page = await store().listJobHistory(principalId, {}, 100);
      expect(ids(page.entries)).toEqual(newestFirst(made));
      expect(page.next).toBeNull();
      for (const entry of page.entries) {
        const expected = made.find((m) => m.jobId === entry.job.jobId);
        expect(historyOutcome(entry.job)).toBe(expected?.outcome);
        if (expected?.outcome === 'in-progress') {
          expect(entry.receipt).toBeNull();
        } else {
          expect(entry.receipt?.id).toBe(entry.job.receiptId);
          expect(entry.receipt?.jobId).toBe(entry.job.jobId);
        }
      }
      // The receipt holds the tokens of a free success; the job's own usage is a paid one's only.
      const free = page.entries.find((entry) => entry.job.jobId === made[0]?.jobId);
      expect(free?.job.usage).toBeUndefined();
      expect(free?.receipt).toMatchObject({ kind: 'completion', billing: 'free', chargedMicroUSD: 0, usage: { prompt_tokens: 100, completion_tokens: 50 } });
      const withheld = page.entries.find((entry) => entry.job.jobId === made[2]?.jobId);
      expect(withheld?.job).toMatchObject({ finishReason: 'content_filter', chargedMicroUSD: 135, upstreamQueueMs: 7 });
      expect(withheld?.receipt).toMatchObject({ kind: 'content-filter', chargedMicroUSD: 135, guardrail: WITHHELD });
      const failed = page.entries.find((entry) => entry.job.jobId === made[1]?.jobId);
      expect(failed?.receipt?.kind).toBe('failed');
      expect(failed?.job.error).toMatchObject({ code: 'inference-failed' });
    });

    it('narrows to a model, an outcome and a range of days, alone or together', async () => {
      const { principalId, made } = await fixture();
      const list = async (filter: HistoryFilter) => ids((await store().listJobHistory(principalId, filter, 100)).entries);
      const expect_ = (keep: (m: Made) => boolean) => newestFirst(made.filter(keep));
      expect(await list({ model: 'shared-2' })).toEqual(expect_((m) => m.model === 'shared-2'));
      expect(await list({ model: 'shared-9' })).toEqual([]);
      for (const outcome of ['answered', 'withheld', 'failed', 'in-progress'] as const) {
        expect(await list({ outcome })).toEqual(expect_((m) => m.outcome === outcome));
      }
      const day1 = { createdFrom: T0 + DAY_MS, createdBefore: T0 + 2 * DAY_MS };
      expect(await list(day1)).toEqual(expect_((m) => m.createdAt >= day1.createdFrom && m.createdAt < day1.createdBefore));
      expect(await list({ createdFrom: T0 + DAY_MS })).toEqual(expect_((m) => m.createdAt >= T0 + DAY_MS));
      expect(await list({ createdBefore: T0 + DAY_MS })).toEqual(expect_((m) => m.createdAt < T0 + DAY_MS));
      expect(await list({ model: 'shared-1', outcome: 'answered', createdFrom: T0 + DAY_MS })).toEqual(
        expect_((m) => m.model === 'shared-1' && m.outcome === 'answered' && m.createdAt >= T0 + DAY_MS),
      );
    });

    it('pages with a cursor that covers every job exactly once, in order, filtered or not', async () => {
      const { principalId, made } = await fixture();
      for (const limit of [1, 2, 4, 9]) {
        const pages = await everyPage(principalId, {}, limit);
        expect(pages.flat()).toEqual(newestFirst(made));
        expect(pages.every((page) => page.length <= limit)).toBe(true);
        expect(pages.at(-1)?.length).toBeGreaterThan(0);
      }
      const answered = await everyPage(principalId, { outcome: 'answered' }, 1);
      expect(answered.flat()).toEqual(newestFirst(made.filter((m) => m.outcome === 'answered')));
    });

    it('never shows another principal’s jobs, not even by id', async () => {
      const { principalId, made } = await fixture();
      const other = await newPrincipal(store());
      await make(other, T0 + HOUR_MS, 'shared-1', 'answered');
      expect((await store().listJobHistory(other, {}, 100)).entries).toHaveLength(1);
      expect(ids((await store().listJobHistory(principalId, {}, 100)).entries)).toEqual(newestFirst(made));
      const id = made[0]?.jobId ?? '';
      expect(await store().getJobHistoryEntry(other, id)).toBeNull();
      expect(await store().getJobHistoryEntry(principalId, id)).toMatchObject({ job: { jobId: id, status: 'succeeded' }, receipt: { jobId: id } });
      expect((await store().listJobHistory(await newPrincipal(store()), {}, 10)).entries).toEqual([]);
    });

    it('reads one job with its redactions, guardrails, timings and receipt, as the job record has them', async () => {
      const { principalId, made } = await fixture();
      const paid = made[3] as Made;
      const entry = await store().getJobHistoryEntry(principalId, paid.jobId);
      const job = await store().getJob({ principalId, jobId: paid.jobId });
      expect(entry?.job).toMatchObject({
        jobId: job?.jobId,
        status: 'succeeded',
        model: 'shared-2',
        createdAt: job?.createdAt,
        startedAt: job?.startedAt,
        finishedAt: job?.finishedAt,
        content: job?.content,
        usage: job?.usage,
        chargedMicroUSD: 135,
        redactions: { 'github-token': 1 },
        guardrails: { version: 'g1', matches: [{ ruleId: 'pii-flag', action: 'flag' }] },
      });
      expect(entry?.job).not.toHaveProperty('request');
      expect(entry?.job).not.toHaveProperty('leaseOwner');
      expect(entry?.receipt).toMatchObject({ id: job?.receiptId, kind: 'completion', billing: 'paid', chargedMicroUSD: 135, usage: job?.usage });
      const running = await store().getJobHistoryEntry(principalId, (made[7] as Made).jobId);
      expect(running).toMatchObject({ job: { status: 'running', finishedAt: null, receiptId: null }, receipt: null });
    });
  });
}
