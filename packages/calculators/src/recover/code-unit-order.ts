/**
 * Orders strings by UTF-16 code units, the order JavaScript's `<` uses: the same on every machine
 * and locale, unlike `localeCompare`.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
