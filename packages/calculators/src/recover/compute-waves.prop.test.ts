import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order.js';
import { type WaveAsset, computeWaves } from './compute-waves.js';
import { ASSET_CRITICALITIES } from './recover-schema.js';

/** Ids with characters whose code-unit order differs from locale order (case, accents, surrogates). */
const ids = (min: number, max: number) =>
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4, unit: fc.constantFrom('a', 'b', 'B', 'é', '1', '-', '𝟘', 'ｱ') }), {
    minLength: min,
    maxLength: max,
  });

/** An acyclic estate: each asset depends only on assets generated before it; then shuffled. */
const acyclicEstate = ids(1, 40)
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.tuple(...names.map((_, i) => fc.uniqueArray(fc.nat({ max: Math.max(0, i - 1) }), { maxLength: i === 0 ? 0 : Math.min(i, 4) }))),
      fc.array(fc.constantFrom(...ASSET_CRITICALITIES), { minLength: names.length, maxLength: names.length }),
    ),
  )
  .chain(([names, deps, criticalities]) => {
    const generated: WaveAsset[] = names.map((id, i) => ({
      id,
      criticality: criticalities[i] as (typeof ASSET_CRITICALITIES)[number],
      dependsOn: (deps[i] as number[]).map((d) => names[d] as string),
    }));
    return fc.tuple(fc.constant(generated), fc.shuffledSubarray(generated, { minLength: generated.length }));
  });

/** Any graph: each asset depends on any assets, itself included. */
const anyGraph = ids(1, 12).chain((names) =>
  fc
    .tuple(fc.constant(names), fc.tuple(...names.map(() => fc.uniqueArray(fc.nat({ max: names.length - 1 }), { maxLength: 3 }))))
    .map(([ns, deps]): WaveAsset[] => ns.map((id, i) => ({ id, criticality: 'medium', dependsOn: (deps[i] as number[]).map((d) => ns[d] as string) }))),
);

/** The longest dependency chain ending at each asset, counted in assets, in generation order. */
function longestChains(generated: readonly WaveAsset[]): Map<string, number> {
  const chain = new Map<string, number>();
  for (const asset of generated) chain.set(asset.id, 1 + Math.max(0, ...asset.dependsOn.map((d) => chain.get(d) as number)));
  return chain;
}

describe('computeWaves properties', () => {
  it('places every dependency in an earlier wave and needs exactly as many waves as the longest chain', () => {
    fc.assert(
      fc.property(acyclicEstate, ([generated, shuffled]) => {
        const result = computeWaves(shuffled);
        if (!result.ok) return false;
        const waveOf = new Map(result.value.waves.flatMap((w) => w.assets.map((id) => [id, w.wave] as const)));
        expect(waveOf.size).toBe(shuffled.length);
        for (const asset of shuffled) {
          for (const dep of asset.dependsOn) expect(waveOf.get(dep)).toBeLessThan(waveOf.get(asset.id) as number);
        }
        const chains = longestChains(generated);
        expect(result.value.waves.length).toBe(Math.max(...chains.values()));
        for (const [id, length] of chains) expect(waveOf.get(id)).toBe(length);
        return true;
      }),
    );
  });

  it('lists waves from 1 up, each ordered by criticality then id', () => {
    fc.assert(
      fc.property(acyclicEstate, ([, shuffled]) => {
        const result = computeWaves(shuffled);
        if (!result.ok) return false;
        const byId = new Map(shuffled.map((a) => [a.id, a]));
        result.value.waves.forEach((w, i) => {
          expect(w.wave).toBe(i + 1);
          const expected = [...w.assets].sort(
            (x, y) =>
              ASSET_CRITICALITIES.indexOf(byId.get(x)?.criticality as never) - ASSET_CRITICALITIES.indexOf(byId.get(y)?.criticality as never) ||
              compareCodeUnits(x, y),
          );
          expect(w.assets).toEqual(expected);
        });
        return true;
      }),
    );
  });

  it('gives the same waves whatever order the assets come in', () => {
    fc.assert(
      fc.property(acyclicEstate, ([generated, shuffled]) => {
        const one = computeWaves(generated);
        const two = computeWaves(shuffled);
        expect(one.ok && one.value.waves).toEqual(two.ok && two.value.waves);
      }),
    );
  });

  it('reports a real cycle of the input when it reports one, and valid waves otherwise', () => {
    fc.assert(
      fc.property(anyGraph, (assets) => {
        const depsOf = new Map(assets.map((a) => [a.id, new Set(a.dependsOn)]));
        const result = computeWaves(assets);
        if (result.ok) {
          const waveOf = new Map(result.value.waves.flatMap((w) => w.assets.map((id) => [id, w.wave] as const)));
          expect(waveOf.size).toBe(assets.length);
          // A ranking where every dependency is strictly lower exists only when the graph is acyclic.
          for (const asset of assets) {
            for (const dep of asset.dependsOn) expect(waveOf.get(dep)).toBeLessThan(waveOf.get(asset.id) as number);
          }
          return;
        }
        const cycle = result.error.assets;
        expect(result.error.code).toBe('dependency-cycle');
        expect(cycle.length).toBeGreaterThan(0);
        expect(new Set(cycle).size).toBe(cycle.length);
        cycle.forEach((id, i) => expect(depsOf.get(id)?.has(cycle[(i + 1) % cycle.length] as string)).toBe(true));
        expect([...cycle].sort(compareCodeUnits)[0]).toBe(cycle[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('reports the same cycle, or the same waves, whatever order the assets and their dependencies come in', () => {
    fc.assert(
      fc.property(
        anyGraph.chain((assets) =>
          fc.tuple(
            fc.constant(assets),
            fc
              .shuffledSubarray(assets, { minLength: assets.length })
              .chain((shuffled) =>
                fc.tuple(
                  ...shuffled.map((a) => fc.shuffledSubarray([...a.dependsOn], { minLength: a.dependsOn.length }).map((dependsOn) => ({ ...a, dependsOn }))),
                ),
              ),
          ),
        ),
        ([assets, reordered]) => {
          const outcome = (list: WaveAsset[]) => {
            const result = computeWaves(list);
            return result.ok ? result.value.waves : result.error;
          };
          expect(outcome(reordered)).toEqual(outcome(assets));
        },
      ),
    );
  });
});
