// Jobs: canonical JSON, deterministic job ids and the job record (docs/api.md#the-job-api).
export * from './canonical-json.js';
export * from './is-uuid-v4.js';
export * from './job-id-for.js';
export * from './job.js';
export * from './job-http-status.js';
export * from './has-outlived-retention.js';
