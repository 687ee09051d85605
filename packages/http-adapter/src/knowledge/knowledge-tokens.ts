import { normalizeKnowledgeId } from '@secgate/core';

/** MiniSearch's own default: runs of spaces or punctuation separate words. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

// Ids written inside a query ("phishing T1566.001", "cwe 79") stay one token, in the id field's form.
const ID_IN_TEXT = /\b(?:cwe[\s_-]*\d+|t\d{4}(?:[./]\d{3})?|ta\d{4}|[mgs]\d{4})\b/gi;

/**
 * Words too common to tell documents apart: every ATT&CK description starts "Adversaries may",
 * every CWE one "The product". Dropping them keeps an AND query from failing on "of".
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'for',
  'from',
  'has',
  'have',
  'in',
  'into',
  'is',
  'it',
  'its',
  'may',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'which',
  'with',
]);

/** Splits a document field. The id field is one token (`t1566.001`, `cwe-79`) so it can be matched whole or by prefix. */
export function tokenizeField(text: string, field?: string): string[] {
  if (field === 'id') return [text];
  return text.split(SPACE_OR_PUNCTUATION);
}

/** Splits a query like a document field, except that ids inside it become id-field tokens. */
export function tokenizeQuery(text: string): string[] {
  const ids = [...text.matchAll(ID_IN_TEXT)].map((m) => normalizeKnowledgeId(m[0]) ?? m[0]);
  const words = text.replace(ID_IN_TEXT, ' ').split(SPACE_OR_PUNCTUATION);
  return [...ids, ...words];
}

/** Lower-cases a term and drops stop words and empty strings, for documents and queries alike. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length === 0 || STOP_WORDS.has(lower) ? null : lower;
}

/** True for a term that is (a prefix of) an id: never fuzzy, since T1565 is not a typo of T1566. */
export function looksLikeId(term: string): boolean {
  return /\d/.test(term);
}
