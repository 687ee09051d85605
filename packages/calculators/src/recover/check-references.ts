import type { InvalidInputError } from '../calculator-error.js';
import { invalidInput } from '../calculator-error.js';

export interface ReferencingAsset {
  readonly id: string;
  readonly dependsOn: readonly string[];
}

/**
 * The cross-field rules of `assets`, checked once the schema has passed: ids are unique (the later
 * occurrence is reported), every `dependsOn` entry names an asset (`unknown-reference`) and none is
 * repeated (`duplicate`). Reports the first failure in document order. `rawAssets`, the assets as
 * they were written, decides which comes first when an asset's `dependsOn` is written before its
 * `id`.
 */
export function checkReferences(assets: readonly ReferencingAsset[], rawAssets?: readonly unknown[]): InvalidInputError | undefined {
  const ids = new Set<string>();
  for (const asset of assets) ids.add(asset.id);

  const seen = new Set<string>();
  for (let i = 0; i < assets.length; i++) {
    const asset = assets[i] as ReferencingAsset;
    const idError = seen.has(asset.id) ? invalidInput({
          field: `assets[${i}].id`,
          reason: 'duplicate',
          message: `The asset id ${JSON.stringify(asset.id)} at 'assets[${i}].id' is already used by an earlier asset.`,
        }) : undefined;
    seen.add(asset.id);
    const dependsOnError = firstDependsOnError(asset.dependsOn, ids, i);
    if (idError && dependsOnError) return dependsOnWrittenFirst(rawAssets?.[i]) ? dependsOnError : idError;
    if (idError ?? dependsOnError) return idError ?? dependsOnError;
  }
  return undefined;
}

function firstDependsOnError(dependsOn: readonly string[], ids: ReadonlySet<string>, i: number): InvalidInputError | undefined {
  const seen = new Set<string>();
  for (let j = 0; j < dependsOn.length; j++) {
    const dep = dependsOn[j] as string;
    const field = `assets[${i}].dependsOn[${j}]`;
    if (!ids.has(dep)) {
      const message = `'${field}' names ${JSON.stringify(dep)}, which is not the id of any asset.`;
      return invalidInput({ field, reason: 'unknown-reference', message });
    }
    if (seen.has(dep)) {
      const message = `'${field}' repeats ${JSON.stringify(dep)}, already listed in the same dependsOn.`;
      return invalidInput({ field, reason: 'duplicate', message });
    }
    seen.add(dep);
  }
  return undefined;
}

function dependsOnWrittenFirst(raw: unknown): boolean {
  if (raw === null || typeof raw !== 'object') return false;
  const keys = Object.keys(raw);
  return keys.indexOf('dependsOn') < keys.indexOf('id');
}
