import { describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE_ID, DEFAULT_TASK, KNOWN_TASKS, isKnownTask, isOffensiveTask, isStandardTask } from './tasks.js';

describe('tasks', () => {
  it('lists the standard tasks then the offensive band, with the documented defaults', () => {
    expect(KNOWN_TASKS).toEqual(['code-review', 'vulnerability-triage', 'remediation', 'payload-crafting', 'c2-tooling']);
    expect(DEFAULT_TASK).toBe('code-review');
    expect(DEFAULT_SCOPE_ID).toBe('owned');
  });

  it('classifies tasks', () => {
    expect(isStandardTask('remediation')).toBe(true);
    expect(isStandardTask('c2-tooling')).toBe(false);
    expect(isOffensiveTask('payload-crafting')).toBe(true);
    expect(isOffensiveTask('code-review')).toBe(false);
    expect(isKnownTask('exfiltration')).toBe(false);
  });
});
