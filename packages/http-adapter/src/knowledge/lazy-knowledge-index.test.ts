import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import { lazyKnowledgeIndex } from './lazy-knowledge-index.js';

describe('lazyKnowledgeIndex', () => {
  it('builds on first use only, then answers the same index', () => {
    let builds = 0;
    const get = lazyKnowledgeIndex(() => {
      builds += 1;
      return buildKnowledgeIndex([]);
    });
    expect(builds).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(builds).toBe(1);
  });
});
