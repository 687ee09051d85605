// @secgate/core: the pure domain. No I/O, no clock, no randomness, no environment:
// time, ids and configuration always come in as arguments.
export * from './errors/index.js';
export * from './validation/index.js';
export * from './catalog/index.js';
export * from './admission/index.js';
export * from './money/index.js';
export * from './redaction/index.js';
export * from './guardrails/index.js';
export * from './jobs/index.js';
export * from './sse/index.js';
export * from './requests/index.js';
export * from './knowledge/index.js';
