export const SNIPPET_LENGTH = 200;
/** How much text to keep before the first match, so the match reads in its sentence. */
const LEAD = 60;

/**
 * A short excerpt of `text` around the first place any of `terms` starts a word, cut at word
 * boundaries and marked with an ellipsis where it was cut. Without a match it is the text's start,
 * which for ATT&CK and CWE is the one-sentence definition.
 */
export function knowledgeSnippet(text: string, terms: readonly string[], maxLength = SNIPPET_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const at = firstMatch(flat, terms);
  let start = at <= LEAD ? 0 : at - LEAD;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= at ? start : space + 1;
  }
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

function firstMatch(text: string, terms: readonly string[]): number {
  const lower = text.toLowerCase();
  let best = Number.POSITIVE_INFINITY;
  for (const term of terms) {
    if (term.length < 2) continue;
    const needle = term.toLowerCase();
    let at = lower.indexOf(needle);
    // Only where a word starts, so "sql" does not match inside "mysql..." before the real word.
    while (at > 0 && /[\p{L}\p{N}]/u.test(lower[at - 1] ?? '')) at = lower.indexOf(needle, at + 1);
    if (at !== -1 && at < best) best = at;
  }
  return Number.isFinite(best) ? best : 0;
}
