export * from './parse-timestamp.js';
export * from './field-error-from-issues.js';
export * from './first-issue-in-document-order.js';
