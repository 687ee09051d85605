export * from './error-codes.js';
export * from './api-error.js';
export * from './result.js';
