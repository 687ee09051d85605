import { knowledgeContext, type KnowledgeCorpus, type KnowledgeDocument } from '@secgate/core';
import MiniSearch from 'minisearch';
import { findKnowledgeItem } from './find-knowledge-item.js';
import { documentKey, type KnowledgeCollection } from './knowledge-collection.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { processTerm, tokenizeField } from './knowledge-tokens.js';
import { searchKnowledge } from './search-knowledge.js';

/**
 * The indexed fields; `searchKnowledge` boosts id and title above the rest. `subTechniques` holds
 * a technique's sub-technique titles, so "spearphishing" also finds T1566 Phishing, whose own
 * title does not say it.
 */
export const KNOWLEDGE_FIELDS = ['id', 'title', 'keywords', 'subTechniques', 'description'] as const;

/**
 * Builds the index over the given sources, in order. A source id seen twice (the same domain
 * given by SECGATE_ATTACK_BUNDLE and stored in the knowledge directory) is taken once, the first
 * time; an item id in two sources is searchable in both and looked up in the first.
 */
export function buildKnowledgeIndex(corpora: readonly KnowledgeCorpus[]): KnowledgeIndex {
  const collection: KnowledgeCollection = {
    miniSearch: new MiniSearch<KnowledgeDocument>({
      idField: 'key',
      fields: [...KNOWLEDGE_FIELDS],
      storeFields: [],
      extractField: (document, field) => {
        if (field === 'key') return documentKey(document);
        if (field === 'keywords') return document.keywords.join(' \n ');
        if (field === 'subTechniques') return (document.related.subTechniques ?? []).map((ref) => ref.title).join(' \n ');
        return document[field as 'id' | 'title' | 'description'];
      },
      tokenize: tokenizeField,
      processTerm,
    }),
    byKey: new Map(),
    byId: new Map(),
    revoked: new Map(),
    sources: new Map(),
  };
  for (const corpus of corpora) {
    if (collection.sources.has(corpus.source.id)) continue;
    collection.sources.set(corpus.source.id, { info: corpus.source, items: corpus.documents.length, rank: collection.sources.size });
    for (const document of corpus.documents) {
      collection.byKey.set(documentKey(document), document);
      if (!collection.byId.has(document.id)) collection.byId.set(document.id, document);
    }
    for (const item of Object.values(corpus.revoked)) {
      if (!collection.revoked.has(item.id)) collection.revoked.set(item.id, { item, source: corpus.source.id });
    }
    collection.miniSearch.addAll(corpus.documents);
  }
  return {
    snapshot: () => ({
      sources: [...collection.sources.values()].map(({ info, items }) => ({ id: info.id, version: info.version, detail: info.detail, items })),
    }),
    search: (query, limit) => searchKnowledge(collection, query, limit),
    context: (id) => {
      const found = findKnowledgeItem(collection, id);
      const source = found && collection.sources.get(found.document.source);
      return found && source ? knowledgeContext(found.document, source.info, found.revoked) : undefined;
    },
  };
}
