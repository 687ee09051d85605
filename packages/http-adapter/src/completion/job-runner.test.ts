import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from '../../../../test/support/fake-openai-upstream.js';
import { CREDIT, NOW, TODAY, completionDeps, createdJob, newPrincipal, queueJob, until, type TestCompletionDeps } from './completion-deps.test-support.js';
import { openStore, type Store } from '@secgate/store';
import { RECLAIM_EVERY_MS, type JobRunner } from './job-runner.js';

const TEN_MINUTES = 600_000;
const usage = { promptTokens: 1_000, cachedTokens: 0, completionTokens: 200 };
/** ceil((1000 * 900 + 200 * 4500) / 1000) */
const CHARGE = 1_800;

let store: Store;
let fake: FakeOpenAIUpstream;
let opened: { deps: TestCompletionDeps; runner: JobRunner }[] = [];

beforeAll(async () => {
  store = await openStore('memory:');
  fake = await startFakeOpenAIUpstream();
});
afterAll(async () => {
  await fake.close();
  await store.close();
});
beforeEach(() => fake.reset());
afterEach(async () => {
  // Let every held upstream call answer, also one still on its way, so the runners can close.
  const releasing = setInterval(() => fake.release(), 5);
  for (const { deps, runner } of opened) {
    await runner.close();
    await deps.upstreams.close();
  }
  clearInterval(releasing);
  opened = [];
});

/** One process: a runner over the shared store, calling the fake upstream. */
function processWith(): { deps: TestCompletionDeps; runner: JobRunner } {
  const deps = completionDeps(store, fake.baseURL);
  const one = { deps, runner: deps.runner };
  opened.push(one);
  return one;
}

describe('createJobRunner', () => {
  it('records an answer holding U+0000 with U+FFFD instead (PostgreSQL text cannot hold it), once', async () => {
    const { deps, runner } = processWith();
    const principal = await newPrincipal(store, { paidMicroUSD: 5 * CREDIT });
    const job = await createdJob(deps, principal, { holdMicroUSD: CREDIT });
    fake.enqueue({ usage, content: 'before\u0000after' });

    runner.runCreated(job);
    // Unrecordable, the job would never end: a short wait makes that a failure, not a hang.
    const ended = await runner.waitFor(job, 5_000);

    expect(ended).toMatchObject({ status: 'succeeded', content: 'before\ufffdafter', chargedMicroUSD: CHARGE, attempts: 1 });
    expect(fake.calls).toBe(1);
  });

  it("runCreated() calls the upstream once and finishes a paid job created under the runner's lease, with its receipt and charge", async () => {
    const { deps, runner } = processWith();
    const principal = await newPrincipal(store, { paidMicroUSD: 5 * CREDIT });
    const job = await createdJob(deps, principal, { holdMicroUSD: CREDIT });
    fake.enqueue({ usage, content: 'Line 3 builds SQL from user input.' });

    runner.runCreated(job);
    runner.runCreated(job); // the same job again, while it runs: nothing more happens
    runner.run(job); // nor a claim: it is not queued
    const ended = await runner.waitFor(job, TEN_MINUTES);

    expect(fake.calls).toBe(1);
    expect(fake.received[0]?.messages).toEqual(job.request.messages);
    expect(ended).toMatchObject({
      jobId: job.jobId,
      status: 'succeeded',
      billing: 'paid',
      content: 'Line 3 builds SQL from user input.',
      finishReason: 'stop',
      answeredModel: 'shared-1',
      chargedMicroUSD: CHARGE,
      usage: { prompt_tokens: 1_000, completion_tokens: 200, total_tokens: 1_200 },
      startedAt: new Date(NOW).toISOString(),
      finishedAt: new Date(NOW).toISOString(),
      attempts: 1,
    });
    const receipt = await store.getReceipt(ended?.receiptId ?? '');
    expect(receipt).toMatchObject({ kind: 'completion', jobId: job.jobId, principalId: principal.id, billing: 'paid', chargedMicroUSD: CHARGE });
    expect((await store.quotaSnapshot(principal.id, TODAY, NOW)).ai).toEqual({
      grantedMicroUSD: 5 * CREDIT,
      spentMicroUSD: CHARGE,
      reservedMicroUSD: 0,
    });
    expect(deps.metrics.render(await store.countJobsByStatus())).toContain(`secgate_charged_micro_usd_total{model="shared-1"} ${CHARGE}`);
    // Once ended, a wait answers from the store at once.
    expect(await runner.waitFor(job, TEN_MINUTES)).toEqual(ended);
  });

  it('two processes running the same job call the upstream once: only one claims it', async () => {
    const a = processWith();
    const b = processWith();
    const job = await queueJob(a.deps, await newPrincipal(store));

    a.runner.run(job);
    b.runner.run(job);
    a.runner.run(job);
    const [seenByA, seenByB] = await Promise.all([a.runner.waitFor(job, TEN_MINUTES), b.runner.waitFor(job, TEN_MINUTES)]);

    expect(fake.calls).toBe(1);
    expect(seenByA?.status).toBe('succeeded');
    expect(seenByB).toEqual(seenByA);
    // The process that created it ran it once and died; one claim makes the second attempt.
    expect(seenByA?.attempts).toBe(2);
  });

  it('waitFor gives up with null after its timeout while the job goes on', async () => {
    const { deps, runner } = processWith();
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ hang: true });

    runner.run(job);
    expect(await runner.waitFor(job, 30)).toBeNull();
    await until(() => fake.calls === 1);
    expect((await store.getJob(job))?.status).toBe('running');

    fake.release();
    expect((await runner.waitFor(job, TEN_MINUTES))?.status).toBe('succeeded');
  });

  it('waitFor returns null as soon as its signal aborts, and at once for a signal already aborted', async () => {
    const { deps, runner } = processWith();
    const job = await queueJob(deps, await newPrincipal(store));
    fake.enqueue({ hang: true });
    runner.run(job);

    const controller = new AbortController();
    const waiting = runner.waitFor(job, TEN_MINUTES, controller.signal);
    await until(() => fake.calls === 1);
    controller.abort();
    // A ten-minute wait that did not stop on abort would run into the test timeout.
    expect(await waiting).toBeNull();
    expect(await runner.waitFor(job, TEN_MINUTES, AbortSignal.abort())).toBeNull();
    expect((await store.getJob(job))?.status).toBe('running');
  });

  it('a failed upstream (500) ends the job failed, charges nothing and releases the hold', async () => {
    const { deps, runner } = processWith();
    const principal = await newPrincipal(store, { paidMicroUSD: 5 * CREDIT });
    const job = await queueJob(deps, principal, { holdMicroUSD: CREDIT });
    expect((await store.quotaSnapshot(principal.id, TODAY, NOW)).ai.reservedMicroUSD).toBe(CREDIT);
    fake.enqueue({ status: 500 });

    runner.run(job);
    const ended = await runner.waitFor(job, TEN_MINUTES);

    expect(fake.calls).toBe(1);
    expect(ended).toMatchObject({ status: 'failed', content: null, error: { code: 'inference-failed', jobId: job.jobId, upstreamStatus: 500 } });
    expect(ended?.chargedMicroUSD).toBeUndefined();
    expect(ended?.usage).toBeUndefined();
    expect(await store.getReceipt(ended?.receiptId ?? '')).toMatchObject({ kind: 'failed', chargedMicroUSD: 0, jobId: job.jobId });
    expect((await store.quotaSnapshot(principal.id, TODAY, NOW)).ai).toEqual({ grantedMicroUSD: 5 * CREDIT, spentMicroUSD: 0, reservedMicroUSD: 0 });
  });

  it('sweep() re-runs a job whose lease expired in a process that died', async () => {
    const { deps, runner } = processWith();
    // Another process created it and then died: its lease ran out a moment ago.
    const job = await createdJob(deps, await newPrincipal(store), { lease: { owner: 'dead-process', until: NOW - 1 } });

    await runner.sweep();
    const ended = await runner.waitFor(job, TEN_MINUTES);

    expect(ended).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(fake.calls).toBe(1);
  });

  it('sweep() runs a job left queued by a process that died before claiming it, once it is older than the lease', async () => {
    const { deps, runner } = processWith();
    const job = await queueJob(deps, await newPrincipal(store));

    await runner.sweep();
    expect((await store.getJob(job))?.status).toBe('queued');
    expect(fake.calls).toBe(0);

    deps.clock.advance(deps.config.leaseMs + 1);
    await runner.sweep();
    expect((await runner.waitFor(job, TEN_MINUTES))?.status).toBe('succeeded');
    expect(fake.calls).toBe(1);
  });

  it("sweeps reclaim the store's space once every RECLAIM_EVERY_MS of the clock, not while starting", async () => {
    // A store of its own: an hour of this clock would re-run the other tests' jobs.
    const own = await openStore('memory:');
    let reclaimed = 0;
    const counting: Store = { ...own, reclaimSpace: () => ((reclaimed += 1), own.reclaimSpace()) };
    const deps = completionDeps(counting, fake.baseURL);
    try {
      await deps.runner.sweep();
      expect(reclaimed).toBe(0);
      deps.clock.advance(RECLAIM_EVERY_MS - 1);
      await deps.runner.sweep();
      expect(reclaimed).toBe(0);
      deps.clock.advance(1);
      await deps.runner.sweep();
      expect(reclaimed).toBe(1);
      await deps.runner.sweep();
      expect(reclaimed).toBe(1);
    } finally {
      await deps.runner.close();
      await deps.upstreams.close();
      await own.close();
    }
  });

  it('a run that loses its lease wakes its waiters, who then see the job the other process finished', async () => {
    const a = processWith();
    const b = processWith();
    const job = await createdJob(a.deps, await newPrincipal(store));
    fake.enqueue({ hang: true, content: 'first run' }, { content: 'second run' });

    a.runner.runCreated(job);
    const waiterInA = a.runner.waitFor(job, TEN_MINUTES);
    await until(() => fake.calls === 1);

    // A stalls past its lease; B's sweeper takes the job over and finishes it.
    b.deps.clock.advance(a.deps.config.leaseMs + 1);
    await b.runner.sweep();
    const finishedByB = await b.runner.waitFor(job, TEN_MINUTES);
    expect(finishedByB).toMatchObject({ status: 'succeeded', content: 'second run', attempts: 2 });

    // A's upstream call returns; its finish finds the lease gone and ends the run without finishing.
    fake.release();
    // Without the wake-up, this waiter would sleep its whole ten minutes (past the test timeout).
    expect(await waiterInA).toEqual(finishedByB);
    expect(fake.calls).toBe(2);
    expect(await store.getReceipt(finishedByB?.receiptId ?? '')).toMatchObject({ kind: 'completion', jobId: job.jobId });
  });
});
