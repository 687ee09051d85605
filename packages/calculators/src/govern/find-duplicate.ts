/** The index of the first item whose key repeats an earlier item's key, or -1. */
export function firstRepeat<T>(items: readonly T[], keyOf: (item: T) => string): number {
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const key = keyOf(item);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}
