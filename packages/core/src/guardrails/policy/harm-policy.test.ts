import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDRAILS } from '../default-rule-set.js';
import { HAZARD_CODES } from './harm-category.js';
import { HARM_CATEGORIES, HARM_POLICY, harmCategoryOf } from './harm-policy.js';

describe('HARM_POLICY', () => {
  it('covers every MLCommons hazard, S1 to S14, with kebab-case ids used once', () => {
    expect(new Set(HARM_CATEGORIES.map((c) => c.hazard))).toEqual(new Set(HAZARD_CODES));
    const ids = HARM_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('gives each sub-category a parent on the same hazard', () => {
    for (const category of HARM_CATEGORIES.filter((c) => c.parent)) {
      expect(harmCategoryOf(category.parent ?? '')?.hazard, category.id).toBe(category.hazard);
    }
  });

  it('says for every category what it blocks and what research it allows', () => {
    for (const category of HARM_CATEGORIES) {
      expect(category.blocks.length, category.id).toBeGreaterThan(20);
      expect(category.allows.length, category.id).toBeGreaterThan(20);
    }
  });

  it('lets only offensive Red-team tasks widen a category, and never the ones that harm people directly', () => {
    for (const category of HARM_CATEGORIES) {
      for (const task of category.widenedBy) expect(['payload-crafting', 'c2-tooling']).toContain(task);
    }
    const widened = HARM_CATEGORIES.filter((c) => c.widenedBy.length > 0).map((c) => c.id);
    expect(widened).toEqual(['malware-intrusion', 'denial-of-service', 'credential-phishing']);
  });

  it('is enforced by the default rule set: one rule per category with the category\u2019s action', () => {
    expect(DEFAULT_GUARDRAILS.version).toBe(HARM_POLICY.version);
    for (const category of HARM_CATEGORIES) {
      const rules = DEFAULT_GUARDRAILS.rules.filter((r) => r.category === category.id);
      expect(rules.length, category.id).toBe(1);
      expect(rules[0]?.action, category.id).toBe(category.action);
    }
  });
});
