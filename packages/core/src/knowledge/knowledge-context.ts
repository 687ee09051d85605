import type { KnowledgeAttribution, KnowledgeDocument, KnowledgeRelated, KnowledgeSourceInfo, KnowledgeType, RevokedItem } from './knowledge-document.js';

/** The answer of `GET /v1/knowledge/context`: the item, its related items, and its source's attribution. */
export interface KnowledgeContextAnswer extends KnowledgeRelated {
  id: string;
  source: string;
  type: KnowledgeType;
  title: string;
  description: string;
  url: string;
  /** Which release the text comes from and what its publisher asks copies to carry. */
  attribution: KnowledgeAttribution & { source: string; version: string };
  /** Present when the id asked for was revoked: that id; `id` is then its replacement. */
  revokedId?: string;
  replacedBy?: string;
}

/**
 * Assembles the context answer. When the caller asked for a revoked id, the answer is the
 * replacement's, and says so (`revokedId`, `replacedBy`) rather than pretending the old id is current.
 */
export function knowledgeContext(document: KnowledgeDocument, source: KnowledgeSourceInfo, revoked?: RevokedItem): KnowledgeContextAnswer {
  const { id, type, title, description, url, related } = document;
  return {
    id,
    source: document.source,
    type,
    title,
    description,
    url,
    ...related,
    attribution: { source: source.name, version: source.version, ...source.attribution },
    ...(revoked ? { revokedId: revoked.id, replacedBy: revoked.replacedBy } : {}),
  };
}
