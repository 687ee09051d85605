import { err, ok, type Result } from '../errors/result.js';
import type { FieldError } from '../errors/api-error.js';
import { isUuidV4 } from '../jobs/is-uuid-v4.js';
import { utcDayStart } from '../time/utc-day-start.js';
import { HISTORY_OUTCOMES, isHistoryOutcome, type HistoryOutcome } from './history-outcome.js';

const DAY_MS = 86_400_000;

/** What a principal's request history is narrowed to; every filter is optional. */
export interface HistoryFilter {
  model?: string;
  outcome?: HistoryOutcome;
  /** Jobs created at or after this instant (the start of the `from` UTC day). */
  createdFrom?: number;
  /** Jobs created before this instant (the end of the `to` UTC day: `to` is included). */
  createdBefore?: number;
}

/** Where the previous page ended: its last job's creation time and id (the list's order). */
export interface HistoryCursor {
  createdAt: number;
  jobId: string;
}

/** The history list's query, read. */
export interface HistoryQuery extends HistoryFilter {
  limit: number;
  after?: HistoryCursor;
}

/** Jobs per page when `limit` is not given. */
export const HISTORY_PAGE_DEFAULT = 50;
/** The most jobs one page may hold. */
export const HISTORY_PAGE_MAX = 200;

/**
 * A page cursor as the list writes it: `<created at ms>.<job id>`. Opaque to its readers, who pass
 * back what the previous page's link said.
 *
 * @example
 * writeHistoryCursor({ createdAt: 1764324000000, jobId: '3b241101-e2bb-4255-8caf-4136c566a962' })
 * //=> '1764324000000.3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function writeHistoryCursor(cursor: HistoryCursor): string {
  return `${cursor.createdAt}.${cursor.jobId}`;
}

const CURSOR = /^(\d{1,15})\.(.+)$/;
const KNOWN = new Set(['model', 'outcome', 'from', 'to', 'limit', 'cursor']);

/**
 * Reads the history list's query: `model` (one of `models`, the configured ones), `outcome` (one
 * of HISTORY_OUTCOMES), `from` and `to` (UTC days, `YYYY-MM-DD`, both included, `from` not after
 * `to`), `limit` (1 to 200, 50 by default) and `cursor`. Anything else, or a value out of its
 * range, is a field error whose sentence says what to send instead.
 */
export function readHistoryQuery(query: Readonly<Record<string, string | undefined>>, models: readonly string[]): Result<HistoryQuery, FieldError> {
  const unknown = Object.keys(query).find((key) => !KNOWN.has(key));
  if (unknown !== undefined) return err({ field: unknown, reason: 'unknown-field' });
  const out: HistoryQuery = { limit: HISTORY_PAGE_DEFAULT };
  const { model, outcome, from, to, limit, cursor } = query;
  if (model !== undefined) {
    if (!models.includes(model)) return err({ field: 'model', reason: 'not-an-allowed-value', allowed: [...models] });
    out.model = model;
  }
  if (outcome !== undefined) {
    if (!isHistoryOutcome(outcome)) return err({ field: 'outcome', reason: 'not-an-allowed-value', allowed: [...HISTORY_OUTCOMES] });
    out.outcome = outcome;
  }
  if (from !== undefined) {
    const start = utcDayStart(from);
    if (start === undefined) return err(notADay('from'));
    out.createdFrom = start;
  }
  if (to !== undefined) {
    const start = utcDayStart(to);
    if (start === undefined) return err(notADay('to'));
    out.createdBefore = start + DAY_MS;
  }
  if (out.createdFrom !== undefined && out.createdBefore !== undefined && out.createdFrom >= out.createdBefore) {
    return err({ field: 'from', reason: 'out-of-range', message: "The field 'from' is a day after 'to'." });
  }
  if (limit !== undefined) {
    const size = /^\d{1,9}$/.test(limit) ? Number(limit) : 0;
    if (size < 1 || size > HISTORY_PAGE_MAX) return err({ field: 'limit', reason: 'out-of-range' });
    out.limit = size;
  }
  if (cursor !== undefined) {
    const found = CURSOR.exec(cursor);
    if (!found || !isUuidV4(found[2])) return err({ field: 'cursor', reason: 'wrong-type', message: "The field 'cursor' is not one this list wrote." });
    out.after = { createdAt: Number(found[1]), jobId: found[2] };
  }
  return ok(out);
}

const notADay = (field: string): FieldError => ({ field, reason: 'wrong-type', message: `The field '${field}' must be a UTC day written YYYY-MM-DD.` });
