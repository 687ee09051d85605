import { describe, expect, it } from 'vitest';
import { buildDependencyGraph } from './dependency-graph.js';

describe('buildDependencyGraph', () => {
  it('lays the dependencies out as index arrays in written order', () => {
    const graph = buildDependencyGraph([
      { id: 'web', dependsOn: ['app', 'idp'] },
      { id: 'app', dependsOn: [] },
      { id: 'idp', dependsOn: ['idp'] },
    ]);
    expect(graph.ids).toEqual(['web', 'app', 'idp']);
    expect([...graph.depStart]).toEqual([0, 2, 2, 3]);
    expect([...graph.depList]).toEqual([1, 2, 2]);
  });

  it('throws on input that checkReferences would have refused', () => {
    expect(() => buildDependencyGraph([{ id: 'a', dependsOn: ['b'] }])).toThrow(/checkReferences/);
    expect(() =>
      buildDependencyGraph([
        { id: 'a', dependsOn: [] },
        { id: 'a', dependsOn: [] },
      ]),
    ).toThrow(/checkReferences/);
  });
});
