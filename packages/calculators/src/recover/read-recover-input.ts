import * as v from 'valibot';
import { type Result, ok, parseTimestamp } from '@secgate/core';
import { type InvalidInputError, parseInput } from '../calculator-error.js';
import { ASSET_CRITICALITIES, type ParsedRecoverAsset, type ParsedRecoverInput, recoverSchema } from './recover-schema.js';
import type { TimestampReader } from './timestamp-reader.js';

/**
 * Reads the input of `recover` as `parseInput(recoverSchema, input)` does, to the same value or
 * the same error.
 *
 * valibot copies every object and array it reads and allocates a dataset per field: at 100,000
 * assets that was most of recover's time and garbage. So an input whose assets are all plainly
 * valid is read as it stands (only a missing `dependsOn` gets its default), and anything the
 * fast check is not sure of goes to the full valibot parse, which decides and words the error.
 * The fast check only ever accepts what recoverSchema accepts: read-recover-input.prop.test.ts
 * holds the two readings equal on valid and invalid inputs alike.
 */
export function readRecoverInput(input: unknown, readTimestamp: TimestampReader = parseTimestamp): Result<ParsedRecoverInput, InvalidInputError> {
  const isTimestamp = (value: unknown): value is string => typeof value === 'string' && readTimestamp(value) !== undefined;
  const read = readPlainlyValidInput(input, isTimestamp);
  return read ? ok(read) : parseInput(recoverSchema, input);
}

const INPUT_KEYS = ['asOf', 'assets', 'policy'] as const;
const ASSET_KEYS = ['id', 'criticality', 'rtoHours', 'rpoHours', 'dependsOn', 'backups'] as const;
const BACKUP_KEYS = ['lastSuccessAt', 'lastRestoreTestAt', 'offsite', 'immutable'] as const;
const MAX_ID_LENGTH = 200;

type IsTimestamp = (value: unknown) => value is string;

/** The input without copying it, or undefined when the fast check is not sure it is valid. */
function readPlainlyValidInput(input: unknown, isTimestamp: IsTimestamp): ParsedRecoverInput | undefined {
  if (!isRecordOf(input, INPUT_KEYS)) return undefined;
  const { asOf, assets } = input;
  if (!isTimestamp(asOf) || !Array.isArray(assets) || assets.length === 0) return undefined;
  let missingDependsOn = false;
  for (let i = 0; i < assets.length; i++) {
    const asset: unknown = assets[i];
    if (!isPlainlyValidAsset(asset, isTimestamp)) return undefined;
    if (asset.dependsOn === undefined) missingDependsOn = true;
  }
  // The policy is a handful of fields: valibot reads it, defaults and all.
  const policy = v.safeParse(recoverSchema.entries.policy, input.policy);
  if (!policy.success) return undefined;
  const parsedAssets = missingDependsOn ? assets.map(withDependsOn) : (assets as ParsedRecoverAsset[]);
  return { asOf, assets: parsedAssets, policy: policy.output };
}

type PlainAsset = Omit<ParsedRecoverAsset, 'dependsOn'> & { dependsOn?: string[] };

/** recoverAssetSchema, field by field. */
function isPlainlyValidAsset(asset: unknown, isTimestamp: IsTimestamp): asset is PlainAsset {
  if (!isRecordOf(asset, ASSET_KEYS)) return false;
  const { id, criticality, rtoHours, rpoHours, dependsOn, backups } = asset;
  return (
    typeof id === 'string' &&
    id.length >= 1 &&
    id.length <= MAX_ID_LENGTH &&
    (ASSET_CRITICALITIES as readonly unknown[]).includes(criticality) &&
    typeof rtoHours === 'number' &&
    Number.isFinite(rtoHours) &&
    rtoHours > 0 &&
    typeof rpoHours === 'number' &&
    Number.isFinite(rpoHours) &&
    rpoHours >= 0 &&
    (dependsOn === undefined || isListOfStrings(dependsOn)) &&
    isPlainlyValidBackups(backups, isTimestamp)
  );
}

function isPlainlyValidBackups(backups: unknown, isTimestamp: IsTimestamp): boolean {
  if (!isRecordOf(backups, BACKUP_KEYS)) return false;
  const { lastSuccessAt, lastRestoreTestAt, offsite, immutable } = backups;
  return (
    (lastSuccessAt === null || isTimestamp(lastSuccessAt)) &&
    (lastRestoreTestAt === null || isTimestamp(lastRestoreTestAt)) &&
    typeof offsite === 'boolean' &&
    typeof immutable === 'boolean'
  );
}

function isListOfStrings(list: unknown): list is string[] {
  if (!Array.isArray(list)) return false;
  // Indexed like valibot's array schema, so a hole reads as undefined and is refused.
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return false;
  return true;
}

/**
 * A non-array object whose keys (inherited enumerable ones included, as valibot's strict
 * objects see them) are all among `keys`. Arrays are left to valibot, which reports them.
 */
function isRecordOf<K extends string>(value: unknown, keys: readonly K[]): value is Partial<Record<K, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (!(keys as readonly string[]).includes(key)) return false;
  return true;
}

/** An asset written without `dependsOn` (or with it undefined) reads as depending on nothing. */
function withDependsOn(asset: PlainAsset): ParsedRecoverAsset {
  return asset.dependsOn === undefined ? { ...asset, dependsOn: [] } : (asset as ParsedRecoverAsset);
}
