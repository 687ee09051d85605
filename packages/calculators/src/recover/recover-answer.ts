import type { RecoveryWave } from './compute-waves.js';
import type { AssetCriticality } from './recover-schema.js';

/** A check's outcome; only the immutable check can `warn` (no immutable copy of a medium or low asset). */
export type CheckStatus = 'pass' | 'fail' | 'warn';

/** Whether the last successful backup is within the RPO of asOf. */
export interface RpoCheck {
  check: 'rpo';
  status: 'pass' | 'fail';
  /** Hours from the last successful backup to asOf, 2 decimals; null when there is none at or before asOf. */
  ageHours: number | null;
  rpoHours: number;
}

/** Whether the last restore test is recent enough for the asset's criticality. */
export interface RestoreTestCheck {
  check: 'restore-test';
  status: 'pass' | 'fail';
  /** Whole days from the last restore test to asOf; null when there is none at or before asOf. */
  ageDays: number | null;
  maxAgeDays: number;
}

/** Whether a copy is kept off site. */
export interface OffsiteCheck {
  check: 'offsite';
  status: 'pass' | 'fail';
  offsite: boolean;
}

/**
 * Whether an immutable or air-gapped copy exists: `fail` without one for critical and high assets, `warn` for others.
 */
export interface ImmutableCheck {
  check: 'immutable';
  status: CheckStatus;
  immutable: boolean;
}

/** Whether the asset can meet its RTO: no dependency it waits for may have a longer one. */
export interface RtoOrderCheck {
  check: 'rto-order';
  status: 'pass' | 'fail';
  rtoHours: number;
  /** Direct dependencies with a longer RTO than the asset, by id. */
  blockingDependencies: string[];
}

/** One of the five checks of an asset, told apart by `check`. */
export type AssetCheck = RpoCheck | RestoreTestCheck | OffsiteCheck | ImmutableCheck | RtoOrderCheck;

/** One asset of recover's answer: its wave, its targets, its dependencies and its five checks. */
export interface RecoverAssetAnswer {
  id: string;
  wave: number;
  criticality: AssetCriticality;
  rtoHours: number;
  rpoHours: number;
  /** Sorted by id. */
  dependsOn: string[];
  /** rpo, restore-test, offsite, immutable, rto-order. */
  checks: AssetCheck[];
}

/** recover's answer: the restore waves, every asset with its checks, a summary of failures, and notes. */
export interface RecoverAnswer {
  asOf: string;
  waves: RecoveryWave[];
  /** In wave order: the order of `waves` flattened. */
  assets: RecoverAssetAnswer[];
  summary: {
    assets: number;
    waves: number;
    /** How many assets fail each check (a warn is not a failure). */
    failing: { rpo: number; restoreTest: number; offsite: number; immutable: number; rtoOrder: number };
  };
  notes: string[];
  csf: { function: 'RECOVER'; subcategories: ['RC.RP-02', 'RC.RP-03', 'RC.RP-05'] };
}
