// recover (DR, NIST CSF 2.0 RECOVER): restore waves by dependency and backup checks per asset.
export { recover } from './recover.js';
export { recoverExample } from './recover-example.js';
export {
  ASSET_CRITICALITIES,
  DEFAULT_RESTORE_TEST_MAX_AGE_DAYS,
  recoverSchema,
  recoverAssetSchema,
  type AssetCriticality,
  type ParsedRecoverAsset,
  type ParsedRecoverInput,
  type RecoverInput,
} from './recover-schema.js';
export type {
  AssetCheck,
  CheckStatus,
  ImmutableCheck,
  OffsiteCheck,
  RecoverAnswer,
  RecoverAssetAnswer,
  RestoreTestCheck,
  RpoCheck,
  RtoOrderCheck,
} from './recover-answer.js';
export { computeWaves, type RecoveryWave, type WaveAsset, type WavePlan } from './compute-waves.js';
export { findCycle } from './find-cycle.js';
export { buildDependencyGraph, type DependencyGraph } from './dependency-graph.js';
export { checkReferences, type ReferencingAsset } from './check-references.js';
export { assetChecks, immutableCheck, offsiteCheck, restoreTestCheck, rpoCheck, rtoOrderCheck, type CheckedAsset, type RtoDependency } from './asset-checks.js';
