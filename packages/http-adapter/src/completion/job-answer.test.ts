import { apiError } from '@secgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobOutcome, openStore, type Store, type StoredJob } from '@secgate/store';
import { CREDIT, NOW, chatRequest, countedIds, newPrincipal, queueJob, testClock } from './completion-deps.test-support.js';
import { answerMeta, chatAnswer, inferenceTimeout, jobFailure, publicJob } from './job-answer.js';

/*
 * The answers are built from jobs as the real store records them: queued, then claimed and
 * finished with an outcome, exactly as the runner does after its upstream call.
 */

const FINISHED_AT = NOW + 4_500;
const usage = { prompt_tokens: 1_000, completion_tokens: 200, total_tokens: 1_200, prompt_tokens_details: { cached_tokens: 0 } };
const call = { id: 'call_1', type: 'function' as const, function: { name: 'read_file', arguments: '{"path":"db.ts"}' } };

let store: Store;
const ids = countedIds();
const clock = testClock();

beforeAll(async () => {
  store = await openStore('memory:');
});
afterAll(async () => {
  await store.close();
});

function succeeded(overrides: Partial<Extract<JobOutcome, { status: 'succeeded' }>> = {}): JobOutcome {
  return {
    status: 'succeeded',
    content: 'Line 3 builds SQL from user input.',
    toolCalls: [],
    finishReason: 'stop',
    usage,
    chargeMicroUSD: 1_800,
    answeredModel: 'shared-1-2025-06',
    ...overrides,
  };
}

/** A job of a new principal (paid when `paid`), ended with `outcome` (or the outcome made for its id). */
async function endedJob(outcome: JobOutcome | ((jobId: string) => JobOutcome), paid = false): Promise<StoredJob> {
  const principal = await newPrincipal(store, paid ? { paidMicroUSD: 5 * CREDIT } : {});
  const job = await queueJob({ store, clock }, principal, paid ? { holdMicroUSD: CREDIT } : {});
  const owner = ids.uuid();
  const claimed = await store.claimJob(job, owner, NOW + 30_000, NOW);
  if (!claimed) throw new Error('the job was not claimed');
  const ended = await store.finishJob({
    job: claimed,
    owner,
    receiptId: ids.uuid(),
    outcome: typeof outcome === 'function' ? outcome(job.jobId) : outcome,
    now: FINISHED_AT,
  });
  if (!ended) throw new Error('the job did not finish');
  return ended;
}

const idOf = (job: StoredJob) => `chatcmpl-${job.jobId.replaceAll('-', '')}`;

describe('chatAnswer', () => {
  it('answers a free job in the OpenAI chat.completion shape, with billing, receiptId and jobId only', async () => {
    const job = await endedJob(succeeded());

    const answer = chatAnswer(job);

    expect(answer).toEqual({
      id: idOf(job),
      object: 'chat.completion',
      created: Math.floor(FINISHED_AT / 1000),
      model: 'shared-1-2025-06',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Line 3 builds SQL from user input.' }, finish_reason: 'stop' }],
      billing: 'free',
      receiptId: job.receiptId,
      jobId: job.jobId,
    });
    expect(answer.receiptId).toEqual(expect.any(String));
    // Even a record that carried a charge and usage would not show them on a free answer.
    expect(Object.keys(chatAnswer({ ...job, usage, chargedMicroUSD: 7 }))).not.toContain('usage');
    expect(Object.keys(chatAnswer({ ...job, usage, chargedMicroUSD: 7 }))).not.toContain('chargedMicroUSD');
  });

  it('adds chargedMicroUSD and usage when paid, and the tool calls the model made', async () => {
    const job = await endedJob(succeeded({ content: null, toolCalls: [call], finishReason: 'tool_calls' }), true);

    const answer = chatAnswer(job);

    expect(answer).toEqual({
      id: idOf(job),
      object: 'chat.completion',
      created: Math.floor(FINISHED_AT / 1000),
      model: 'shared-1-2025-06',
      choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [call] }, finish_reason: 'tool_calls' }],
      billing: 'paid',
      receiptId: job.receiptId,
      jobId: job.jobId,
      chargedMicroUSD: 1_800,
      usage,
    });
  });

  it('is the same answer every time the job is read again (a re-attach answers exactly as the first call)', async () => {
    const job = await endedJob(succeeded(), true);
    const reread = await store.getJob(job);

    expect(reread && chatAnswer(reread)).toEqual(chatAnswer(job));
    expect(reread && answerMeta(reread)).toEqual({ id: idOf(job), created: Math.floor(FINISHED_AT / 1000), model: 'shared-1-2025-06' });
  });
});

describe('publicJob', () => {
  it('shows the job record without what only the runner needs', async () => {
    const principal = await newPrincipal(store);
    const queued = await queueJob({ store, clock }, principal, { request: chatRequest({ task: 'vulnerability-triage' }) });

    expect(publicJob(queued)).toEqual({
      jobId: queued.jobId,
      object: 'research.job',
      status: 'queued',
      model: 'shared-1',
      task: 'vulnerability-triage',
      scopeId: 'owned',
      createdAt: new Date(NOW).toISOString(),
      // Its creator started it, then died; it waits for a sweeper.
      startedAt: new Date(NOW).toISOString(),
      finishedAt: null,
      billing: 'free',
      receiptId: null,
      content: null,
      toolCalls: [],
      redactions: queued.redactions,
      guardrails: { version: 'test', matches: [] },
    });
  });

  it('a paid succeeded job shows its charge and usage; a free one does not', async () => {
    const paid = await endedJob(succeeded(), true);
    const free = await endedJob(succeeded());

    expect(publicJob(paid)).toMatchObject({
      status: 'succeeded',
      finishedAt: new Date(FINISHED_AT).toISOString(),
      content: 'Line 3 builds SQL from user input.',
      finishReason: 'stop',
      chargedMicroUSD: 1_800,
      usage,
    });
    expect(publicJob(free)).toMatchObject({ status: 'succeeded', billing: 'free', receiptId: free.receiptId });
    expect(publicJob(free)).not.toHaveProperty('usage');
    expect(publicJob(free)).not.toHaveProperty('chargedMicroUSD');
    for (const key of ['principalId', 'request', 'bodyFingerprint', 'leaseOwner', 'leaseUntil', 'runId', 'holdMicroUSD', 'answeredModel']) {
      expect(publicJob(paid)).not.toHaveProperty(key);
    }
  });
});

describe('jobFailure and inferenceTimeout', () => {
  it('a failed job answers 502 inference-failed with its jobId and the upstream status; a paid one shows no charge', async () => {
    // The error exactly as callUpstream records it for an origin that answered 500.
    const job = await endedJob(
      (jobId) => ({ status: 'failed', error: apiError('inference-failed', 'The upstream answered HTTP 500.', { jobId, upstreamStatus: 500 }).body.error }),
      true,
    );

    expect(jobFailure(job)).toEqual({
      status: 502,
      body: { error: { code: 'inference-failed', message: 'The upstream answered HTTP 500.', jobId: job.jobId, upstreamStatus: 500 } },
    });
    expect(publicJob(job)).toMatchObject({ status: 'failed', error: { code: 'inference-failed', upstreamStatus: 500 } });
    expect(publicJob(job)).not.toHaveProperty('chargedMicroUSD');
    expect(publicJob(job)).not.toHaveProperty('usage');
  });

  it('a failed job without a recorded error still answers 502 inference-failed', async () => {
    const job = await endedJob({ status: 'failed', error: { code: 'inference-failed', message: 'x' } });
    const { error: _recorded, ...withoutError } = job;

    expect(jobFailure(withoutError)).toEqual({
      status: 502,
      body: { error: { code: 'inference-failed', message: 'The model call failed.', jobId: job.jobId, upstreamStatus: 0 } },
    });
  });

  it('a wait that ran out answers 504 inference-timeout with the jobId to re-attach with', () => {
    const jobId = ids.uuid();
    expect(inferenceTimeout({ jobId }, 840_000)).toEqual({
      status: 504,
      body: { error: { code: 'inference-timeout', message: expect.stringContaining('840 seconds'), jobId } },
    });
  });
});
