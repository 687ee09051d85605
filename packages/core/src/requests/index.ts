export * from './object-schema.js';
export * from './lazy-shape.js';
export * from './message-text.js';
export * from './message-schema.js';
export * from './tool-schema.js';
export * from './request-schema.js';
export * from './parse-request.js';
