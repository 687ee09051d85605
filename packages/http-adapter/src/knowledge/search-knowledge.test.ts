import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import { fixtureCorpus, fixtureDocument } from './knowledge-fixtures.test-support.js';

const index = buildKnowledgeIndex([
  fixtureCorpus(
    'test-attack',
    [
      fixtureDocument('T1001', 'Data Obfuscation'),
      fixtureDocument('T1001.001', 'Junk Data', { type: 'sub-technique' }),
      fixtureDocument('T1001.002', 'Steganography', { type: 'sub-technique' }),
      fixtureDocument('T1002', 'Credential Dumping', {
        description: `${'Filler words about nothing in particular. '.repeat(12)}Adversaries dump credentials from memory.`,
      }),
      fixtureDocument('G0001', 'Example Group', { type: 'group', keywords: ['Quiet Panda'] }),
    ],
    [{ id: 'T1999', title: 'Old Junk Data', replacedBy: 'T1001.001' }],
  ),
  fixtureCorpus('cwe', [
    fixtureDocument('CWE-79', 'Cross-site Scripting', { type: 'weakness' }),
    fixtureDocument('CWE-799', 'Interaction Frequency', { type: 'weakness' }),
  ]),
]);
const ids = (query: string, limit = 8) => index.search(query, limit).map((hit) => hit.id);

describe('searchKnowledge', () => {
  it('answers the wire shape of a result', () => {
    expect(index.search('steganography', 8)).toEqual([
      {
        id: 'T1001.002',
        source: 'test-attack',
        type: 'sub-technique',
        title: 'Steganography',
        snippet: 'Steganography is described here.',
        url: 'https://example.test/T1001.002',
        score: expect.any(Number),
      },
    ]);
  });

  it('needs every word, and takes any word when no item has them all', () => {
    expect(ids('junk data')).toEqual(['T1001.001']);
    expect(ids('junk quantum')).toEqual(['T1001.001']);
    expect(ids('quantum entanglement')).toEqual([]);
  });

  it('matches aliases, prefixes and typos', () => {
    expect(ids('quiet panda')).toEqual(['G0001']);
    expect(ids('stegano')).toEqual(['T1001.002']);
    expect(ids('credental dumpng')).toEqual(['T1002']);
  });

  it('puts an exact id first, then the items its words find, ordered by score then id', () => {
    expect(ids('t1001')).toEqual(['T1001', 'T1001.001', 'T1001.002']);
    const hits = index.search('T1001', 8);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    // A CWE id's prefix is not its family: CWE-799 is not found by CWE-79.
    expect(ids('cwe 79')).toEqual(['CWE-79']);
  });

  it('answers a revoked id with its replacement, marked with the revoked id', () => {
    expect(index.search('T1999', 8)).toEqual([expect.objectContaining({ id: 'T1001.001', revokedId: 'T1999' })]);
    expect(ids('old junk')).not.toContain('T1999');
  });

  it('cuts the answer at the limit, the exact id included', () => {
    expect(ids('T1001', 2)).toEqual(['T1001', 'T1001.001']);
    expect(ids('described', 1)).toHaveLength(1);
  });

  it('makes the snippet around the first matching word', () => {
    const [hit] = index.search('memory', 1);
    expect(hit!.snippet.startsWith('…')).toBe(true);
    expect(hit!.snippet).toContain('dump credentials from memory.');
  });
});

describe('buildKnowledgeIndex', () => {
  it('takes a source once, and looks an id up in the first source that has it', () => {
    const twice = buildKnowledgeIndex([
      fixtureCorpus('a', [fixtureDocument('S0001', 'Tool One')]),
      fixtureCorpus('b', [fixtureDocument('S0001', 'Tool One Again'), fixtureDocument('S0002', 'Tool Two')]),
      fixtureCorpus('a', [fixtureDocument('S0003', 'Ignored')]),
    ]);
    expect(twice.snapshot()).toEqual({
      sources: [
        { id: 'a', version: '1.0', detail: 'full', items: 1 },
        { id: 'b', version: '1.0', detail: 'full', items: 2 },
      ],
    });
    expect(twice.context('s0001')).toMatchObject({ source: 'a', title: 'Tool One', attribution: { source: 'Source a', statement: 'Copyright a.' } });
    expect(
      twice
        .search('tool', 8)
        .map((h) => `${h.source}/${h.id}`)
        .sort(),
    ).toEqual(['a/S0001', 'b/S0001', 'b/S0002']);
    expect(twice.context('S0003')).toBeUndefined();
  });

  it('breaks a tie of scores by source load order, then id', () => {
    const tied = buildKnowledgeIndex([
      fixtureCorpus('first', [fixtureDocument('T2000', 'Same Name', { description: '' })]),
      fixtureCorpus('second', [fixtureDocument('T0001', 'Same Name', { description: '' }), fixtureDocument('T0002', 'Same Name', { description: '' })]),
    ]);
    expect(tied.search('same name', 8).map((h) => `${h.source}/${h.id}`)).toEqual(['first/T2000', 'second/T0001', 'second/T0002']);
  });
});
