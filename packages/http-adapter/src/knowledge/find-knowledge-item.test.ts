import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import { fixtureCorpus, fixtureDocument } from './knowledge-fixtures.test-support.js';

// findKnowledgeItem is reached through the index's context lookup, which is how routes use it.
const index = buildKnowledgeIndex([
  fixtureCorpus(
    'test-attack',
    [fixtureDocument('T1566.001', 'Spearphishing Attachment'), fixtureDocument('T1200', 'Reused Id')],
    [
      { id: 'T1193', title: 'Spearphishing Attachment', replacedBy: 'T1566.001' },
      { id: 'T1200', title: 'Once revoked', replacedBy: 'T1566.001' },
      { id: 'T1300', title: 'Replacement missing', replacedBy: 'T9999' },
    ],
  ),
]);

describe('findKnowledgeItem', () => {
  it('finds an item by any usual spelling of its id', () => {
    for (const id of ['T1566.001', 't1566.001', 'T1566/001', ' t1566.001 ']) expect(index.context(id)?.id).toBe('T1566.001');
  });

  it('follows a revocation to the replacement, but an active item with the id wins', () => {
    expect(index.context('T1193')).toMatchObject({ id: 'T1566.001', revokedId: 'T1193', replacedBy: 'T1566.001' });
    expect(index.context('T1200')).toMatchObject({ id: 'T1200', title: 'Reused Id' });
    expect(index.context('T1200')!.revokedId).toBeUndefined();
    expect(index.context('T1300')).toBeUndefined();
  });
});
