import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDRAILS } from './default-rule-set.js';
import { guardrailSummary } from './guardrail-summary.js';
import { HARM_POLICY } from './policy/harm-policy.js';

describe('guardrailSummary', () => {
  const summary = guardrailSummary(DEFAULT_GUARDRAILS);

  it('publishes the version and each rule id with its action and category, and nothing of the patterns', () => {
    expect(summary.version).toBe(DEFAULT_GUARDRAILS.version);
    expect(summary.rules).toContainEqual({ id: 'malware-intrusion', action: 'block', category: 'malware-intrusion' });
    expect(summary.rules).toContainEqual({ id: 'specialized-advice', action: 'flag', category: 'specialized-advice' });
    expect(summary.rules).toContainEqual({ id: 'secret-hygiene', action: 'redact' });
    expect(JSON.stringify(summary)).not.toMatch(/\\b|\(\?/);
  });

  it('publishes every category of the policy on its MLCommons hazard, with its action and widening tasks', () => {
    expect(summary.policy.version).toBe(HARM_POLICY.version);
    expect(summary.policy.categories.map((c) => c.id)).toEqual(HARM_POLICY.categories.map((c) => c.id));
    expect(summary.policy.categories).toContainEqual({ id: 'covert-surveillance', hazard: 'S7', parent: 'privacy', action: 'block', widenedBy: [] });
    expect(summary.policy.categories).toContainEqual({
      id: 'malware-intrusion',
      hazard: 'S2',
      parent: 'non-violent-crimes',
      action: 'block',
      widenedBy: ['payload-crafting', 'c2-tooling'],
    });
  });
});
