import { parseTimestamp } from '@secgate/core';
import { compareCodeUnits } from './code-unit-order.js';
import type { AssetCheck, ImmutableCheck, OffsiteCheck, RestoreTestCheck, RpoCheck, RtoOrderCheck } from './recover-answer.js';
import type { AssetCriticality } from './recover-schema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

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

export interface RtoDependency {
  readonly id: string;
  readonly rtoHours: number;
}

/** The five checks of one asset, in the order rpo, restore-test, offsite, immutable, rto-order. */
export function assetChecks(asset: CheckedAsset, asOfMs: number, maxAgeDays: number, dependencies: readonly RtoDependency[]): AssetCheck[] {
  return [
    rpoCheck(asset.backups.lastSuccessAt, asset.rpoHours, asOfMs),
    restoreTestCheck(asset.backups.lastRestoreTestAt, maxAgeDays, asOfMs),
    offsiteCheck(asset.backups.offsite),
    immutableCheck(asset.backups.immutable, asset.criticality),
    rtoOrderCheck(asset.rtoHours, dependencies),
  ];
}

/**
 * Milliseconds from `at` to asOf, or null when there is no `at` or it is later than asOf: a backup
 * dated after asOf did not exist at asOf.
 */
export function ageAtAsOf(at: string | null, asOfMs: number): number | null {
  if (at === null) return null;
  const ms = parseTimestamp(at);
  if (ms === undefined) throw new Error(`Unreadable timestamp ${JSON.stringify(at)}: validate with recoverSchema first.`);
  return ms <= asOfMs ? asOfMs - ms : null;
}

/**
 * Fails without a successful backup at or before asOf, or when its age exceeds the RPO. The age is
 * rounded to 2 decimals first, so the status always agrees with the figures shown.
 */
export function rpoCheck(lastSuccessAt: string | null, rpoHours: number, asOfMs: number): RpoCheck {
  const ms = ageAtAsOf(lastSuccessAt, asOfMs);
  const ageHours = ms === null ? null : Math.round(ms / (HOUR_MS / 100)) / 100;
  const status = ageHours === null || ageHours > rpoHours ? 'fail' : 'pass';
  return { check: 'rpo', status, ageHours, rpoHours };
}

/** Fails without a restore test at or before asOf, or when its age in whole days exceeds the policy's maximum. */
export function restoreTestCheck(lastRestoreTestAt: string | null, maxAgeDays: number, asOfMs: number): RestoreTestCheck {
  const ms = ageAtAsOf(lastRestoreTestAt, asOfMs);
  const ageDays = ms === null ? null : Math.floor(ms / DAY_MS);
  const status = ageDays === null || ageDays > maxAgeDays ? 'fail' : 'pass';
  return { check: 'restore-test', status, ageDays, maxAgeDays };
}

/** 3-2-1: one copy off site. */
export function offsiteCheck(offsite: boolean): OffsiteCheck {
  return { check: 'offsite', status: offsite ? 'pass' : 'fail', offsite };
}

/** 3-2-1-1-0: one immutable or air-gapped copy; required for critical and high, advised for medium and low. */
export function immutableCheck(immutable: boolean, criticality: AssetCriticality): ImmutableCheck {
  if (immutable) return { check: 'immutable', status: 'pass', immutable };
  const status = criticality === 'critical' || criticality === 'high' ? 'fail' : 'warn';
  return { check: 'immutable', status, immutable };
}

/** Fails when a direct dependency has a longer RTO: the asset cannot be back before it is. */
export function rtoOrderCheck(rtoHours: number, dependencies: readonly RtoDependency[]): RtoOrderCheck {
  const blockingDependencies = dependencies
    .filter((d) => d.rtoHours > rtoHours)
    .map((d) => d.id)
    .sort(compareCodeUnits);
  return { check: 'rto-order', status: blockingDependencies.length > 0 ? 'fail' : 'pass', rtoHours, blockingDependencies };
}
