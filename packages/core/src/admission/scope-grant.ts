import { DEFAULT_SCOPE_ID, DEFAULT_TASK } from '../catalog/tasks.js';
import { isCurrent, type Principal, type ResearchScope } from './principal.js';

/** A scope counts while it is approved and unexpired. */
export function isCurrentScope(scope: ResearchScope, now: number): boolean {
  return scope.status === 'approved' && isCurrent(scope, now);
}

/**
 * Whether the principal may run `task` on `scopeId`: a current scope of that id lists the task,
 * or it is `code-review` on `owned`, which a current card verification grants by itself.
 */
export function scopePermits(principal: Principal, task: string, scopeId: string, now: number): boolean {
  if (task === DEFAULT_TASK && scopeId === DEFAULT_SCOPE_ID && isCurrent(principal.ekyc, now)) return true;
  return principal.scopes.some((scope) => scope.id === scopeId && isCurrentScope(scope, now) && scope.tasks.includes(task));
}

/** Whether the principal holds any current research scope at all (research status asks this). */
export function hasCurrentScope(principal: Principal, now: number): boolean {
  return principal.scopes.some((scope) => isCurrentScope(scope, now));
}
