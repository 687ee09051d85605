import { compareIds, knowledgeSnippet, type KnowledgeDocument } from '@secgate/core';
import type { SearchOptions, SearchResult } from 'minisearch';
import { findKnowledgeItem } from './find-knowledge-item.js';
import { documentKey, type KnowledgeCollection } from './knowledge-collection.js';
import type { KnowledgeSearchHit } from './knowledge-index.js';
import { looksLikeId, tokenizeQuery } from './knowledge-tokens.js';

// Two letters swapped ("wrtie"), the commonest typo, is two edits: a plain 20% would allow only
// one below ten characters.
const MIN_TYPO_EDITS = 2;

// A technique id's prefix finds its sub-techniques (t1566 -> t1566.001); other ids' prefixes are
// unrelated items (CWE-79 is not the parent of CWE-799).
const TECHNIQUE_ID = /^t\d{4}$/;

/**
 * Ids and titles are what people type, so they weigh most; aliases (APT28's "Fancy Bear", CWE's
 * "XSS") a little above titles, since an alias is a deliberate synonym; a technique's
 * sub-technique titles a little above its description. Prefix matching from three characters
 * serves half-typed words (and `t1566` finds T1566's sub-techniques); fuzzy matching (20% of the
 * term's length, at least two edits) from five characters, never on ids.
 */
export const KNOWLEDGE_SEARCH_OPTIONS: SearchOptions = {
  boost: { id: 8, title: 3, keywords: 4, subTechniques: 1.5, description: 1 },
  prefix: (term) => term.length >= 3 && (!looksLikeId(term) || TECHNIQUE_ID.test(term)),
  fuzzy: (term) => (term.length >= 5 && !looksLikeId(term) ? Math.max(MIN_TYPO_EDITS, Math.round(term.length * 0.2)) : false),
  tokenize: tokenizeQuery,
};

/**
 * Runs a query: every word must match (AND); when nothing matches all of them, any word may (OR),
 * so a long question still finds something. A query that is an id puts that item first (a revoked
 * id: its replacement, marked with `revokedId`), followed by what the words match.
 */
export function searchKnowledge(collection: KnowledgeCollection, query: string, limit: number): KnowledgeSearchHit[] {
  let results = collection.miniSearch.search(query, { ...KNOWLEDGE_SEARCH_OPTIONS, combineWith: 'AND' });
  if (results.length === 0) results = collection.miniSearch.search(query, { ...KNOWLEDGE_SEARCH_OPTIONS, combineWith: 'OR' });
  const hits = topResults(collection, results, limit + 1).flatMap((result) => {
    const document = collection.byKey.get(String(result.id));
    return document ? [hitFor(document, result.score, result.terms)] : [];
  });
  const exact = findKnowledgeItem(collection, query);
  if (!exact) return hits.slice(0, limit);
  const key = documentKey(exact.document);
  const rest = hits.filter((hit) => documentKey(hit) !== key);
  // One above the best, so the list stays ordered by score with the named item on top.
  const score = round((results[0]?.score ?? 0) + 1);
  const first = { ...hitFor(exact.document, score, []), ...(exact.revoked ? { revokedId: exact.revoked.id } : {}) };
  return [first, ...rest].slice(0, limit);
}

function hitFor(document: KnowledgeDocument, score: number, terms: SearchResult['terms']): KnowledgeSearchHit {
  return {
    id: document.id,
    source: document.source,
    type: document.type,
    title: document.title,
    snippet: knowledgeSnippet(document.description, terms),
    url: document.url,
    score: round(score),
  };
}

/**
 * The best `count` results, equal scores in source load order, then id order (T1566's
 * sub-techniques all match `t1566` alike and read best as .001, .002, ...; Enterprise's
 * "Spearphishing Attachment" comes before ICS's when names alone decide). MiniSearch already sorts
 * by score, so only the top and the results tied with its last one are re-sorted, not the
 * thousands a common word matches.
 */
function topResults(collection: KnowledgeCollection, results: SearchResult[], count: number): SearchResult[] {
  let end = Math.min(count, results.length);
  while (end > 0 && end < results.length && round(results[end]!.score) === round(results[end - 1]!.score)) end += 1;
  const rank = (result: SearchResult) => collection.sources.get(keyParts(result).source)?.rank ?? 0;
  return results
    .slice(0, end)
    .sort((a, b) => round(b.score) - round(a.score) || rank(a) - rank(b) || compareIds(keyParts(a).id, keyParts(b).id))
    .slice(0, count);
}

function keyParts(result: SearchResult): { source: string; id: string } {
  const key = String(result.id);
  const at = key.indexOf(':');
  return { source: key.slice(0, at), id: key.slice(at + 1) };
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
