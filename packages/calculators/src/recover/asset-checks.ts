import { parseTimestamp } from '@secgate/core';
import { sortByCodeUnits } from './code-unit-order.js';
import type { CheckInterner } from './intern-checks.js';
import type { TimestampReader } from './timestamp-reader.js';
import type { AssetCheck, ImmutableCheck, OffsiteCheck, RestoreTestCheck, RpoCheck, RtoOrderCheck } from './recover-answer.js';
import type { AssetCriticality } from './recover-schema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What assetChecks reads of an asset: its criticality, RTO, RPO and backups. */
export interface CheckedAsset {
  readonly criticality: AssetCriticality;
  readonly rtoHours: number;
  readonly rpoHours: number;
  readonly backups: {
    readonly lastSuccessAt: string | null;
    readonly lastRestoreTestAt: string | null;
    readonly offsite: boolean;
    readonly immutable: boolean;
  };
}

/** A dependency's id and RTO, for the rto-order check. */
export interface RtoDependency {
  readonly id: string;
  readonly rtoHours: number;
}

/**
 * The five checks of one asset, in the order rpo, restore-test, offsite, immutable, rto-order.
 * `asOfMs` is the "now" in epoch milliseconds; `maxAgeDays` the oldest restore test that passes;
 * `dependencies` the assets it waits for, whose RTO must not exceed its own.
 *
 * @example
 * import { assetChecks } from '@secgate/calculators';
 *
 * const checks = assetChecks(
 *   {
 *     criticality: 'critical',
 *     rtoHours: 4,
 *     rpoHours: 24,
 *     backups: { lastSuccessAt: '2026-02-27T02:00:00Z', lastRestoreTestAt: null, offsite: true, immutable: false },
 *   },
 *   Date.parse('2026-03-02T08:00:00Z'),
 *   90,
 *   [{ id: 'dns', rtoHours: 8 }],
 * );
 * checks.map((check) => `${check.check} ${check.status}`);
 * //=> ['rpo fail', 'restore-test fail', 'offsite pass', 'immutable fail', 'rto-order fail']
 * checks[0];
 * //=> { check: 'rpo', status: 'fail', ageHours: 78, rpoHours: 24 }
 */
export function assetChecks(
  asset: CheckedAsset,
  asOfMs: number,
  maxAgeDays: number,
  dependencies: readonly RtoDependency[],
  readTimestamp: TimestampReader = parseTimestamp,
  intern: CheckInterner = (check) => check,
): AssetCheck[] {
  return [
    intern(rpoCheck(asset.backups.lastSuccessAt, asset.rpoHours, asOfMs, readTimestamp)),
    intern(restoreTestCheck(asset.backups.lastRestoreTestAt, maxAgeDays, asOfMs, readTimestamp)),
    offsiteCheck(asset.backups.offsite),
    immutableCheck(asset.backups.immutable, asset.criticality),
    intern(rtoOrderCheck(asset.rtoHours, dependencies)),
  ];
}

/**
 * Milliseconds from `at` to asOf, or null when there is no `at` or it is later than asOf: a backup
 * dated after asOf did not exist at asOf.
 */
export function ageAtAsOf(at: string | null, asOfMs: number, readTimestamp: TimestampReader = parseTimestamp): number | null {
  if (at === null) return null;
  const ms = readTimestamp(at);
  if (ms === undefined) throw new Error(`Unreadable timestamp ${JSON.stringify(at)}: validate with recoverSchema first.`);
  return ms <= asOfMs ? asOfMs - ms : null;
}

/**
 * Fails without a successful backup at or before asOf, or when its age exceeds the RPO. The age is
 * rounded to 2 decimals first, so the status always agrees with the figures shown.
 */
export function rpoCheck(lastSuccessAt: string | null, rpoHours: number, asOfMs: number, readTimestamp?: TimestampReader): RpoCheck {
  const ms = ageAtAsOf(lastSuccessAt, asOfMs, readTimestamp);
  const ageHours = ms === null ? null : Math.round(ms / (HOUR_MS / 100)) / 100;
  const status = ageHours === null || ageHours > rpoHours ? 'fail' : 'pass';
  return { check: 'rpo', status, ageHours, rpoHours };
}

/** Fails without a restore test at or before asOf, or when its age in whole days exceeds the policy's maximum. */
export function restoreTestCheck(lastRestoreTestAt: string | null, maxAgeDays: number, asOfMs: number, readTimestamp?: TimestampReader): RestoreTestCheck {
  const ms = ageAtAsOf(lastRestoreTestAt, asOfMs, readTimestamp);
  const ageDays = ms === null ? null : Math.floor(ms / DAY_MS);
  const status = ageDays === null || ageDays > maxAgeDays ? 'fail' : 'pass';
  return { check: 'restore-test', status, ageDays, maxAgeDays };
}

/*
 * The offsite and immutable checks depend on a flag and a criticality only: each of their five
 * possible records is one shared, frozen object (the others are shared by value, intern-checks.ts).
 * At 100,000 assets that is 200,000 objects fewer for the answer to hold and the collector to
 * copy. Frozen, so a caller changing one asset's record cannot change another's.
 */
const OFFSITE: Readonly<Record<'yes' | 'no', Readonly<OffsiteCheck>>> = {
  yes: Object.freeze({ check: 'offsite', status: 'pass', offsite: true }),
  no: Object.freeze({ check: 'offsite', status: 'fail', offsite: false }),
};
const IMMUTABLE: Readonly<Record<'pass' | 'fail' | 'warn', Readonly<ImmutableCheck>>> = {
  pass: Object.freeze({ check: 'immutable', status: 'pass', immutable: true }),
  fail: Object.freeze({ check: 'immutable', status: 'fail', immutable: false }),
  warn: Object.freeze({ check: 'immutable', status: 'warn', immutable: false }),
};

/** 3-2-1: one copy off site. */
export function offsiteCheck(offsite: boolean): OffsiteCheck {
  return OFFSITE[offsite ? 'yes' : 'no'];
}

/** 3-2-1-1-0: one immutable or air-gapped copy; required for critical and high, advised for medium and low. */
export function immutableCheck(immutable: boolean, criticality: AssetCriticality): ImmutableCheck {
  if (immutable) return IMMUTABLE.pass;
  return criticality === 'critical' || criticality === 'high' ? IMMUTABLE.fail : IMMUTABLE.warn;
}

/** Fails when a direct dependency has a longer RTO: the asset cannot be back before it is. */
export function rtoOrderCheck(rtoHours: number, dependencies: readonly RtoDependency[]): RtoOrderCheck {
  let count = 0;
  for (let k = 0; k < dependencies.length; k++) if ((dependencies[k] as RtoDependency).rtoHours > rtoHours) count++;
  // Sized exactly rather than grown by push: the list stays in the answer, for every asset.
  const blockingDependencies = new Array<string>(count);
  count = 0;
  for (let k = 0; k < dependencies.length; k++) {
    const d = dependencies[k] as RtoDependency;
    if (d.rtoHours > rtoHours) blockingDependencies[count++] = d.id;
  }
  sortByCodeUnits(blockingDependencies);
  return { check: 'rto-order', status: blockingDependencies.length > 0 ? 'fail' : 'pass', rtoHours, blockingDependencies };
}
