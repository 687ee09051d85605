import type { ReferencingAsset } from './check-references.js';

/**
 * The dependencies of a list of assets as index arrays: the dependencies of asset `i` are
 * `depList[depStart[i]]` up to `depList[depStart[i + 1]]`, in the order they were written.
 * Index arrays keep a graph of 100,000 assets and 300,000 edges compact and allocation-free to walk.
 */
export interface DependencyGraph {
  readonly ids: readonly string[];
  readonly depStart: Int32Array;
  readonly depList: Int32Array;
}

/**
 * Builds the graph. The ids must be unique and every dependency must name one of them
 * (`checkReferences` reports both as invalid input); this throws otherwise.
 */
export function buildDependencyGraph(assets: readonly ReferencingAsset[]): DependencyGraph {
  const n = assets.length;
  const indexOf = new Map<string, number>();
  const ids = new Array<string>(n);
  let edges = 0;
  for (let i = 0; i < n; i++) {
    const asset = assets[i] as ReferencingAsset;
    if (indexOf.has(asset.id)) throw new Error(`Duplicate asset id ${JSON.stringify(asset.id)}: validate with checkReferences first.`);
    indexOf.set(asset.id, i);
    ids[i] = asset.id;
    edges += asset.dependsOn.length;
  }
  const depStart = new Int32Array(n + 1);
  const depList = new Int32Array(edges);
  let k = 0;
  for (let i = 0; i < n; i++) {
    depStart[i] = k;
    for (const dep of (assets[i] as ReferencingAsset).dependsOn) {
      const d = indexOf.get(dep);
      if (d === undefined) throw new Error(`Unknown dependency ${JSON.stringify(dep)}: validate with checkReferences first.`);
      depList[k++] = d;
    }
  }
  depStart[n] = k;
  return { ids, depStart, depList };
}
