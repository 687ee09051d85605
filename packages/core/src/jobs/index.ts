// Jobs: canonical JSON, deterministic job ids and the job record (DESIGN.md section 5).
export * from './canonical-json.js';
export * from './is-uuid-v4.js';
export * from './job-id-for.js';
export * from './job.js';
export * from './job-http-status.js';
export * from './has-outlived-retention.js';
