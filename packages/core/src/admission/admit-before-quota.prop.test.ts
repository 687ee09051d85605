import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { admissionInput } from './admission-arbitraries.test-support.js';
import { admitBeforeQuota } from './admit-before-quota.js';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { admit } from './admit.js';
import { decideHoldOf } from './quota-hold.js';

vi.mock('../guardrails/evaluate-guardrails.js', async () => {
  const fake = await import('./guardrails-fake.test-support.js');
  return { evaluateGuardrails: fake.fakeEvaluateGuardrails };
});

describe('admitBeforeQuota (properties)', () => {
  it('with the quota decided afterwards by decideHoldOf, answers exactly what admit answers', () => {
    fc.assert(
      fc.property(admissionInput, (input) => {
        const full = admit(input);
        const { quota, ...rest } = input;
        const early = admitBeforeQuota(rest);
        switch (early.kind) {
          case 'refused':
            expect(full.ok ? null : full.error).toEqual(early.error);
            break;
          case 'reserve': {
            const decided = decideHoldOf(quota, early.paidHoldMicroUSD, input.now);
            if (decided.ok) {
              expect(full).toMatchObject({ ok: true, hold: decided.hold });
              expect(full.ok && full.guardrails).toEqual(early.guardrails);
            } else {
              expect(full.ok ? null : full.error).toEqual(decided.error);
            }
            break;
          }
          case 'quota-decides': {
            // A blocked prompt is 403 unless the quota refuses first (429/402).
            const decided = decideHoldOf(quota, holdUpperBound(input.request), input.now);
            if (full.ok) throw new Error('admit admitted a prompt the guardrails block');
            if (decided.ok) expect(full.error.body.error.code).toBe('guardrail-blocked');
            else expect(full.error).toEqual(decided.error);
            break;
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});
