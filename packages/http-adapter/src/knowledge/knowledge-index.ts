import type { KnowledgeContextAnswer, KnowledgeType } from '@secgate/core';

/** One loaded source as the search answer reports it. */
export interface KnowledgeSnapshotSource {
  id: string;
  version: string;
  items: number;
}

export interface KnowledgeSnapshot {
  sources: KnowledgeSnapshotSource[];
}

/** One search result, in the wire shape of `GET /v1/knowledge/search`. */
export interface KnowledgeSearchHit {
  id: string;
  source: string;
  type: KnowledgeType;
  title: string;
  snippet: string;
  url: string;
  score: number;
  /** Present when the query was a revoked id: that id; this result is its replacement. */
  revokedId?: string;
}

/**
 * The in-process knowledge index: CWE always, ATT&CK when bundles were loaded. Immutable once
 * built, so one instance serves every request (and any number of concurrent ones) without locks.
 */
export interface KnowledgeIndex {
  snapshot(): KnowledgeSnapshot;
  /** Best first; `limit` is trusted (the route has already checked it). */
  search(query: string, limit: number): KnowledgeSearchHit[];
  /** The item with that id (any usual spelling: `cwe 79`, `t1566.001`), or undefined. */
  context(id: string): KnowledgeContextAnswer | undefined;
}
