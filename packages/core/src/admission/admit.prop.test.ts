import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MODELS } from '../catalog/default-models.js';
import { admissionInput, quota, request } from './admission-arbitraries.test-support.js';
import { admit } from './admit.js';
import { AUP_VERSION, NOW, researcher } from './test-principals.test-support.js';

vi.mock('../guardrails/evaluate-guardrails.js', async () => {
  const fake = await import('./guardrails-fake.test-support.js');
  return { evaluateGuardrails: fake.fakeEvaluateGuardrails };
});

const baseInput = {
  principal: researcher(),
  models: DEFAULT_MODELS,
  isServed: () => true,
  now: NOW,
  aupVersion: AUP_VERSION,
};

describe('admit (properties)', () => {
  it('never holds more than the paid balance, and a free hold is always 0', () => {
    fc.assert(
      fc.property(admissionInput, (input) => {
        const result = admit(input);
        if (!result.ok) return;
        if (result.hold.billing === 'free') {
          expect(result.hold.amountMicroUSD).toBe(0);
          expect(input.quota.freeRequestsUsedToday).toBeLessThan(input.quota.freeRequestsPerDay);
        } else {
          expect(result.hold.amountMicroUSD).toBeGreaterThan(0);
          expect(result.hold.amountMicroUSD).toBeLessThanOrEqual(input.quota.paidAvailableMicroUSD);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a principal who passes every other check gets a free hold of 0 or a paid hold within the balance', () => {
    fc.assert(
      fc.property(request, quota, (r, q) => {
        const body = { ...r, model: 'red-1', task: 'code-review' as const, scopeId: 'owned', max_tokens: Math.min(r.max_tokens, 32_768) };
        const result = admit({ ...baseInput, request: body, modelId: 'red-1', quota: q });
        const freeLeft = q.freeRequestsUsedToday < q.freeRequestsPerDay;
        if (result.ok) {
          expect(result.hold.billing).toBe(freeLeft ? 'free' : 'paid');
          if (freeLeft) expect(result.hold.amountMicroUSD).toBe(0);
          else expect(result.hold.amountMicroUSD).toBeLessThanOrEqual(q.paidAvailableMicroUSD);
        } else {
          expect(['free-quota-exhausted', 'insufficient-balance', 'guardrail-blocked']).toContain(result.error.body.error.code);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('admits only when every requirement of the team is met, and never on an unserved route', () => {
    fc.assert(
      fc.property(admissionInput, (input) => {
        const result = admit(input);
        if (result.ok) {
          expect(result.requirements.every((r) => r.met)).toBe(true);
          expect(input.isServed(input.modelId)).toBe(true);
          expect(input.principal?.status).toBe('active');
        } else {
          expect([400, 401, 402, 403, 404, 429, 503]).toContain(result.error.status);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a refused request on an unserved known model is always refused before quota is considered', () => {
    fc.assert(
      fc.property(admissionInput, (input) => {
        const result = admit({ ...input, isServed: () => false });
        if (result.ok) throw new Error('an unserved route admitted a request');
        expect(['unauthorized', 'forbidden', 'model-not-found', 'route-not-configured']).toContain(result.error.body.error.code);
      }),
    );
  });
});
