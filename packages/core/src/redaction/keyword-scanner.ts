/**
 * Which of many lower-case keywords occur in a text, in one pass (docs/redaction.md#speed).
 * Testing each keyword with `includes` scans a 512K-character prompt once per keyword (about 150
 * times); one regular expression of them all, longest first, scans it once. At each position the
 * regex finds the longest keyword starting there, and a keyword inside a found one is implied.
 */
export interface KeywordScanner {
  /** The keywords of `lowerText` (already lower-cased), as a set. */
  scan(lowerText: string): ReadonlySet<string>;
}

export function createKeywordScanner(keywords: readonly string[]): KeywordScanner {
  const unique = [...new Set(keywords)].filter((k) => k.length > 0).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const pattern = new RegExp(unique.map(escapeRegExp).join('|'), 'g');
  const implied = new Map(unique.map((k) => [k, unique.filter((other) => k.includes(other))]));
  return {
    scan(lowerText) {
      const found = new Set<string>();
      if (unique.length === 0) return found;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(lowerText); m; m = pattern.exec(lowerText)) {
        if (!found.has(m[0])) for (const k of implied.get(m[0]) ?? []) found.add(k);
        // Step one character, not past the match: another keyword may start inside this one.
        pattern.lastIndex = m.index + 1;
      }
      return found;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
