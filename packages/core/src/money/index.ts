// Money: integer micro-USD prices, holds, balances from lots, and the SKU catalog (docs/architecture.md#money).
export * from './rates.js';
export * from './usage.js';
export * from './whole-count.js';
export * from './charge-for-usage.js';
export * from './utf8-byte-length.js';
export * from './hold-upper-bound.js';
export * from './settle-charge.js';
export * from './storage-charge.js';
export * from './egress-charge.js';
export * from './lot.js';
export * from './balance-for.js';
export * from './draw-from-lots.js';
export * from './expire-due-lots.js';
export * from './account.js';
export * from './add-months-utc.js';
export * from './sku-catalog.js';
export * from './lots-for-purchase.js';
