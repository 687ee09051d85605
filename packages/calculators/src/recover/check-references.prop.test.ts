import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InvalidInputError, invalidInput } from '../calculator-error.js';
import { type ReferencingAsset, resolveReferences } from './check-references.js';
import { buildDependencyGraph } from './dependency-graph.js';

/** The rules stated as plainly as they read: sets of ids, one asset after the other. */
function firstReferenceError(assets: readonly ReferencingAsset[], rawAssets: readonly unknown[]): InvalidInputError | undefined {
  const ids = new Set(assets.map((asset) => asset.id));
  const earlier = new Set<string>();
  for (const [i, asset] of assets.entries()) {
    const idError = earlier.has(asset.id)
      ? invalidInput({
          field: `assets[${i}].id`,
          reason: 'duplicate',
          message: `The asset id ${JSON.stringify(asset.id)} at 'assets[${i}].id' is already used by an earlier asset.`,
        })
      : undefined;
    earlier.add(asset.id);
    let dependsOnError: InvalidInputError | undefined;
    const listed = new Set<string>();
    for (const [j, dep] of asset.dependsOn.entries()) {
      const field = `assets[${i}].dependsOn[${j}]`;
      if (!ids.has(dep))
        dependsOnError = invalidInput({
          field,
          reason: 'unknown-reference',
          message: `'${field}' names ${JSON.stringify(dep)}, which is not the id of any asset.`,
        });
      else if (listed.has(dep))
        dependsOnError = invalidInput({
          field,
          reason: 'duplicate',
          message: `'${field}' repeats ${JSON.stringify(dep)}, already listed in the same dependsOn.`,
        });
      if (dependsOnError) break;
      listed.add(dep);
    }
    const keys = Object.keys(rawAssets[i] as object);
    if (idError && dependsOnError) return keys.indexOf('dependsOn') < keys.indexOf('id') ? dependsOnError : idError;
    if (idError ?? dependsOnError) return idError ?? dependsOnError;
  }
  return undefined;
}

const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const writtenAsset = fc.record({ id: name, dependsOn: fc.array(name, { maxLength: 3 }), dependsOnFirst: fc.boolean() });
// Half the estates have unique ids, so that the other rules and the graph get their turn.
const assets = fc.oneof(
  fc.array(writtenAsset, { minLength: 1, maxLength: 8 }),
  fc.uniqueArray(writtenAsset, { minLength: 1, maxLength: 6, selector: (asset) => asset.id }),
);

describe('resolveReferences', () => {
  it('reports what the plainly stated rules report, and otherwise the graph of the assets', () => {
    fc.assert(
      fc.property(assets, (written) => {
        const referencing = written.map(({ id, dependsOn }) => ({ id, dependsOn }));
        const raw = written.map(({ id, dependsOn, dependsOnFirst }) => (dependsOnFirst ? { dependsOn, id } : { id, dependsOn }));
        const resolved = resolveReferences(referencing, raw);
        const expected = firstReferenceError(referencing, raw);
        if (expected) expect(resolved).toEqual({ ok: false, error: expected });
        else expect(resolved).toEqual({ ok: true, value: buildDependencyGraph(referencing) });
      }),
      { numRuns: 2_000 },
    );
  });
});
