export * from './principal.js';
export * from './scope-grant.js';
export * from './red-requirements.js';
export * from './research-status.js';
export * from './quota-hold.js';
export * from './admit.js';
export * from './admit-before-quota.js';
