// Text the service keeps or sends besides a chat request: answers, error bodies, log records,
// and (later) the VM ledger's evidence, all redacted by the same engine as prompts.
export * from './redact-json-value.js';
export * from './redact-completion-answer.js';
export * from './redact-log-record.js';
