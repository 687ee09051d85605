import type { BaseIssue } from 'valibot';
import type { FieldError } from '../errors/api-error.js';
import { FIELD_REASONS, type FieldReason } from '../errors/error-codes.js';

type Issue = BaseIssue<unknown>;

/**
 * Turns the first valibot issue into `{field, reason, allowed?}`. Schemas name a reason by
 * using it as the action's message (`v.check(isTimestampText, 'invalid-timestamp')`); everything
 * else is inferred from the issue's type.
 */
export function fieldErrorFromIssues(issues: readonly [Issue, ...Issue[]]): FieldError {
  const issue = issues[0];
  const field = issuePath(issue);
  const reason = reasonOf(issue);
  if (reason === 'not-an-allowed-value') return { field, reason, allowed: allowedValues(issue) };
  return { field, reason };
}

/** The field a valibot issue is about, e.g. `assets[2].dependsOn[0]`: dotted keys, array indexes in brackets. */
export function issuePath(issue: Issue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function reasonOf(issue: Issue): FieldReason {
  if ((FIELD_REASONS as readonly string[]).includes(issue.message)) return issue.message as FieldReason;
  if (issue.received === 'undefined') return 'required';
  // A strict object reports both a non-object input (expected 'Object') and an extra key
  // (expected 'never'); only the second is an unknown field.
  if ((issue.type === 'strict_object' || issue.type === 'strict_tuple') && issue.expected === 'never') {
    return 'unknown-field';
  }
  switch (issue.type) {
    case 'picklist':
    case 'literal':
    case 'enum':
      return 'not-an-allowed-value';
    case 'min_value':
    case 'max_value':
    case 'gt_value':
    case 'lt_value':
    case 'safe_integer':
      return 'out-of-range';
    case 'max_length':
      return Array.isArray(issue.input) ? 'too-many' : 'too-long';
    case 'min_length':
    case 'non_empty':
      return 'required';
    default:
      return 'wrong-type';
  }
}

/** valibot writes the options of a picklist as `("a" | "b" | 3)`. */
function allowedValues(issue: Issue): (string | number)[] {
  return issue.expected
    ? issue.expected
        .replace(/^\((.*)\)$/, '$1')
        .split(' | ')
        .map((part) => {
          try {
            return JSON.parse(part) as string | number;
          } catch {
            return part;
          }
        })
    : [];
}
