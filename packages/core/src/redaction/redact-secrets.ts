import { findPrivateKeyBlocks } from './find-private-key-blocks.js';
import { redactionMarker, type SecretCounts } from './secret-kinds.js';
import { TOKEN_PATTERNS } from './secret-patterns.js';

export interface Redaction {
  text: string;
  counts: SecretCounts;
}

/**
 * Replaces every live secret shape of a text by `[REDACTED:<kind>]` and counts them per kind.
 * Markers never match a pattern again, so redacting twice gives the same text as once.
 */
export function redactSecrets(text: string): Redaction {
  const counts: SecretCounts = {};
  let out = text;

  const blocks = findPrivateKeyBlocks(out);
  if (blocks.length > 0) {
    let rebuilt = '';
    let cursor = 0;
    for (const { start, end } of blocks) {
      rebuilt += out.slice(cursor, start) + redactionMarker('private-key');
      cursor = end;
    }
    out = rebuilt + out.slice(cursor);
    counts['private-key'] = blocks.length;
  }

  for (const { kind, regex, accept } of TOKEN_PATTERNS) {
    let n = 0;
    out = out.replace(regex, (match) => {
      if (accept && !accept(match)) return match;
      n++;
      return redactionMarker(kind);
    });
    if (n > 0) counts[kind] = n;
  }
  return { text: out, counts };
}

/** True when a text still holds a secret shape (the `secret-hygiene` guardrail). */
export function containsSecret(text: string): boolean {
  return Object.keys(redactSecrets(text).counts).length > 0;
}
