/** The three standard tasks, open on every model (Blue accepts only these). */
export const STANDARD_TASKS = ['code-review', 'vulnerability-triage', 'remediation'] as const;

/** The offensive band: closed below the `contracted` rung on every model, whatever the scope. */
export const OFFENSIVE_TASKS = ['payload-crafting', 'c2-tooling'] as const;

/** Every task a request may name: the standard ones, then the offensive band. */
export const KNOWN_TASKS = [...STANDARD_TASKS, ...OFFENSIVE_TASKS] as const;

export type StandardTask = (typeof STANDARD_TASKS)[number];
export type OffensiveTask = (typeof OFFENSIVE_TASKS)[number];
/** A task a request may name (`task`), standard or offensive. */
export type Task = (typeof KNOWN_TASKS)[number];

/** On the bearer path `task` defaults to `code-review`. */
export const DEFAULT_TASK: Task = 'code-review';

/** The scope of code the caller owns; a verified card grants `code-review` on it. */
export const DEFAULT_SCOPE_ID = 'owned';

export function isStandardTask(task: string): task is StandardTask {
  return (STANDARD_TASKS as readonly string[]).includes(task);
}

export function isOffensiveTask(task: string): task is OffensiveTask {
  return (OFFENSIVE_TASKS as readonly string[]).includes(task);
}

/** Whether `task` is one of KNOWN_TASKS. */
export function isKnownTask(task: string): task is Task {
  return (KNOWN_TASKS as readonly string[]).includes(task);
}
