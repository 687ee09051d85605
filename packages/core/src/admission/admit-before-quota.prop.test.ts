import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { admissionInput } from './admission-arbitraries.test-support.js';
import { admitBeforeQuota } from './admit-before-quota.js';
import { admit } from './admit.js';
import { checkGuardrails } from './check-guardrails.js';
import { decideHoldOf } from './decide-hold.js';

vi.mock('../guardrails/evaluate-guardrails.js', async () => {
  const fake = await import('./guardrails-fake.test-support.js');
  return { evaluateGuardrails: fake.fakeEvaluateGuardrails };
});

describe('admitBeforeQuota (properties)', () => {
  it('with the quota decided afterwards by decideHoldOf, as the store does, answers exactly what admit answers', () => {
    fc.assert(
      fc.property(admissionInput, (input) => {
        const full = admit(input);
        const { quota, ...rest } = input;
        const early = admitBeforeQuota(rest);
        if (!early.ok) {
          // The route's refusal: the quota cannot change it.
          expect(full.ok ? null : full.error).toEqual(early.error);
          return;
        }
        const guardrails = checkGuardrails(input);
        const decided = decideHoldOf(quota, holdUpperBound(input.request), input.now);
        if (guardrails.ok) {
          // The route reserves; the store's decideHoldOf decides.
          if (decided.ok) {
            expect(full).toMatchObject({ ok: true, hold: decided.hold });
            expect(full.ok && full.guardrails).toEqual(guardrails.verdict);
          } else {
            expect(full.ok ? null : full.error).toEqual(decided.error);
          }
          return;
        }
        // A blocked prompt is 403 unless the quota refuses first (429/402).
        if (full.ok) throw new Error('admit admitted a prompt the guardrails block');
        if (decided.ok) expect(full.error).toEqual(guardrails.error);
        else expect(full.error).toEqual(decided.error);
      }),
      { numRuns: 3000 },
    );
  });
});
