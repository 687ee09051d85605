import type { KnowledgeIndex } from './knowledge-index.js';

/**
 * A getter that builds the index on first use and then keeps it. The app's default (CWE only)
 * uses it so an app that never serves a knowledge request never pays for building one.
 */
export function lazyKnowledgeIndex(build: () => KnowledgeIndex): () => KnowledgeIndex {
  let index: KnowledgeIndex | undefined;
  return () => (index ??= build());
}
