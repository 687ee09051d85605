// Redaction: live secret shapes are masked before a prompt reaches a model or the store.
export * from './secret-kinds.js';
export * from './redact-secrets.js';
export * from './redact-chat-messages.js';
export * from './redact-completion-request.js';
export { REDACTION_RULES_VERSION } from './rules/all-rules.js';
