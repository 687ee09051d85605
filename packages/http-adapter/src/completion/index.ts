// The path of a completion (docs/architecture.md#the-path-of-a-completion), one file per step, in order:
//
// 1. submit-completion.ts: admission's first and last stages, then reserve (store.createJob, where
//    core decides the quota and hold) or re-attach;
//    decide-without-reservation.ts: the answer when nothing was reserved (a re-attach, or admission
//    in full on a quota snapshot; a guardrail block leaves its receipt).
// 2. job-runner.ts: run the job under a lease and settle it (store.finishJob); the sweeper; waiting
//    for a job to end.
// 3. call-upstream.ts: the one upstream call, its answer redacted, its charge core's settleCharge.
// 4. job-answer.ts: answer, what a caller sees of an ended job.
// 5. stream-job.ts: stream, the same as server-sent events, every stream's heartbeat on one shared
//    clock (heartbeat-clock.ts).
//
// completion-deps.ts says what the path works with (CompletionDeps); nothing here reads the app's deps.
export type { CompletionDeps } from './completion-deps.js';
export { submitCompletion, type CompletionSubmission } from './submit-completion.js';
export { createJobRunner, type JobRunner } from './job-runner.js';
export { chatAnswer, inferenceTimeout, jobFailure, publicJob } from './job-answer.js';
export { streamJob } from './stream-job.js';
export { createHeartbeatClock, type HeartbeatClock } from './heartbeat-clock.js';
