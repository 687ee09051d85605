/**
 * Orders strings by UTF-16 code units, the order JavaScript's `<` uses: the same on every machine
 * and locale, unlike `localeCompare`.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Longest list sorted by insertion; longer ones go to Array#sort. */
const INSERTION_SORT_MAX = 16;

/**
 * Sorts a list of strings in place by code units and returns it: the same result as
 * `list.sort(compareCodeUnits)`. recover sorts two short lists per asset, and Array#sort with a
 * comparator allocates working storage on every call (most of recover's garbage at 100,000
 * assets), so short lists are sorted by insertion instead.
 */
export function sortByCodeUnits(list: string[]): string[] {
  if (list.length > INSERTION_SORT_MAX) return list.sort(compareCodeUnits);
  for (let i = 1; i < list.length; i++) {
    const item = list[i] as string;
    let j = i - 1;
    while (j >= 0 && (list[j] as string) > item) {
      list[j + 1] = list[j] as string;
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}
