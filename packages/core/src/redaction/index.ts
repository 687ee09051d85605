// Redaction: live secret shapes are masked before a prompt reaches a model or the store.
export * from './secret-kinds.js';
export * from './redact-secrets.js';
export * from './redact-chat-messages.js';
export * from './redact-completion-request.js';
// Text the service keeps or sends besides a chat request: answers, error bodies, log records,
// and (later) the VM ledger's evidence, all redacted by the same engine as prompts.
export * from './redact-json-value.js';
export * from './redact-completion-answer.js';
export * from './redact-log-record.js';
export { REDACTION_RULES_VERSION } from './rules/all-rules.js';
