import { addUsage, REQUEST_OUTCOMES, ZERO_USAGE, type RequestOutcome, type UsageCounts, type UsageRow } from './usage-row.js';
import { usageWindow } from './usage-window.js';

/** One day of the report: its sums, and the same split by outcome and by model (every one present, zero-filled). */
export interface UsageDay {
  day: string;
  totals: UsageCounts;
  /** Every outcome, in REQUEST_OUTCOMES order. */
  byOutcome: { outcome: RequestOutcome; counts: UsageCounts }[];
  /** Every model of the period, in the report's `models` order. */
  byModel: { model: string; counts: UsageCounts }[];
}

/** A principal's usage over the last days: every day present, with the period's totals and breakdowns. */
export interface UsageReport {
  /** The first and last day, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  /** Oldest first, one per calendar day, days without requests zero-filled. */
  days: UsageDay[];
  totals: UsageCounts;
  byOutcome: { outcome: RequestOutcome; counts: UsageCounts }[];
  byModel: { model: string; counts: UsageCounts }[];
  /** The models with requests in the period, sorted. */
  models: string[];
  /** The rows within the period, by day, model and outcome. */
  rows: UsageRow[];
}

/**
 * Shapes the store's rows (day x model x outcome) into the last `dayCount` UTC days up to `now`.
 * Rows outside those days are left out, so every total below is the sum of the rows kept; no
 * clock, no I/O.
 */
export function usageReport(rows: readonly UsageRow[], now: number, dayCount = 30): UsageReport {
  const { days } = usageWindow(now, dayCount);
  const inPeriod = new Set(days);
  const kept = rows.filter((row) => inPeriod.has(row.day)).sort(byDayModelOutcome);
  const models = [...new Set(kept.map((row) => row.model))].sort();

  const cells = new Map<string, UsageCounts>();
  const add = (key: string, counts: UsageCounts) => cells.set(key, addUsage(cells.get(key) ?? ZERO_USAGE, counts));
  for (const row of kept) {
    add(`${row.day}\0outcome\0${row.outcome}`, row);
    add(`${row.day}\0model\0${row.model}`, row);
  }
  const at = (key: string): UsageCounts => cells.get(key) ?? { ...ZERO_USAGE };

  const reportDays = days.map((day): UsageDay => {
    const byOutcome = REQUEST_OUTCOMES.map((outcome) => ({ outcome, counts: at(`${day}\0outcome\0${outcome}`) }));
    return {
      day,
      totals: sum(byOutcome.map((entry) => entry.counts)),
      byOutcome,
      byModel: models.map((model) => ({ model, counts: at(`${day}\0model\0${model}`) })),
    };
  });
  return {
    from: days[0] as string,
    to: days[days.length - 1] as string,
    days: reportDays,
    totals: sum(kept),
    byOutcome: REQUEST_OUTCOMES.map((outcome) => ({ outcome, counts: sum(kept.filter((row) => row.outcome === outcome)) })),
    byModel: models.map((model) => ({ model, counts: sum(kept.filter((row) => row.model === model)) })),
    models,
    rows: kept.map((row) => ({ ...row })),
  };
}

function sum(counts: readonly UsageCounts[]): UsageCounts {
  return counts.reduce<UsageCounts>(addUsage, { ...ZERO_USAGE });
}

function byDayModelOutcome(a: UsageRow, b: UsageRow): number {
  return compare(a.day, b.day) || compare(a.model, b.model) || REQUEST_OUTCOMES.indexOf(a.outcome) - REQUEST_OUTCOMES.indexOf(b.outcome);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
