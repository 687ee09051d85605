import * as v from 'valibot';
import { isTimestamp } from '@secgate/core';

/** Asset criticalities, most critical first: the order used within a restore wave. */
export const ASSET_CRITICALITIES = ['critical', 'high', 'medium', 'low'] as const;
/** One of ASSET_CRITICALITIES. */
export type AssetCriticality = (typeof ASSET_CRITICALITIES)[number];

/** Maximum age of the last restore test, in days, by criticality, when the policy does not say. */
export const DEFAULT_RESTORE_TEST_MAX_AGE_DAYS: Readonly<Record<AssetCriticality, number>> = {
  critical: 90,
  high: 180,
  medium: 365,
  low: 365,
};

const timestamp = v.pipe(
  v.string(),
  v.check((text: string) => isTimestamp(text), 'invalid-timestamp'),
);

/** A finite number: Infinity and NaN cannot be written in JSON and would not survive the answer. */
const finiteNumber = v.pipe(v.number(), v.finite('out-of-range'));

/**
 * The reason of a strict-object issue. valibot reports a missing key, an unknown key and a value
 * that is not an object at all under the same issue type, and core's `fieldErrorFromIssues` reads
 * all of them as `unknown-field`; naming the reason as the message keeps `null` or `[]` in place
 * of an object a `wrong-type`.
 */
const objectReason = (issue: v.StrictObjectIssue): string =>
  issue.received === 'undefined' ? 'required' : issue.expected === 'never' ? 'unknown-field' : 'wrong-type';

const maxAgeDays = (fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), fallback);

const backupsSchema = v.strictObject(
  {
    lastSuccessAt: v.nullable(timestamp),
    lastRestoreTestAt: v.nullable(timestamp),
    offsite: v.boolean(),
    immutable: v.boolean(),
  },
  objectReason,
);

/** The valibot schema of one asset of recover's input. */
export const recoverAssetSchema = v.strictObject(
  {
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    criticality: v.picklist(ASSET_CRITICALITIES),
    rtoHours: v.pipe(finiteNumber, v.gtValue(0)),
    rpoHours: v.pipe(finiteNumber, v.minValue(0)),
    dependsOn: v.optional(v.array(v.string()), () => []),
    backups: backupsSchema,
  },
  objectReason,
);

const restoreTestMaxAgeDaysSchema = v.strictObject(
  {
    critical: maxAgeDays(DEFAULT_RESTORE_TEST_MAX_AGE_DAYS.critical),
    high: maxAgeDays(DEFAULT_RESTORE_TEST_MAX_AGE_DAYS.high),
    medium: maxAgeDays(DEFAULT_RESTORE_TEST_MAX_AGE_DAYS.medium),
    low: maxAgeDays(DEFAULT_RESTORE_TEST_MAX_AGE_DAYS.low),
  },
  objectReason,
);

const policySchema = v.strictObject({ restoreTestMaxAgeDays: v.optional(restoreTestMaxAgeDaysSchema, () => ({})) }, objectReason);

/**
 * The input of `recover`, field by field as docs/calculators.md#recover lists it. Cross-field rules (unique
 * ids, known references, no repeats in `dependsOn`) are checked afterwards by `checkReferences`.
 */
export const recoverSchema = v.strictObject(
  {
    asOf: timestamp,
    assets: v.pipe(v.array(recoverAssetSchema), v.minLength(1)),
    policy: v.optional(policySchema, () => ({})),
  },
  objectReason,
);

/** What a caller passes to `recover`. */
export type RecoverInput = v.InferInput<typeof recoverSchema>;
/** The input once read: defaults filled in. */
export type ParsedRecoverInput = v.InferOutput<typeof recoverSchema>;
/** One asset once read: `dependsOn` defaulted to none. */
export type ParsedRecoverAsset = v.InferOutput<typeof recoverAssetSchema>;
