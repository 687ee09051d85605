import fc from 'fast-check';
import { DEFAULT_MODELS } from '../catalog/default-models.js';
import { KNOWN_TASKS } from '../catalog/tasks.js';
import { parseChatRequest } from '../requests/parse-request.js';
import type { AdmissionInput } from './admit.js';
import { RUNGS, type Principal } from './principal.js';
import { AUP_VERSION, DAY, NOW } from './test-principals.test-support.js';

// Times a little before or mostly after NOW, so records are usually current, sometimes lapsed.
// The generators lean towards passing principals so that many requests reach the quota step.
const around = fc.integer({ min: -1, max: 8 }).map((days) => NOW + days * DAY);
const mostly = <T>(usual: T, rare: T) => fc.oneof({ arbitrary: fc.constant(usual), weight: 9 }, { arbitrary: fc.constant(rare), weight: 1 });
const scopeIds = fc.constantFrom('owned', 'acme-app', 'engagement-7');

export const principal: fc.Arbitrary<Principal> = fc.record(
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

export const request = fc
  .record({
    model: fc.oneof({ arbitrary: fc.constantFrom(...DEFAULT_MODELS.map((m) => m.id)), weight: 9 }, { arbitrary: fc.constant('unknown-9'), weight: 1 }),
    messages: fc.array(fc.record({ role: fc.constant('user'), content: mostly<string>('Review this loop.', 'BLOCK-ME') }), { minLength: 1, maxLength: 4 }),
    max_tokens: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 32_768 }), weight: 9 }, { arbitrary: fc.integer({ min: 32_769, max: 40_000 }), weight: 1 }),
    task: fc.oneof({ arbitrary: fc.constant('code-review'), weight: 4 }, { arbitrary: fc.constantFrom(...KNOWN_TASKS), weight: 1 }),
    scopeId: scopeIds,
  })
  .map((body) => {
    const parsed = parseChatRequest(body);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return parsed.value;
  });

export const quota = fc.record({
  freeRequestsPerDay: fc.integer({ min: 0, max: 5 }),
  freeRequestsUsedToday: fc.integer({ min: 0, max: 6 }),
  // Around the hold of a typical request (a few hundred bytes in, up to 32,768 tokens out).
  paidAvailableMicroUSD: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant(0)),
  holdsPaidCredit: fc.boolean(),
});

export const admissionInput: fc.Arbitrary<AdmissionInput> = fc
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
