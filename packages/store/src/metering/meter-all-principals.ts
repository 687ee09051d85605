import { utcDayStart } from '@secgate/core';
import type { SqlExecutor } from '../sql-executor.js';
import { meterStorageDay, principalsToMeter, type StorageDayOutcome } from './meter-storage-day.js';

/** One run of the daily job: the UTC day (`YYYY-MM-DD`) it meters, when it runs, receipt ids, and the free allowance. */
export interface StorageDayRun {
  day: string;
  now: number;
  newId: () => string;
  /** GiB a principal without a plan stores free (the `freeStorageGiB` setting). */
  freeStorageGiB: number;
}

/** What one run of the daily job did for a day. */
export interface StorageDaySummary {
  day: string;
  /** Principals charged by this run (a receipt only where a line cost something). */
  metered: number;
  /** Principals whose day another run had metered already: nothing changed for them. */
  alreadyMetered: number;
  /** Principals visited that stored and sent nothing that day. */
  idle: number;
  chargedMicroUSD: number;
}

const PAGE = 500;

/**
 * The daily job for one UTC day: every principal it may charge, one short transaction each (meterStorageDay), so
 * runs in several processes at once interleave safely and each principal's day is charged once.
 * `guard` wraps each principal's transaction (the embedded store's owner view, memory/).
 */
export async function meterAllPrincipals(
  db: SqlExecutor,
  run: StorageDayRun,
  guard: <T>(principalId: string, write: () => Promise<T>) => Promise<T>,
): Promise<StorageDaySummary> {
  const { day } = run;
  const dayStart = utcDayStart(day);
  if (dayStart === undefined) throw new RangeError(`not a UTC day: ${day}`);
  const summary: StorageDaySummary = { day, metered: 0, alreadyMetered: 0, idle: 0, chargedMicroUSD: 0 };
  for (let after = ''; ;) {
    const ids = await principalsToMeter(db, dayStart, after, PAGE);
    if (ids.length === 0) break;
    for (const principalId of ids) count(summary, await guard(principalId, () => meterStorageDay(db, principalId, { ...run, dayStart })));
    after = ids[ids.length - 1] as string;
  }
  return summary;
}

function count(summary: StorageDaySummary, outcome: StorageDayOutcome): void {
  if (outcome.kind === 'already-metered') summary.alreadyMetered += 1;
  else if (outcome.kind === 'idle') summary.idle += 1;
  else {
    summary.metered += 1;
    summary.chargedMicroUSD += outcome.charge.storage.chargedMicroUSD + outcome.charge.egress.chargedMicroUSD;
  }
}
