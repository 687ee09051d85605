export * from './model-definition.js';
export * from './default-models.js';
export * from './check-echo.js';
export * from './tasks.js';
export * from './team-requirements.js';
export * from './model-limits.js';
export * from './check-limits.js';
export * from './catalog-entry.js';
