import type { RecoveryWave } from './compute-waves.js';
import type { AssetCriticality } from './recover-schema.js';

export type CheckStatus = 'pass' | 'fail' | 'warn';

export interface RpoCheck {
  check: 'rpo';
  status: 'pass' | 'fail';
  /** Hours from the last successful backup to asOf, 2 decimals; null when there is none at or before asOf. */
  ageHours: number | null;
  rpoHours: number;
}

export interface RestoreTestCheck {
  check: 'restore-test';
  status: 'pass' | 'fail';
  /** Whole days from the last restore test to asOf; null when there is none at or before asOf. */
  ageDays: number | null;
  maxAgeDays: number;
}

export interface OffsiteCheck {
  check: 'offsite';
  status: 'pass' | 'fail';
  offsite: boolean;
}

export interface ImmutableCheck {
  check: 'immutable';
  status: CheckStatus;
  immutable: boolean;
}

export interface RtoOrderCheck {
  check: 'rto-order';
  status: 'pass' | 'fail';
  rtoHours: number;
  /** Direct dependencies with a longer RTO than the asset, by id. */
  blockingDependencies: string[];
}

export type AssetCheck = RpoCheck | RestoreTestCheck | OffsiteCheck | ImmutableCheck | RtoOrderCheck;

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
