import type { KnowledgeCorpus } from '@secgate/core';

/** One line per stored bundle: what it is and where it went. */
export function describeStored(corpus: KnowledgeCorpus, path: string): string {
  const { id, version } = corpus.source;
  return `Stored ${id} ${version} (${corpus.documents.length.toLocaleString('en-US')} items) in ${path}`;
}
