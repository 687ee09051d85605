import type { KnowledgeContextAnswer, KnowledgeDetail, KnowledgeType } from '@secgate/core';

/**
 * One loaded source as the search answer reports it. `detail` says whether it has description
 * text (`full`) or only ids, names and relations (`names`, the shipped ATT&CK snapshot).
 */
export interface KnowledgeSnapshotSource {
  id: string;
  version: string;
  detail: KnowledgeDetail;
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
  /** Empty when the source is loaded with names only: there is no text to quote. */
  snippet: string;
  url: string;
  score: number;
  /** Present when the query was a revoked id: that id; this result is its replacement. */
  revokedId?: string;
}

/**
 * The in-process knowledge index: CWE always, ATT&CK from full bundles or the shipped snapshot.
 * Immutable once built, so one instance serves every request (and any number of concurrent ones) without locks.
 */
export interface KnowledgeIndex {
  snapshot(): KnowledgeSnapshot;
  /** Best first; `limit` is trusted (the route has already checked it). */
  search(query: string, limit: number): KnowledgeSearchHit[];
  /** The item with that id (any usual spelling: `cwe 79`, `t1566.001`), or undefined. */
  context(id: string): KnowledgeContextAnswer | undefined;
}
