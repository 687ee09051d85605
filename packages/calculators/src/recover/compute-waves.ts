import { type Result, err, ok } from '@secgate/core';
import type { DependencyCycleError } from '../calculator-error.js';
import { compareCodeUnits } from './code-unit-order.js';
import { type DependencyGraph, buildDependencyGraph } from './dependency-graph.js';
import { findCycle } from './find-cycle.js';
import { ASSET_CRITICALITIES, type AssetCriticality } from './recover-schema.js';

/** What computeWaves reads of an asset: its id, criticality and dependencies. */
export interface WaveAsset {
  readonly id: string;
  readonly criticality: AssetCriticality;
  readonly dependsOn: readonly string[];
}

/** One restore wave: its number, from 1, and the assets restored in it. */
export interface RecoveryWave {
  wave: number;
  assets: string[];
}

/** computeWaves' answer: the waves, the wave of each input asset, and the input indexes in wave order. */
export interface WavePlan {
  /** From wave 1 up; within a wave critical, high, medium, low, then id by code-unit order. */
  waves: RecoveryWave[];
  /** The wave of each input asset, by its index in the input. */
  waveOf: Int32Array;
  /** Input indexes in wave order: `waves` flattened. */
  order: Int32Array;
}

const CRITICALITY_RANK: Readonly<Record<AssetCriticality, number>> = Object.fromEntries(ASSET_CRITICALITIES.map((c, i) => [c, i])) as Record<
  AssetCriticality,
  number
>;

/**
 * Restore waves: an asset without dependencies is in wave 1, any other in 1 + the highest wave of
 * its dependencies. Kahn's algorithm over index arrays, linear in assets plus edges and without
 * recursion. A cycle (a self-dependency included) is answered as a `dependency-cycle` error naming
 * one cycle. Ids must be unique and references known (`checkReferences`).
 *
 * @example
 * import { computeWaves } from '@secgate/calculators';
 *
 * const plan = computeWaves([
 *   { id: 'app', criticality: 'high', dependsOn: ['db'] },
 *   { id: 'wiki', criticality: 'low', dependsOn: [] },
 *   { id: 'db', criticality: 'critical', dependsOn: [] },
 * ]);
 * plan.ok && plan.value.waves;
 * //=> [{ wave: 1, assets: ['db', 'wiki'] }, { wave: 2, assets: ['app'] }]
 */
export function computeWaves(assets: readonly WaveAsset[]): Result<WavePlan, DependencyCycleError> {
  return computeWavesOfGraph(assets, buildDependencyGraph(assets));
}

/** `computeWaves` for assets whose dependency graph is already built (`resolveReferences` builds it while checking). */
export function computeWavesOfGraph(assets: readonly WaveAsset[], graph: DependencyGraph): Result<WavePlan, DependencyCycleError> {
  const n = assets.length;
  const waveOf = assignWaves(graph);
  if (waveOf.includes(0)) {
    const unplaced = new Uint8Array(n);
    for (let i = 0; i < n; i++) unplaced[i] = waveOf[i] === 0 ? 1 : 0;
    return err(dependencyCycle(findCycle(graph, unplaced).map((i) => graph.ids[i] as string)));
  }
  return ok(orderWaves(assets, graph.ids, waveOf));
}

/** Kahn's algorithm; an asset on or behind a cycle keeps wave 0. */
function assignWaves(graph: DependencyGraph): Int32Array {
  const { depStart, depList } = graph;
  const n = graph.ids.length;
  const remaining = new Int32Array(n);
  const dependentStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) remaining[i] = (depStart[i + 1] as number) - (depStart[i] as number);
  for (let k = 0; k < depList.length; k++) (dependentStart[(depList[k] as number) + 1] as number)++;
  for (let i = 0; i < n; i++) dependentStart[i + 1] = (dependentStart[i + 1] as number) + (dependentStart[i] as number);
  const fill = dependentStart.slice(0, n);
  const dependents = new Int32Array(depList.length);
  for (let i = 0; i < n; i++) {
    for (let k = depStart[i] as number, end = depStart[i + 1] as number; k < end; k++) {
      const d = depList[k] as number;
      dependents[fill[d] as number] = i;
      fill[d] = (fill[d] as number) + 1;
    }
  }

  const waveOf = new Int32Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (remaining[i] === 0) {
      waveOf[i] = 1;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const done = queue[head] as number;
    const next = (waveOf[done] as number) + 1;
    for (let k = dependentStart[done] as number, end = dependentStart[done + 1] as number; k < end; k++) {
      const a = dependents[k] as number;
      if ((waveOf[a] as number) < next) waveOf[a] = next;
      remaining[a] = (remaining[a] as number) - 1;
      if (remaining[a] === 0) queue[tail++] = a;
    }
  }
  // An asset still waiting on a dependency was raised above 0 by its placed dependencies only.
  for (let i = 0; i < n; i++) if ((remaining[i] as number) > 0) waveOf[i] = 0;
  return waveOf;
}

function orderWaves(assets: readonly WaveAsset[], ids: readonly string[], waveOf: Int32Array): WavePlan {
  const n = assets.length;
  let waveCount = 0;
  for (let i = 0; i < n; i++) if ((waveOf[i] as number) > waveCount) waveCount = waveOf[i] as number;
  const waveStart = new Int32Array(waveCount + 2);
  for (let i = 0; i < n; i++) (waveStart[(waveOf[i] as number) + 1] as number)++;
  for (let w = 1; w <= waveCount + 1; w++) waveStart[w] = (waveStart[w] as number) + (waveStart[w - 1] as number);
  const fill = waveStart.slice();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const w = waveOf[i] as number;
    order[fill[w] as number] = i;
    fill[w] = (fill[w] as number) + 1;
  }
  // Ranks read once, in input order, rather than from each asset at every comparison.
  const rank = new Uint8Array(n);
  for (let i = 0; i < n; i++) rank[i] = CRITICALITY_RANK[(assets[i] as WaveAsset).criticality];
  const byRestorePriority = (a: number, b: number): number => (rank[a] as number) - (rank[b] as number) || compareCodeUnits(ids[a] as string, ids[b] as string);
  const waves: RecoveryWave[] = [];
  for (let w = 1; w <= waveCount; w++) {
    const inWave = order.subarray(waveStart[w] as number, waveStart[w + 1] as number).sort(byRestorePriority);
    const waveIds = new Array<string>(inWave.length);
    for (let k = 0; k < inWave.length; k++) waveIds[k] = ids[inWave[k] as number] as string;
    waves.push({ wave: w, assets: waveIds });
  }
  return { waves, waveOf, order };
}

function dependencyCycle(cycle: string[]): DependencyCycleError {
  const shown = cycle.length > 12 ? [...cycle.slice(0, 12), `… (${cycle.length} assets in all)`] : cycle;
  const path = [...shown, ...(cycle.length > 12 ? [] : [cycle[0]])].join(' -> ');
  return {
    code: 'dependency-cycle',
    message:
      cycle.length === 1
        ? `The asset ${JSON.stringify(cycle[0])} depends on itself, so no restore order exists.`
        : `The dependencies form a cycle, so no restore order exists: ${path}.`,
    assets: cycle,
  };
}
