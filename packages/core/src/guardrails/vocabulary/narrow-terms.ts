/**
 * A shared word list as one rule reads it: each entry named in `narrowed` (by its text) replaced
 * by a narrower source, or dropped when null. A name the list does not have throws, so rewriting
 * a shared entry cannot silently undo a rule's narrowing.
 */
export function narrowTerms(list: readonly string[], narrowed: Readonly<Record<string, string | null>>): string[] {
  const unknown = Object.keys(narrowed).filter((term) => !list.includes(term));
  if (unknown.length > 0) throw new Error(`not in the shared list: ${unknown.join(', ')}`);
  return list.flatMap((term) => {
    const source = term in narrowed ? narrowed[term] : term;
    return source === null || source === undefined ? [] : [source];
  });
}
