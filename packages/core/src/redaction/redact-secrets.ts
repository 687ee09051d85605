import { findSecretSpans } from './find-secret-spans.js';
import { redactionMarker, sumSecretCounts, type SecretCounts } from './secret-kinds.js';

/** A text with its secrets masked, and how many of each kind were masked. */
export interface Redaction {
  text: string;
  counts: SecretCounts;
}

// Each pass only replaces text outside markers, so passes end; two are the rule, this is a guard.
const MAX_PASSES = 8;

/**
 * Replaces every live secret of a text by `[REDACTED:<kind>]` and counts them per kind
 * (docs/redaction.md). Passes repeat until one finds nothing: a value that was only partly
 * a provider token (`password=Hunter2` glued to a `ghp_` token) is masked on the next pass, so
 * redacting twice always gives the same text as once, with nothing more counted.
 */
export function redactSecrets(text: string): Redaction {
  const counts: SecretCounts = {};
  let out = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const spans = findSecretSpans(out);
    if (spans.length === 0) break;
    let rebuilt = '';
    let cursor = 0;
    for (const { start, end, kind } of spans) {
      rebuilt += out.slice(cursor, start) + redactionMarker(kind);
      cursor = end;
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    out = rebuilt + out.slice(cursor);
  }
  return { text: out, counts: sumSecretCounts([counts]) };
}

/** True when a text still holds a secret (the `secret-hygiene` guardrail). */
export function containsSecret(text: string): boolean {
  return findSecretSpans(text).length > 0;
}
