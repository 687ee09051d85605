import type { BaseIssue } from 'valibot';

type Issue = BaseIssue<unknown>;

/**
 * Picks the issue a person reads first: the one whose field comes first in the input document,
 * following the input's own key order. A missing field has no place in the document, so it comes
 * after every field that is present (in schema order). This is why a typo such as `awarAt` is
 * reported as the unknown field it is, rather than as a missing `awareAt`.
 */
export function firstIssueInDocumentOrder(issues: readonly [Issue, ...Issue[]]): Issue {
  let best = issues[0];
  let bestKey = positionKey(best);
  for (let i = 1; i < issues.length; i++) {
    const issue = issues[i] as Issue;
    const key = positionKey(issue);
    if (comparePositions(key, bestKey) < 0) {
      best = issue;
      bestKey = key;
    }
  }
  return best;
}

function positionKey(issue: Issue): number[] {
  return (issue.path ?? []).map((item) => {
    if (typeof item.key === 'number') return item.key;
    const parent = item.input;
    if (parent === null || typeof parent !== 'object') return Number.MAX_SAFE_INTEGER;
    const index = Object.keys(parent).indexOf(String(item.key));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  });
}

/** Shorter paths that are a prefix of a longer one come first: a parent fails before its child. */
function comparePositions(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
