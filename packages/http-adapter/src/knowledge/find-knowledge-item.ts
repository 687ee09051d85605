import { normalizeKnowledgeId, type KnowledgeDocument, type RevokedItem } from '@secgate/core';
import type { KnowledgeCollection } from './knowledge-collection.js';

export interface FoundKnowledgeItem {
  document: KnowledgeDocument;
  /** Set when the id asked for was revoked and `document` is its replacement. */
  revoked?: RevokedItem;
}

/**
 * The item a text names by id, in any usual spelling (`cwe 79`, `t1566/001`). An active item
 * wins over a revocation, so a reused id always answers with the current item.
 */
export function findKnowledgeItem(collection: KnowledgeCollection, text: string): FoundKnowledgeItem | undefined {
  const id = normalizeKnowledgeId(text) ?? text.trim().toUpperCase();
  const document = collection.byId.get(id);
  if (document) return { document };
  const revoked = collection.revoked.get(id);
  if (!revoked) return undefined;
  const replacement = collection.byKey.get(`${revoked.source}:${revoked.item.replacedBy}`);
  return replacement ? { document: replacement, revoked: revoked.item } : undefined;
}
