// Guardrails: a versioned rule set as data, evaluated on the redacted prompt.
export * from './guardrail-rule.js';
export * from './default-rule-set.js';
export * from './evaluate-guardrails.js';
export * from './guardrail-summary.js';
export * from './check-guardrail-rule-set.js';
export * from './sentence-pattern.js';
export * from './verb-object-term.js';
export * from './normalize-prompt-text.js';
export * from './payment-card-number.js';
export * from './my-number.js';
export * from './run-detector.js';
