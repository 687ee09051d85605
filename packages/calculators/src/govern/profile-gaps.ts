import type { ProfileRow } from './govern-schema.js';
import { GOVERN_CATEGORIES, GOVERN_SUBCATEGORIES, type GovernCategory, type GovernSubcategory, categoryOf } from './gv-subcategories.js';

/** One profiled subcategory: its current and target tiers and the gap between them. */
export interface ProfileGap {
  subcategory: GovernSubcategory;
  category: GovernCategory;
  current: number;
  target: number;
  /** `max(0, target - current)`. */
  gap: number;
}

/** A GOVERN category of the profile: how much of it is assessed, its mean tiers and its total gap. */
export interface ProfileCategorySummary {
  category: GovernCategory;
  /** Subcategories of this category present in the profile. */
  assessed: number;
  /** Mean current tier, 2 decimals; null when none of the category is assessed. */
  meanCurrent: number | null;
  /** Mean target tier, 2 decimals; null when none of the category is assessed. */
  meanTarget: number | null;
  totalGap: number;
}

/** profileGaps' answer: the gaps, a summary per category, and what the profile leaves out. */
export interface ProfileAnalysis {
  /** Every profiled subcategory, by gap descending, then subcategory id. */
  gaps: ProfileGap[];
  /** All six GOVERN categories, in CSF order. */
  categories: ProfileCategorySummary[];
  /** GOVERN subcategories absent from the profile, in CSF order. */
  notAssessed: GovernSubcategory[];
  coverage: { assessed: number; total: number };
}

/**
 * Current-versus-target tiers of a CSF 2.0 GOVERN organisational profile: each subcategory's gap,
 * a summary per category, and the subcategories left out.
 *
 * @example
 * import { profileGaps } from '@secgate/calculators';
 *
 * const analysis = profileGaps([
 *   { subcategory: 'GV.RM-01', current: 2, target: 2 },
 *   { subcategory: 'GV.OC-01', current: 1, target: 3 },
 * ]);
 * analysis.gaps.map(({ subcategory, gap }) => `${subcategory} ${gap}`);
 * //=> ['GV.OC-01 2', 'GV.RM-01 0']
 * analysis.coverage;
 * //=> { assessed: 2, total: 31 }
 */
export function profileGaps(rows: readonly ProfileRow[]): ProfileAnalysis {
  const gaps: ProfileGap[] = rows.map(({ subcategory, current, target }) => ({
    subcategory,
    category: categoryOf(subcategory),
    current,
    target,
    gap: Math.max(0, target - current),
  }));
  gaps.sort((a, b) => b.gap - a.gap || compareCodeUnits(a.subcategory, b.subcategory));

  const categories = GOVERN_CATEGORIES.map((category) =>
    summarise(
      category,
      gaps.filter((g) => g.category === category),
    ),
  );
  const profiled = new Set<string>(rows.map((row) => row.subcategory));
  const notAssessed = GOVERN_SUBCATEGORIES.filter((id) => !profiled.has(id));
  return { gaps, categories, notAssessed, coverage: { assessed: profiled.size, total: GOVERN_SUBCATEGORIES.length } };
}

function summarise(category: GovernCategory, rows: readonly ProfileGap[]): ProfileCategorySummary {
  const n = rows.length;
  const sum = (pick: (row: ProfileGap) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    category,
    assessed: n,
    meanCurrent:
      n === 0
        ? null
        : roundTo2(
            sum((r) => r.current),
            n,
          ),
    meanTarget:
      n === 0
        ? null
        : roundTo2(
            sum((r) => r.target),
            n,
          ),
    totalGap: sum((r) => r.gap),
  };
}

/** `sum / n` rounded half up to 2 decimals; `sum * 100 / n` is computed first so halves are exact. */
function roundTo2(sum: number, n: number): number {
  return Math.round((sum * 100) / n) / 100;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
