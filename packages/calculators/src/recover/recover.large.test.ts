import { describe, expect, it } from 'vitest';
import type { RecoverInput } from './recover-schema.js';
import { recover } from './recover.js';

const backups = { lastSuccessAt: '2025-06-30T08:00:00Z', lastRestoreTestAt: '2025-06-01T00:00:00Z', offsite: true, immutable: true };
const idOf = (i: number) => `asset-${String(i).padStart(6, '0')}`;
const ASSET_CRITICALITIES = ['critical', 'high', 'medium', 'low'] as const;

/** A deterministic pseudo-random sequence (no Math.random in this package, tests included). */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('recover at scale', () => {
  it('plans 100,000 assets with about 300,000 dependencies', () => {
    const n = 100_000;
    const random = lcg(42);
    const layer = (i: number) => Math.floor(i / 1_000); // 100 layers of 1,000 assets
    const assets: RecoverInput['assets'] = [];
    let edges = 0;
    for (let i = 0; i < n; i++) {
      const dependsOn = new Set<string>();
      if (layer(i) > 0) {
        dependsOn.add(idOf(i - 1_000)); // guarantees the asset sits exactly one wave after the layer below
        for (let k = 0; k < 2; k++) dependsOn.add(idOf(Math.floor(random() * layer(i) * 1_000)));
      }
      edges += dependsOn.size;
      const criticality = ASSET_CRITICALITIES[i % 4] as (typeof ASSET_CRITICALITIES)[number];
      assets.push({ id: idOf(i), criticality, rtoHours: 1 + (i % 7), rpoHours: 24, dependsOn: [...dependsOn], backups });
    }
    // Written out of order, so the plan cannot lean on the input order.
    assets.reverse();
    expect(edges).toBeGreaterThan(290_000);

    const result = recover({ asOf: '2025-06-30T09:00:00Z', assets });
    if (!result.ok) throw new Error(result.error.message);
    const answer = result.value;
    expect(answer.summary.assets).toBe(n);
    expect(answer.summary.waves).toBe(100);
    expect(answer.waves.every((w, i) => w.wave === i + 1 && w.assets.length === 1_000)).toBe(true);
    expect(answer.waves[0]?.assets.slice(0, 2)).toEqual([idOf(0), idOf(4)]);
    const waveOf = new Map(answer.assets.map((a) => [a.id, a.wave]));
    expect(answer.assets.every((a) => a.dependsOn.every((d) => (waveOf.get(d) as number) < a.wave))).toBe(true);
  });

  it('plans a chain 100,000 assets long without running out of stack', () => {
    const n = 100_000;
    const assets = Array.from({ length: n }, (_, i) => ({
      id: idOf(i),
      criticality: 'high' as const,
      rtoHours: 4,
      rpoHours: 24,
      dependsOn: i === 0 ? [] : [idOf(i - 1)],
      backups,
    }));
    const result = recover({ asOf: '2025-06-30T09:00:00Z', assets: assets.reverse() });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.summary.waves).toBe(n);
    expect(result.value.assets[0]?.id).toBe(idOf(0));
    expect(result.value.assets[n - 1]).toMatchObject({ id: idOf(n - 1), wave: n });
  });

  it('finds the cycle closing a chain 100,000 assets long', () => {
    const n = 100_000;
    const assets = Array.from({ length: n }, (_, i) => ({
      id: idOf(i),
      criticality: 'high' as const,
      rtoHours: 4,
      rpoHours: 24,
      dependsOn: [idOf((i + 1) % n)],
      backups,
    }));
    const result = recover({ asOf: '2025-06-30T09:00:00Z', assets });
    if (result.ok) throw new Error('expected a cycle');
    expect(result.error.code).toBe('dependency-cycle');
    if (result.error.code !== 'dependency-cycle') return;
    expect(result.error.assets).toHaveLength(n);
    expect(result.error.assets.slice(0, 2)).toEqual([idOf(0), idOf(1)]);
    expect(result.error.message.length).toBeLessThan(400);
  });
});
