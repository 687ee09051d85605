import type {
  KnowledgeAttribution,
  KnowledgeDetail,
  KnowledgeDocument,
  KnowledgeRelated,
  KnowledgeSourceInfo,
  KnowledgeType,
  RevokedItem,
} from './knowledge-document.js';

/** The answer of `GET /v1/knowledge/context`: the item, its related items, and its source's attribution. */
export interface KnowledgeContextAnswer extends KnowledgeRelated {
  id: string;
  source: string;
  type: KnowledgeType;
  title: string;
  /** Null when the source is loaded with names only (`attribution.detail` is `names`): there is no text to give. */
  description: string | null;
  url: string;
  /** Which release the text comes from, how much of it is loaded, and what its publisher asks copies to carry. */
  attribution: KnowledgeAttribution & { source: string; version: string; detail: KnowledgeDetail };
  /** Present when the id asked for was revoked: that id; `id` is then its replacement. */
  revokedId?: string;
  replacedBy?: string;
}

/**
 * Assembles the context answer. When the caller asked for a revoked id, the answer is the
 * replacement's, and says so (`revokedId`, `replacedBy`) rather than pretending the old id is current.
 * See docs/knowledge.md for what a names-only source leaves out.
 */
export function knowledgeContext(document: KnowledgeDocument, source: KnowledgeSourceInfo, revoked?: RevokedItem): KnowledgeContextAnswer {
  const { id, type, title, description, url, related } = document;
  return {
    id,
    source: document.source,
    type,
    title,
    // An empty string would read as "MITRE wrote nothing"; null says the text is not loaded.
    description: source.detail === 'names' ? null : description,
    url,
    ...related,
    attribution: { source: source.name, version: source.version, detail: source.detail, ...source.attribution },
    ...(revoked ? { revokedId: revoked.id, replacedBy: revoked.replacedBy } : {}),
  };
}
