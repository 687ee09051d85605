import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuardrailRuleSet } from '../guardrails/guardrail-rule.js';
import { admissionInput } from './admission-arbitraries.test-support.js';
import { admitReference } from './admit-reference.test-support.js';
import { admit } from './admit.js';

// The real guardrails, on generated rule sets (and the default set when none is given): the
// stages must compose to the pre-refactor answers whatever the rules block or flag.
const ruleSet: fc.Arbitrary<GuardrailRuleSet | undefined> = fc.option(
  fc.record({
    version: fc.constantFrom('rules-a', 'rules-b'),
    rules: fc.array(
      fc.record({
        id: fc.constantFrom('r1', 'r2', 'r3'),
        action: fc.constantFrom('block', 'redact', 'flag'),
        description: fc.constant('generated'),
        patterns: fc.subarray(['BLOCK-ME', 'loop', 'review', '@', '^$']),
        examples: fc.constant({ positive: [], negative: [] }),
      }),
      { maxLength: 3 },
    ),
  }),
  { nil: undefined, freq: 4 },
);

describe('admission stages (properties)', () => {
  it('compose to exactly the Admission of the pre-refactor admit: hold, refusal, guardrail verdict and requirements', () => {
    fc.assert(
      fc.property(admissionInput, ruleSet, (input, guardrails) => {
        const withRules = guardrails === undefined ? input : { ...input, guardrails };
        expect(admit(withRules)).toStrictEqual(admitReference(withRules));
      }),
      { numRuns: 5000 },
    );
  });
});
