import { describe, expect, it } from 'vitest';
import type { Store, StoredJob } from '../store.js';
import {
  keyOf,
  DAY0,
  DAY_MS,
  FAILED,
  T0,
  aiAccount,
  createQueued,
  createRunning,
  grantCredit,
  newJob,
  newPrincipal,
  paidJob,
  request,
  succeeded,
  uid,
} from './fixtures.test-support.js';

export function jobContract(store: () => Store): void {
  describe('creating jobs', () => {
    it("a free job takes one free request of the day and runs under its creator's lease with everything a runner needs", async () => {
      const id = await newPrincipal(store());
      const job = newJob(id);
      const outcome = await store().createJob(job);
      expect(outcome.kind).toBe('created');
      if (outcome.kind !== 'created') return;
      expect(outcome.job).toEqual({
        jobId: job.jobId,
        object: 'research.job',
        status: 'running',
        model: 'shared-1',
        task: 'code-review',
        scopeId: 'owned',
        createdAt: new Date(T0).toISOString(),
        startedAt: new Date(T0).toISOString(),
        finishedAt: null,
        billing: 'free',
        receiptId: null,
        content: null,
        toolCalls: [],
        redactions: job.redactions,
        guardrails: job.guardrails,
        principalId: id,
        kind: 'api',
        runId: job.runId,
        request: job.request,
        bodyFingerprint: job.bodyFingerprint,
        holdMicroUSD: 0,
        freeDay: DAY0,
        leaseOwner: 'runner-a',
        leaseUntil: T0 + 60_000,
        attempts: 1,
        answeredModel: null,
      });
      expect(await store().getJob(job)).toEqual(outcome.job);
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(1);
    });

    it('an existing job is returned and nothing is reserved again', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = paidJob(id, 400);
      const first = await store().createJob(job);
      const again = await store().createJob({ ...job, runId: uid('run') });
      expect(again).toEqual({ kind: 'exists', job: first.kind === 'created' ? first.job : null });
      expect((await aiAccount(store(), id)).reservedMicroUSD).toBe(400);
    });

    it('the same job id under two principals names two jobs, in one batch or apart, each reserved, run and ended on its own', async () => {
      const a = await newPrincipal(store());
      const b = await newPrincipal(store());
      const c = await newPrincipal(store());
      const jobId = uid('shared-key');
      const [ofA, ofB] = await Promise.all([store().createJob(newJob(a, { jobId })), store().createJob(newJob(b, { jobId }))]);
      const ofC = await store().createJob(newJob(c, { jobId, request: request({ max_tokens: 7 }) }));
      expect([ofA.kind, ofB.kind, ofC.kind]).toEqual(['created', 'created', 'created']);
      for (const id of [a, b, c]) expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(1);

      if (ofA.kind !== 'created') return;
      const ended = await store().finishJob({ job: ofA.job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(0), now: T0 + 5 });
      expect(ended?.status).toBe('succeeded');
      expect(await store().getJob({ principalId: a, jobId })).toMatchObject({ status: 'succeeded', principalId: a });
      expect(await store().getJob({ principalId: b, jobId })).toMatchObject({ status: 'running', principalId: b });
      expect(await store().getJob({ principalId: c, jobId })).toMatchObject({ status: 'running', request: { max_tokens: 7 } });
      expect(await store().getJob({ principalId: await newPrincipal(store()), jobId })).toBeNull();
    });

    it('a paid job places its hold; one the balance cannot cover is refused with what is available', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      expect((await store().createJob(paidJob(id, 700))).kind).toBe('created');
      expect(await store().createJob(paidJob(id, 301))).toMatchObject({
        kind: 'refused',
        error: { status: 402, body: { error: { code: 'insufficient-balance', requiredMicroUSD: 301, availableMicroUSD: 300 } } },
      });
      expect(await aiAccount(store(), id)).toMatchObject({ reservedMicroUSD: 700, availableMicroUSD: 300 });
      const billing = await store().billingSnapshot(id, T0);
      expect(billing.holds).toEqual([{ id: expect.any(String), scope: 'ai', amountMicroUSD: 700 }]);
    });

    it('a free job past the day limit is refused; another day has its own quota', async () => {
      const id = await newPrincipal(store());
      expect((await store().createJob(newJob(id, { freeRequestsPerDay: 1 }))).kind).toBe('created');
      expect(await store().createJob(newJob(id, { freeRequestsPerDay: 1 }))).toMatchObject({
        kind: 'refused',
        error: { status: 429, body: { error: { code: 'free-quota-exhausted', resetsAt: '2025-01-16T00:00:00.000Z' } } },
      });
      expect((await store().createJob(newJob(id, { freeRequestsPerDay: 0, utcDay: '2025-01-16' }))).kind).toBe('refused');
      expect((await store().createJob(newJob(id, { freeRequestsPerDay: 1, utcDay: '2025-01-16' }))).kind).toBe('created');
    });
  });

  describe('reserving', () => {
    it('takes a free request while the day has one, then a paid hold, then refuses: 429 without credit, 402 with too little', async () => {
      const id = await newPrincipal(store());
      const free = { freeRequestsPerDay: 1, paidHoldMicroUSD: 600 };
      expect(await store().createJob(newJob(id, free))).toMatchObject({ kind: 'created', job: { billing: 'free', holdMicroUSD: 0 } });
      expect(await store().createJob(newJob(id, free))).toMatchObject({
        kind: 'refused',
        error: { status: 429, body: { error: { code: 'free-quota-exhausted', resetsAt: '2025-01-16T00:00:00.000Z' } } },
      });
      await grantCredit(store(), id, 1000);
      expect(await store().createJob(newJob(id, free))).toMatchObject({ kind: 'created', job: { billing: 'paid', holdMicroUSD: 600 } });
      expect(await store().createJob(newJob(id, free))).toMatchObject({
        kind: 'refused',
        error: { status: 402, body: { error: { code: 'insufficient-balance', requiredMicroUSD: 600, availableMicroUSD: 400 } } },
      });
      expect(await aiAccount(store(), id)).toMatchObject({ reservedMicroUSD: 600, availableMicroUSD: 400 });
    });

    it('with a credential, creates the job only while the token is unrevoked and the principal active at that version', async () => {
      const id = await newPrincipal(store());
      const tokenId = uid('tok');
      await store().createToken({ id: tokenId, principalId: id, tokenHash: uid('hash'), now: T0 });
      const version = (await store().getPrincipal(id))?.version ?? -1;
      const withCredential = (principalVersion: number) => newJob(id, { credential: { tokenId, principalVersion } });

      expect((await store().createJob(withCredential(version))).kind).toBe('created');
      expect(await store().createJob(withCredential(version + 1))).toEqual({ kind: 'stale' });
      const changed = await store().updatePrincipal(id, { label: 'renamed' });
      expect(await store().createJob(withCredential(version))).toEqual({ kind: 'stale' });
      expect((await store().createJob(withCredential(changed?.version ?? -1))).kind).toBe('created');
      const suspended = await store().updatePrincipal(id, { status: 'suspended' });
      expect(await store().createJob(withCredential(suspended?.version ?? -1))).toEqual({ kind: 'stale' });
      const active = await store().updatePrincipal(id, { status: 'active' });
      await store().revokeToken(tokenId, T0);
      expect(await store().createJob(withCredential(active?.version ?? -1))).toEqual({ kind: 'stale' });
      expect(await store().createJob(newJob(uid('p'), { credential: { tokenId, principalVersion: 0 } }))).toEqual({ kind: 'stale' });
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(2);
    });

    it('a request that cannot be stored fails alone: the others committed with it are kept', async () => {
      const id = await newPrincipal(store());
      // PostgreSQL text cannot hold U+0000 (the request itself is stored as JSON, which escapes it).
      const broken = newJob(id, { request: { ...newJob(id).request, scopeId: 'own\u0000ed' } });
      const outcomes = await Promise.allSettled([store().createJob(newJob(id)), store().createJob(broken), store().createJob(newJob(id))]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(2);
      expect(await store().getJob(broken)).toBeNull();
    });
  });

  describe('running jobs', () => {
    it('claim: a re-queued job -> running under a new lease, once; a running job is not claimed', async () => {
      const id = await newPrincipal(store());
      const running = await createRunning(store(), newJob(id));
      expect(await store().claimJob(running, 'runner-b', T0 + 5000, T0 + 10)).toBeNull();
      const queued = await createQueued(store(), newJob(id));
      expect(queued).toMatchObject({ status: 'queued', leaseOwner: null, leaseUntil: null, attempts: 1 });
      const claimed = await store().claimJob(queued, 'runner-c', T0 + 5000, T0 + 10);
      expect(claimed).toMatchObject({ status: 'running', leaseOwner: 'runner-c', leaseUntil: T0 + 5000, attempts: 2, startedAt: new Date(T0).toISOString() });
      expect(await store().claimJob(queued, 'runner-b', T0 + 5000, T0 + 20)).toBeNull();
      expect(await store().claimJob({ principalId: queued.principalId, jobId: uid('missing') }, 'runner-a', T0, T0)).toBeNull();
    });

    it("renewing leases extends every job the owner runs, and no one else's", async () => {
      const id = await newPrincipal(store());
      const owner = uid('runner');
      const mine = await Promise.all([1, 2, 3].map(() => createRunning(store(), newJob(id), owner)));
      const theirs = await createRunning(store(), newJob(id), uid('runner'));
      expect(await store().renewLeases(owner, T0 + 9000)).toBe(3);
      for (const job of mine) expect((await store().getJob(job))?.leaseUntil).toBe(T0 + 9000);
      expect((await store().getJob(theirs))?.leaseUntil).toBe(T0 + 60_000);
      await store().finishJob({ job: mine[0] as StoredJob, owner, receiptId: uid('rcpt'), outcome: FAILED, now: T0 });
      expect(await store().renewLeases(owner, T0 + 9500)).toBe(2);
      expect(await store().renewLeases(uid('nobody'), T0 + 9500)).toBe(0);
    });

    it('a paid success spends min(charge, hold) from the earliest-expiring lots, writes one receipt, releases the hold', async () => {
      const id = await newPrincipal(store());
      const late = await grantCredit(store(), id, 1000, T0 + 20 * DAY_MS);
      const early = await grantCredit(store(), id, 300, T0 + 10 * DAY_MS);
      const job = await createRunning(store(), paidJob(id, 800));
      const receiptId = uid('rcpt');
      const outcome = succeeded(500, {
        toolCalls: [{ id: 'call_1', type: 'function', function: { name: 'grep', arguments: '{}' } }],
        finishReason: 'tool_calls',
      });
      const finished = await store().finishJob({ job: job, owner: 'runner-a', receiptId, outcome, now: T0 + 100 });

      expect(finished).toMatchObject({
        status: 'succeeded',
        finishedAt: new Date(T0 + 100).toISOString(),
        receiptId,
        content: outcome.content,
        toolCalls: outcome.toolCalls,
        finishReason: 'tool_calls',
        usage: outcome.usage,
        chargedMicroUSD: 500,
        answeredModel: 'upstream-model-1',
        billing: 'paid',
      });
      expect(finished).not.toHaveProperty('error');
      expect(await store().getJob(job)).toEqual(finished);
      expect(await store().getReceipt(receiptId)).toEqual({
        id: receiptId,
        kind: 'completion',
        principalId: id,
        jobId: job.jobId,
        model: 'shared-1',
        scope: 'ai',
        billing: 'paid',
        chargedMicroUSD: 500,
        usage: outcome.usage,
        createdAt: T0 + 100,
      });
      expect(await aiAccount(store(), id, T0 + 100)).toMatchObject({ grantedMicroUSD: 1300, spentMicroUSD: 500, reservedMicroUSD: 0, availableMicroUSD: 800 });
      const billing = await store().billingSnapshot(id, T0 + 100);
      expect(billing.holds).toEqual([]);
      expect(Object.fromEntries(billing.lots.map((l) => [l.id, l.spentMicroUSD]))).toEqual({ [early.id]: 300, [late.id]: 200 });
    });

    it('a withheld answer is charged as a completion and leaves a content-filter receipt with what decided', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = await createRunning(store(), paidJob(id, 800));
      const receiptId = uid('rcpt');
      const withheld = { guardrailVersion: 'g2', ruleIds: ['credential-phishing'], categories: ['credential-phishing'], stage: 'rules' as const };
      const outcome = succeeded(400, { content: null, finishReason: 'content_filter', withheld });
      const finished = await store().finishJob({ job, owner: 'runner-a', receiptId, outcome, now: T0 + 5 });
      expect(finished).toMatchObject({ status: 'succeeded', content: null, toolCalls: [], finishReason: 'content_filter', chargedMicroUSD: 400 });
      expect(await store().getReceipt(receiptId)).toEqual({
        id: receiptId,
        kind: 'content-filter',
        principalId: id,
        jobId: job.jobId,
        model: 'shared-1',
        scope: 'ai',
        billing: 'paid',
        chargedMicroUSD: 400,
        usage: outcome.usage,
        createdAt: T0 + 5,
        guardrail: withheld,
      });
      expect(await aiAccount(store(), id, T0 + 5)).toMatchObject({ spentMicroUSD: 400, reservedMicroUSD: 0 });
    });

    it('a charge above the hold spends only the hold', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = await createRunning(store(), paidJob(id, 250));
      const finished = await store().finishJob({ job: job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(9999), now: T0 });
      expect(finished?.chargedMicroUSD).toBe(250);
      expect(await aiAccount(store(), id)).toMatchObject({ spentMicroUSD: 250, reservedMicroUSD: 0, availableMicroUSD: 750 });
    });

    it('a job is finished once: the second finish answers null and writes no receipt', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = await createRunning(store(), paidJob(id, 100));
      const first = uid('rcpt');
      const second = uid('rcpt');
      expect(await store().finishJob({ job: job, owner: 'runner-a', receiptId: first, outcome: succeeded(60), now: T0 })).not.toBeNull();
      expect(await store().finishJob({ job: job, owner: 'runner-a', receiptId: second, outcome: succeeded(60), now: T0 })).toBeNull();
      expect(await store().getReceipt(second)).toBeNull();
      expect(await aiAccount(store(), id)).toMatchObject({ spentMicroUSD: 60, reservedMicroUSD: 0 });
    });

    it('a free success charges nothing and shows no usage; the receipt is free', async () => {
      const id = await newPrincipal(store());
      const job = await createRunning(store(), newJob(id));
      const receiptId = uid('rcpt');
      const finished = await store().finishJob({ job: job, owner: 'runner-a', receiptId, outcome: succeeded(0), now: T0 });
      expect(finished).toMatchObject({ status: 'succeeded', billing: 'free', receiptId });
      expect(finished).not.toHaveProperty('usage');
      expect(finished).not.toHaveProperty('chargedMicroUSD');
      expect(await store().getReceipt(receiptId)).toMatchObject({ kind: 'completion', billing: 'free', chargedMicroUSD: 0 });
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(1);
    });

    it('a failed paid job releases the hold and charges nothing', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const job = await createRunning(store(), paidJob(id, 400));
      const receiptId = uid('rcpt');
      const finished = await store().finishJob({ job: job, owner: 'runner-a', receiptId, outcome: FAILED, now: T0 });
      expect(finished).toMatchObject({ status: 'failed', error: FAILED.status === 'failed' ? FAILED.error : null, content: null, toolCalls: [] });
      expect(finished).not.toHaveProperty('chargedMicroUSD');
      expect(await store().getReceipt(receiptId)).toMatchObject({ kind: 'failed', billing: 'paid', chargedMicroUSD: 0, usage: null });
      expect(await aiAccount(store(), id)).toMatchObject({ spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: 1000 });
    });

    it("keeps how long the call waited for its origin's cap, on success and failure, and nothing when it never started", async () => {
      const id = await newPrincipal(store());
      const [waited, failedAfterWaiting, neverStarted] = [
        await createRunning(store(), newJob(id)),
        await createRunning(store(), newJob(id)),
        await createRunning(store(), newJob(id)),
      ];
      const ended = await store().finishJob({
        job: waited,
        owner: 'runner-a',
        receiptId: uid('rcpt'),
        outcome: succeeded(0, { upstreamQueueMs: 1_250 }),
        now: T0,
      });
      expect(ended?.upstreamQueueMs).toBe(1_250);
      expect((await store().getJob(waited))?.upstreamQueueMs).toBe(1_250);
      await store().finishJob({ job: failedAfterWaiting, owner: 'runner-a', receiptId: uid('rcpt'), outcome: { ...FAILED, upstreamQueueMs: 0 }, now: T0 });
      expect((await store().getJob(failedAfterWaiting))?.upstreamQueueMs).toBe(0);
      await store().finishJob({ job: neverStarted, owner: 'runner-a', receiptId: uid('rcpt'), outcome: FAILED, now: T0 });
      expect(await store().getJob(neverStarted)).not.toHaveProperty('upstreamQueueMs');
    });

    it('a failed free job gives its free request back', async () => {
      const id = await newPrincipal(store());
      const job = await createRunning(store(), newJob(id, { freeRequestsPerDay: 1 }));
      expect((await store().createJob(newJob(id, { freeRequestsPerDay: 1 }))).kind).toBe('refused');
      await store().finishJob({ job: job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: FAILED, now: T0 });
      expect((await store().quotaSnapshot(id, DAY0, T0)).freeRequestsUsedToday).toBe(0);
      expect((await store().createJob(newJob(id, { freeRequestsPerDay: 1 }))).kind).toBe('created');
    });

    it('a lost lease: the job is re-queued, the old runner cannot finish it, the new one can', async () => {
      const id = await newPrincipal(store());
      await grantCredit(store(), id, 1000);
      const owner = uid('runner');
      const job = await createRunning(store(), paidJob(id, 100), owner, T0 + 1000);
      expect(await store().requeueExpiredJobs(T0 + 1000)).not.toContainEqual(keyOf(job));
      expect(await store().requeueExpiredJobs(T0 + 1001)).toContainEqual(keyOf(job));
      expect(await store().getJob(job)).toMatchObject({ status: 'queued', leaseOwner: null, leaseUntil: null });
      expect(await store().renewLeases(owner, T0 + 5000)).toBe(0);
      expect(await store().finishJob({ job: job, owner, receiptId: uid('rcpt'), outcome: succeeded(10), now: T0 })).toBeNull();

      const again = await store().claimJob(job, 'runner-b', T0 + 9000, T0 + 2000);
      expect(again).toMatchObject({ attempts: 2, startedAt: new Date(T0).toISOString() });
      const finished = await store().finishJob({ job: job, owner: 'runner-b', receiptId: uid('rcpt'), outcome: succeeded(10), now: T0 + 3000 });
      expect(finished?.chargedMicroUSD).toBe(10);
      expect(await aiAccount(store(), id, T0 + 3000)).toMatchObject({ spentMicroUSD: 10, reservedMicroUSD: 0 });
    });

    it('stale queued jobs are the queued ones created before the cutoff', async () => {
      const id = await newPrincipal(store());
      const old = await createQueued(store(), newJob(id, { now: T0 - 10_000 }));
      const fresh = await createQueued(store(), newJob(id));
      const running = await createRunning(store(), newJob(id, { now: T0 - 10_000 }));
      const stale = await store().staleQueuedJobs(T0 - 5000);
      expect(stale).toContainEqual(keyOf(old));
      expect(stale).not.toContainEqual(keyOf(fresh));
      expect(stale).not.toContainEqual(keyOf(running));
    });
  });

  describe('ended jobs', () => {
    it('within retention an ended job is returned; past it a new run replaces it and the old receipt stays', async () => {
      const id = await newPrincipal(store());
      const job = await createRunning(store(), newJob(id));
      const oldReceipt = uid('rcpt');
      await store().finishJob({ job: job, owner: 'runner-a', receiptId: oldReceipt, outcome: succeeded(0), now: T0 + 100 });

      const within = await store().createJob(newJob(id, { jobId: job.jobId, now: T0 + 100 + DAY_MS }));
      expect(within).toMatchObject({ kind: 'exists', job: { runId: job.runId, status: 'succeeded' } });

      const rerun = newJob(id, { jobId: job.jobId, now: T0 + 101 + DAY_MS });
      const replaced = await store().createJob(rerun);
      expect(replaced).toMatchObject({ kind: 'created', job: { runId: rerun.runId, status: 'running', receiptId: null, attempts: 1 } });
      expect(await store().getJob(job)).toMatchObject({ runId: rerun.runId, status: 'running' });
      expect(await store().getReceipt(oldReceipt)).toMatchObject({ jobId: job.jobId });
    });

    it('purge deletes jobs ended before the cutoff; their receipts stay', async () => {
      const id = await newPrincipal(store());
      const ended = await createRunning(store(), newJob(id));
      const receiptId = uid('rcpt');
      await store().finishJob({ job: ended, owner: 'runner-a', receiptId, outcome: succeeded(0), now: T0 - 2 * DAY_MS });
      const open = await createRunning(store(), newJob(id, { now: T0 - 3 * DAY_MS }));
      expect(await store().purgeEndedJobs({ historyBefore: T0 - DAY_MS, reattachBefore: T0 - DAY_MS })).toBeGreaterThanOrEqual(1);
      expect(await store().getJob(ended)).toBeNull();
      expect(await store().getJob(open)).not.toBeNull();
      expect(await store().getReceipt(receiptId)).not.toBeNull();
    });

    it('reclaimSpace keeps every job, receipt and balance as it was, and the store goes on serving', async () => {
      const id = await newPrincipal(store());
      const ended = await createRunning(store(), newJob(id));
      const receiptId = uid('rcpt');
      await store().finishJob({ job: ended, owner: 'runner-a', receiptId, outcome: succeeded(0), now: T0 + 1 });
      const open = await createRunning(store(), newJob(id));
      const before = { ended: await store().getJob(ended), open: await store().getJob(open), quota: await store().quotaSnapshot(id, DAY0, T0) };

      await store().reclaimSpace();

      expect(await store().getJob(ended)).toEqual(before.ended);
      expect(await store().getJob(open)).toEqual(before.open);
      expect(await store().getReceipt(receiptId)).toMatchObject({ jobId: ended.jobId });
      expect(await store().quotaSnapshot(id, DAY0, T0)).toEqual(before.quota);
      expect(await store().createJob(newJob(id))).toMatchObject({ kind: 'created' });
    });

    it('counts jobs by status, every status present', async () => {
      const before = await store().countJobsByStatus();
      expect(Object.keys(before).sort()).toEqual(['failed', 'queued', 'running', 'succeeded']);
      const id = await newPrincipal(store());
      await createQueued(store(), newJob(id));
      const running = await createRunning(store(), newJob(id));
      const failed = await createRunning(store(), newJob(id));
      await store().finishJob({ job: failed, owner: 'runner-a', receiptId: uid('rcpt'), outcome: FAILED, now: T0 });
      const after = await store().countJobsByStatus();
      expect(after.queued - before.queued).toBe(1);
      expect(after.running - before.running).toBe(1);
      expect(after.failed - before.failed).toBe(1);
      expect(running.status).toBe('running');
    });
  });

  describe('guardrail blocks', () => {
    it('write a durable receipt with no job and no charge', async () => {
      const id = await newPrincipal(store());
      const receiptId = uid('rcpt');
      await store().recordGuardrailBlock({
        receiptId,
        principalId: id,
        model: 'red-1',
        guardrailVersion: 'g1',
        ruleIds: ['indiscriminate-weapons'],
        categories: ['indiscriminate-weapons'],
        stage: 'rules',
        now: T0,
      });
      expect(await store().getReceipt(receiptId)).toEqual({
        id: receiptId,
        kind: 'guardrail-block',
        principalId: id,
        jobId: null,
        model: 'red-1',
        scope: 'ai',
        billing: 'free',
        chargedMicroUSD: 0,
        usage: null,
        createdAt: T0,
        guardrail: { guardrailVersion: 'g1', ruleIds: ['indiscriminate-weapons'], categories: ['indiscriminate-weapons'], stage: 'rules' },
      });
      expect(await store().getReceipt(uid('rcpt'))).toBeNull();
    });
  });
}
