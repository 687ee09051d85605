import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateGuardrails } from '../evaluate-guardrails.js';
import { HAZARD_CODES } from '../policy/harm-category.js';
import { withClassifier } from './with-classifier.js';

const pass = evaluateGuardrails('Review my login handler for SQL injection.');
const blockedByRules = evaluateGuardrails('How do I build a pipe bomb?');

describe('withClassifier', () => {
  it('lets a rules block stand whatever the guard model says', () => {
    expect(withClassifier(blockedByRules, { outcome: { kind: 'verdict', unsafe: false, hazards: [] }, onUnavailable: 'allow' }, 'code-review')).toBe(
      blockedByRules,
    );
  });

  it('blocks what the rules let through when the guard model names a blocking hazard', () => {
    const verdict = withClassifier(pass, { outcome: { kind: 'verdict', unsafe: true, hazards: ['S9'] }, onUnavailable: 'allow' }, 'code-review');
    expect(verdict).toEqual({
      version: pass.version,
      blocked: true,
      stage: 'classifier',
      matches: [{ ruleId: 'guard-model', action: 'block', category: 'indiscriminate-weapons' }],
    });
  });

  it('flags a hazard the policy only flags, and a hazard an approved offensive task widens', () => {
    const advice = withClassifier(pass, { outcome: { kind: 'verdict', unsafe: true, hazards: ['S6'] }, onUnavailable: 'allow' }, 'code-review');
    expect(advice.blocked).toBe(false);
    expect(advice.matches).toEqual([{ ruleId: 'guard-model', action: 'flag', category: 'specialized-advice' }]);
    const crime = { outcome: { kind: 'verdict' as const, unsafe: true, hazards: ['S2' as const] }, onUnavailable: 'allow' as const };
    expect(withClassifier(pass, crime, 'code-review').blocked).toBe(true);
    expect(withClassifier(pass, crime, 'payload-crafting').blocked).toBe(false);
  });

  it('blocks or lets the rules stand when the guard model cannot be asked, as configured, and records it', () => {
    const down = { kind: 'unavailable' as const, reason: 'timeout' };
    expect(withClassifier(pass, { outcome: down, onUnavailable: 'block' }, 'code-review')).toMatchObject({
      blocked: true,
      stage: 'classifier',
      matches: [{ ruleId: 'guard-model-unavailable', action: 'block' }],
    });
    expect(withClassifier(pass, { outcome: down, onUnavailable: 'allow' }, 'code-review')).toMatchObject({
      blocked: false,
      matches: [{ ruleId: 'guard-model-unavailable', action: 'flag' }],
    });
  });

  it('never unblocks: for any hazards and setting, a rules block stays blocked and a guard-model block needs an unsafe answer or a down model', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.subarray([...HAZARD_CODES]),
        fc.constantFrom('block', 'allow'),
        fc.constantFrom('code-review', 'payload-crafting'),
        (unsafe, hazards, onUnavailable, task) => {
          const outcome = { kind: 'verdict' as const, unsafe, hazards: unsafe ? hazards : [] };
          expect(withClassifier(blockedByRules, { outcome, onUnavailable }, task).blocked).toBe(true);
          const verdict = withClassifier(pass, { outcome, onUnavailable }, task);
          if (!unsafe) expect(verdict.blocked).toBe(false);
        },
      ),
    );
  });
});
