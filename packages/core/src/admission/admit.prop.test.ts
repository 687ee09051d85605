import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MODELS } from '../catalog/default-models.js';
import { KNOWN_TASKS } from '../catalog/tasks.js';
import { parseChatRequest } from '../requests/parse-request.js';
import { admit, type AdmissionInput } from './admit.js';
import { RUNGS, type Principal } from './principal.js';
import { AUP_VERSION, DAY, NOW, researcher } from './test-principals.test-support.js';

vi.mock('../guardrails/evaluate-guardrails.js', async () => {
  const fake = await import('./guardrails-fake.test-support.js');
  return { evaluateGuardrails: fake.fakeEvaluateGuardrails };
});

// Times a little before or mostly after NOW, so records are usually current, sometimes lapsed.
// The generators lean towards passing principals so that many requests reach the quota step.
const around = fc.integer({ min: -1, max: 8 }).map((days) => NOW + days * DAY);
const mostly = <T>(usual: T, rare: T) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 9 }, { arbitrary: fc.constant(rare), weight: 1 });
const scopeIds = fc.constantFrom('owned', 'acme-app', 'engagement-7');

const principal: fc.Arbitrary<Principal> = fc.record(
  {
    id: fc.constant('p'),
    status: mostly<Principal['status']>('active', 'suspended'),
    ekyc: fc.record({ verifiedAt: around, expiresAt: around }),
    aupConsent: fc.record({ version: mostly(AUP_VERSION, 'aup-old'), acceptedAt: around }),
    amlClearance: fc.record({ checkedAt: around, expiresAt: around }),
    trustRoute: fc.record({ route: fc.constant('r'), expiresAt: around }),
    scopes: fc.array(
      fc.record({
        id: scopeIds,
        tasks: fc.subarray([...KNOWN_TASKS]),
        status: fc.constantFrom('approved', 'pending'),
        expiresAt: around,
      }),
      { maxLength: 3 },
    ),
    rung: fc.constantFrom(...RUNGS),
  },
  { requiredKeys: ['id', 'status', 'scopes', 'rung'] },
);

const request = fc
  .record({
    model: fc.oneof({ arbitrary: fc.constantFrom(...DEFAULT_MODELS.map((m) => m.id)), weight: 9 }, { arbitrary: fc.constant('unknown-9'), weight: 1 }),
    messages: fc.array(
      fc.record({ role: fc.constant('user'), content: mostly<string>('Review this loop.', 'BLOCK-ME') }),
      { minLength: 1, maxLength: 4 },
    ),
    max_tokens: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 32_768 }), weight: 9 }, { arbitrary: fc.integer({ min: 32_769, max: 40_000 }), weight: 1 }),
    task: fc.oneof({ arbitrary: fc.constant('code-review'), weight: 4 }, { arbitrary: fc.constantFrom(...KNOWN_TASKS), weight: 1 }),
    scopeId: scopeIds,
  })
  .map((body) => {
    const parsed = parseChatRequest(body);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return parsed.value;
  });

const quota = fc.record({
  freeRequestsPerDay: fc.integer({ min: 0, max: 5 }),
  freeRequestsUsedToday: fc.integer({ min: 0, max: 6 }),
  // Around the hold of a typical request (a few hundred bytes in, up to 32,768 tokens out).
  paidAvailableMicroUSD: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant(0)),
  holdsPaidCredit: fc.boolean(),
});

const admissionInput: fc.Arbitrary<AdmissionInput> = fc
  .record({ principal: fc.option(principal, { nil: null, freq: 10 }), request, quota, served: mostly(true, false) })
  .map(({ principal: p, request: r, quota: q, served }) => ({
    principal: p,
    modelId: r.model,
    request: r,
    models: DEFAULT_MODELS,
    isServed: () => served,
    quota: q,
    now: NOW,
    aupVersion: AUP_VERSION,
  }));

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
