import { compareCodeUnits } from './code-unit-order.js';
import type { DependencyGraph } from './dependency-graph.js';

/**
 * Finds one dependency cycle among the assets that a topological pass could not place, as asset
 * indexes in dependency order (each depends on the next, the last on the first), rotated to start
 * at its smallest id.
 *
 * Every unplaced asset has an unplaced dependency (otherwise it would have been placed), so a
 * walk along unplaced dependencies must come back to an asset it has already passed: the path
 * from there is a cycle. The walk starts at the unplaced asset with the smallest id and always
 * steps to the unplaced dependency with the smallest id, so the cycle depends only on the graph,
 * not on the order the assets or their dependencies were written in. Each asset and edge is looked
 * at most once: linear, iterative, no recursion.
 */
export function findCycle(graph: DependencyGraph, unplaced: Uint8Array): number[] {
  const { ids, depStart, depList } = graph;
  const n = ids.length;
  let start = -1;
  for (let i = 0; i < n; i++) {
    if (unplaced[i] && (start === -1 || compareCodeUnits(ids[i] as string, ids[start] as string) < 0)) start = i;
  }
  if (start === -1) throw new Error('findCycle needs at least one unplaced asset.');

  const positionOnPath = new Int32Array(n).fill(-1);
  const path: number[] = [];
  let current = start;
  while (positionOnPath[current] === -1) {
    positionOnPath[current] = path.length;
    path.push(current);
    current = smallestUnplacedDependency(graph, unplaced, current);
  }
  const cycle = path.slice(positionOnPath[current]);
  return rotateToSmallestId(cycle, ids);
}

function smallestUnplacedDependency(graph: DependencyGraph, unplaced: Uint8Array, asset: number): number {
  const { ids, depStart, depList } = graph;
  let best = -1;
  for (let k = depStart[asset] as number, end = depStart[asset + 1] as number; k < end; k++) {
    const d = depList[k] as number;
    if (unplaced[d] && (best === -1 || compareCodeUnits(ids[d] as string, ids[best] as string) < 0)) best = d;
  }
  if (best === -1) throw new Error(`Asset ${JSON.stringify(ids[asset])} is unplaced but has no unplaced dependency.`);
  return best;
}

function rotateToSmallestId(cycle: readonly number[], ids: readonly string[]): number[] {
  let smallest = 0;
  for (let i = 1; i < cycle.length; i++) {
    if (compareCodeUnits(ids[cycle[i] as number] as string, ids[cycle[smallest] as number] as string) < 0) smallest = i;
  }
  return [...cycle.slice(smallest), ...cycle.slice(0, smallest)];
}
