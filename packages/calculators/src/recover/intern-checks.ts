import type { AssetCheck } from './recover-answer.js';

/** Returns the one frozen record equal to `check` within a calculation. */
export type CheckInterner = <C extends AssetCheck>(check: C) => C;

/** Distinct records kept; past this, records are returned as made. */
const KEPT = 4_096;

/**
 * Equal checks as one shared, frozen record (a flyweight). An estate's assets share a handful of
 * RPOs, restore-test policies, RTOs and backup windows, so its answer holds few distinct check
 * records among hundreds of thousands; keeping one of each spares the collector most of the
 * answer. Frozen, so a caller changing one asset's record cannot change another's. A failing
 * rto-order check names its own blocking dependencies and is never shared.
 */
export function createCheckInterner(): CheckInterner {
  const kept = new Map<string, AssetCheck>();
  return <C extends AssetCheck>(check: C): C => {
    const key = keyOf(check);
    if (key === undefined) return check;
    const known = kept.get(key);
    if (known) return known as C;
    if (kept.size >= KEPT) return check;
    if (check.check === 'rto-order') Object.freeze(check.blockingDependencies);
    Object.freeze(check);
    kept.set(key, check);
    return check;
  };
}

function keyOf(check: AssetCheck): string | undefined {
  switch (check.check) {
    case 'rpo':
      return `rpo ${check.status} ${check.ageHours} ${check.rpoHours}`;
    case 'restore-test':
      return `restore-test ${check.status} ${check.ageDays} ${check.maxAgeDays}`;
    case 'rto-order':
      return check.blockingDependencies.length === 0 ? `rto-order ${check.status} ${check.rtoHours}` : undefined;
    default:
      return `${check.check} ${check.status} ${'offsite' in check ? check.offsite : check.immutable}`;
  }
}
