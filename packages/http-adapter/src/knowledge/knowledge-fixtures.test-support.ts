import type { KnowledgeCorpus, KnowledgeDocument, RevokedItem } from '@secgate/core';

/** A hand-made document: only what a test sets differs from a plain technique. */
export function fixtureDocument(id: string, title: string, extra: Partial<KnowledgeDocument> = {}): KnowledgeDocument {
  return {
    id,
    source: 'test-attack',
    type: 'technique',
    title,
    description: `${title} is described here.`,
    url: `https://example.test/${id}`,
    keywords: [],
    related: {},
    ...extra,
  };
}

export function fixtureCorpus(source: string, documents: KnowledgeDocument[], revoked: RevokedItem[] = []): KnowledgeCorpus {
  return {
    source: {
      id: source,
      name: `Source ${source}`,
      version: '1.0',
      versionFrom: 'collection',
      detail: 'full',
      attribution: { statement: `Copyright ${source}.`, license: 'https://example.test/license' },
    },
    documents: documents.map((d) => ({ ...d, source })),
    revoked: Object.fromEntries(revoked.map((r) => [r.id, r])),
  };
}
