/** Prices (docs/architecture.md#money). Every amount of money is an integer; these are the only rates. */

/** 1 USD = 1 credit = 1,000,000 micro-USD. */
export const MICRO_USD_PER_USD = 1_000_000;

/** One credit is one dollar of usage. */
export const MICRO_USD_PER_CREDIT = MICRO_USD_PER_USD;

/** Token rates are finer than a micro-dollar, so they are kept in nano-USD per token. */
export const NANO_USD_PER_MICRO_USD = 1_000;

/** $0.9, $0.225 and $4.5 per million tokens, as nano-USD per token. */
export const TOKEN_RATES_NANO_USD = {
  input: 900,
  cachedInput: 225,
  output: 4_500,
} as const;

/** GiB = 2^30 bytes (binary, as storage is sold). */
export const BYTES_PER_GIB = 2 ** 30;

/** $0.2 per GiB-month. */
export const STORAGE_MICRO_USD_PER_GIB_MONTH = 200_000;

/** A storage month is 30 days, so a day-granular meter divides evenly and never depends on the calendar. */
export const STORAGE_DAYS_PER_MONTH = 30;

/** $0.09 per GiB sent out. */
export const EGRESS_MICRO_USD_PER_GIB = 90_000;
