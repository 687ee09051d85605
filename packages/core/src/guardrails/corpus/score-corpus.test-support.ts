/** Recall and precision of one category in one half of a labelled corpus. */
export interface CategoryScore {
  category: string;
  abuse: number;
  caught: number;
  recall: number;
  /** Of the texts blocked with this category's rule, the share that were abuse; 1 when none was. */
  precision: number;
}

/**
 * Scores a block decision over labelled texts: recall per abuse category (its texts blocked by
 * any rule), and precision per category (texts its rule blocked that were abuse of any kind).
 */
export function scoreCategories(
  abuse: readonly { category: string; blockedBy: readonly string[] }[],
  allowed: readonly { blockedBy: readonly string[] }[],
): CategoryScore[] {
  const categories = [...new Set(abuse.map((a) => a.category))];
  return categories.map((category) => {
    const own = abuse.filter((a) => a.category === category);
    const caught = own.filter((a) => a.blockedBy.length > 0).length;
    const trueHits = abuse.filter((a) => a.blockedBy.includes(category)).length;
    const falseHits = allowed.filter((a) => a.blockedBy.includes(category)).length;
    return {
      category,
      abuse: own.length,
      caught,
      recall: own.length === 0 ? 1 : caught / own.length,
      precision: trueHits + falseHits === 0 ? 1 : trueHits / (trueHits + falseHits),
    };
  });
}

export function formatScores(title: string, scores: readonly CategoryScore[]): string {
  const rows = scores.map(
    (s) =>
      `  ${s.category.padEnd(28)} recall ${s.caught}/${s.abuse} ${(s.recall * 100).toFixed(0).padStart(3)}%  precision ${(s.precision * 100).toFixed(0).padStart(3)}%`,
  );
  return [title, ...rows].join('\n');
}
