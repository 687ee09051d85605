// @secgate/calculators: deterministic NIST CSF 2.0 calculators. Pure: the same input always
// gives the same answer; every "now" is an input field.
export * from './calculator-error.js';
export * from './registry.js';
export * from './govern/index.js';
export * from './respond/index.js';
export * from './recover/index.js';
