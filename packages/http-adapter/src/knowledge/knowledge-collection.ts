import type { KnowledgeDocument, KnowledgeSourceInfo, RevokedItem } from '@secgate/core';
import type MiniSearch from 'minisearch';

/** A revoked id, with the source whose replacement answers for it. */
export interface RevokedEntry {
  item: RevokedItem;
  source: string;
}

/**
 * What a built index holds: the MiniSearch full-text index over every document, plus maps for
 * lookups by id. Documents are keyed `source:id` because an id may exist in two sources (ATT&CK
 * software such as S0603 is in both Enterprise and ICS); `byId` answers the first loaded one.
 */
export interface KnowledgeCollection {
  miniSearch: MiniSearch<KnowledgeDocument>;
  byKey: Map<string, KnowledgeDocument>;
  byId: Map<string, KnowledgeDocument>;
  revoked: Map<string, RevokedEntry>;
  /** In load order; `rank` is the position, which breaks ties between equal search scores. */
  sources: Map<string, { info: KnowledgeSourceInfo; items: number; rank: number }>;
}

export function documentKey(document: Pick<KnowledgeDocument, 'source' | 'id'>): string {
  return `${document.source}:${document.id}`;
}
