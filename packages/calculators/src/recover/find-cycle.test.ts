import { describe, expect, it } from 'vitest';
import { buildDependencyGraph } from './dependency-graph.js';
import { findCycle } from './find-cycle.js';

function cycleOf(edges: Record<string, string[]>, unplacedIds = Object.keys(edges)): string[] {
  const graph = buildDependencyGraph(Object.entries(edges).map(([id, dependsOn]) => ({ id, dependsOn })));
  const unplacedSet = new Set(unplacedIds);
  const unplaced = Uint8Array.from(graph.ids, (id) => (unplacedSet.has(id) ? 1 : 0));
  return findCycle(graph, unplaced).map((i) => graph.ids[i] as string);
}

describe('findCycle', () => {
  it('finds a self-dependency', () => {
    expect(cycleOf({ db: ['db'] })).toEqual(['db']);
  });

  it('returns the cycle in dependency order, rotated to its smallest id', () => {
    expect(cycleOf({ z: ['x'], x: ['y'], y: ['z'] })).toEqual(['x', 'y', 'z']);
    expect(cycleOf({ z: ['y'], y: ['x'], x: ['z'] })).toEqual(['x', 'z', 'y']);
  });

  it('walks from an asset behind the cycle into it, ignoring placed dependencies', () => {
    expect(cycleOf({ a: ['base', 'm'], m: ['n'], n: ['base', 'm'], base: [] }, ['a', 'm', 'n'])).toEqual(['m', 'n']);
  });

  it('does not depend on the order assets or dependencies are written in', () => {
    const one = cycleOf({ a: ['b', 'c'], b: ['a'], c: ['a'] });
    const two = cycleOf({ c: ['a'], b: ['a'], a: ['c', 'b'] });
    expect(one).toEqual(['a', 'b']);
    expect(two).toEqual(one);
  });

  it('walks a long cycle without recursion', () => {
    const n = 100_000;
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < n; i++) edges[`n${String(i).padStart(6, '0')}`] = [`n${String((i + 1) % n).padStart(6, '0')}`];
    const cycle = cycleOf(edges);
    expect(cycle.length).toBe(n);
    expect(cycle[0]).toBe('n000000');
    expect(cycle[n - 1]).toBe('n099999');
  });
});
