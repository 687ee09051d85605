import type { GuardrailVerdict } from './evaluate-guardrails.js';
import { harmCategoryOf } from './policy/harm-policy.js';

/**
 * The verdict for a request admitted for `task`: a block whose category the task widens (the
 * policy's `widenedBy`) becomes a flag, so it is recorded but lets the request through. Only
 * admission's scope check makes a task reach here, so only an approved Red-team scope widens,
 * and only for its own tasks; categories no task widens keep blocking.
 */
export function widenForTask(verdict: GuardrailVerdict, task: string): GuardrailVerdict {
  if (!verdict.blocked) return verdict;
  const matches = verdict.matches.map((match) => {
    const widened =
      match.action === 'block' && match.category !== undefined && (harmCategoryOf(match.category)?.widenedBy as readonly string[] | undefined)?.includes(task);
    return widened ? { ...match, action: 'flag' as const } : match;
  });
  const blocked = matches.some((m) => m.action === 'block');
  const { stage, ...rest } = verdict;
  return blocked && stage ? { ...rest, blocked, matches, stage } : { ...rest, blocked, matches };
}
