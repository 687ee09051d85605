import { type Result, err, ok } from '@secgate/core';
import type { InvalidInputError } from '../calculator-error.js';
import { invalidInput } from '../calculator-error.js';
import type { DependencyGraph } from './dependency-graph.js';

/** What checkReferences reads of an asset: its id and the ids it depends on. */
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
  const resolved = resolveReferences(assets, rawAssets);
  return resolved.ok ? undefined : resolved.error;
}

/**
 * `checkReferences`, and when the rules hold, the dependency graph they describe (each `dependsOn`
 * entry resolved to its asset's index), built in the same pass: at 100,000 assets one map from id
 * to index is worth sharing rather than building once to check and once more to plan.
 */
export function resolveReferences(assets: readonly ReferencingAsset[], rawAssets?: readonly unknown[]): Result<DependencyGraph, InvalidInputError> {
  const n = assets.length;
  const ids = new Array<string>(n);
  const indexOf = new Map<string, number>();
  let edges = 0;
  // Last to first, so that each id keeps the index of its first asset without a lookup before each set.
  for (let i = n - 1; i >= 0; i--) {
    const asset = assets[i] as ReferencingAsset;
    indexOf.set(asset.id, i);
    ids[i] = asset.id;
    edges += asset.dependsOn.length;
  }
  const repeatsAnEarlierId = new Uint8Array(n);
  if (indexOf.size < n) for (let i = 0; i < n; i++) if (indexOf.get(ids[i] as string) !== i) repeatsAnEarlierId[i] = 1;

  const depStart = new Int32Array(n + 1);
  const depList = new Int32Array(edges);
  // listedBy[d] === i + 1 when asset i has already listed asset d: a repeat check without a set per asset.
  const listedBy = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    depStart[i] = k;
    const { id, dependsOn } = assets[i] as ReferencingAsset;
    let dependsOnError: InvalidInputError | undefined;
    for (let j = 0; j < dependsOn.length; j++) {
      const dep = dependsOn[j] as string;
      const d = indexOf.get(dep);
      if (d === undefined) dependsOnError = unknownReference(dep, i, j);
      else if (listedBy[d] === i + 1) dependsOnError = repeatedReference(dep, i, j);
      if (dependsOnError) break;
      listedBy[d as number] = i + 1;
      depList[k++] = d as number;
    }
    const idError = repeatsAnEarlierId[i] === 1 ? duplicateId(id, i) : undefined;
    if (idError && dependsOnError) return err(dependsOnWrittenFirst(rawAssets?.[i]) ? dependsOnError : idError);
    if (idError ?? dependsOnError) return err((idError ?? dependsOnError) as InvalidInputError);
  }
  depStart[n] = k;
  return ok({ ids, depStart, depList });
}

function duplicateId(id: string, i: number): InvalidInputError {
  return invalidInput({
    field: `assets[${i}].id`,
    reason: 'duplicate',
    message: `The asset id ${JSON.stringify(id)} at 'assets[${i}].id' is already used by an earlier asset.`,
  });
}

function unknownReference(dep: string, i: number, j: number): InvalidInputError {
  const field = `assets[${i}].dependsOn[${j}]`;
  return invalidInput({ field, reason: 'unknown-reference', message: `'${field}' names ${JSON.stringify(dep)}, which is not the id of any asset.` });
}

function repeatedReference(dep: string, i: number, j: number): InvalidInputError {
  const field = `assets[${i}].dependsOn[${j}]`;
  return invalidInput({ field, reason: 'duplicate', message: `'${field}' repeats ${JSON.stringify(dep)}, already listed in the same dependsOn.` });
}

function dependsOnWrittenFirst(raw: unknown): boolean {
  if (raw === null || typeof raw !== 'object') return false;
  const keys = Object.keys(raw);
  return keys.indexOf('dependsOn') < keys.indexOf('id');
}
