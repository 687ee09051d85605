import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MODELS } from '../catalog/default-models.js';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { parseChatRequest } from '../requests/parse-request.js';
import { admit, type AdmissionInput } from './admit.js';
import type { Principal } from './principal.js';
import { AUP_VERSION, DAY, NOW, newcomer, researcher } from './test-principals.test-support.js';

vi.mock('../guardrails/evaluate-guardrails.js', async () => {
  const fake = await import('./guardrails-fake.test-support.js');
  return { evaluateGuardrails: fake.fakeEvaluateGuardrails };
});

const SERVED = new Set(['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3']);
const FREE = { freeRequestsPerDay: 1000, freeRequestsUsedToday: 0, paidAvailableMicroUSD: 0, holdsPaidCredit: false };

function request(body: Record<string, unknown> = {}) {
  const parsed = parseChatRequest({ model: 'red-1', messages: [{ role: 'user', content: 'Review my parser for overflows.' }], ...body });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

function input(overrides: Partial<AdmissionInput> & { body?: Record<string, unknown> } = {}): AdmissionInput {
  const { body, ...rest } = overrides;
  const req = request(body);
  return {
    principal: researcher(),
    modelId: req.model,
    request: req,
    models: DEFAULT_MODELS,
    isServed: (id) => SERVED.has(id),
    quota: FREE,
    now: NOW,
    aupVersion: AUP_VERSION,
    ...rest,
  };
}

/** The refusal's status, code and details, or a failure when admission let the request in. */
function refusal(admissionInput: AdmissionInput) {
  const result = admit(admissionInput);
  if (result.ok) throw new Error('expected a refusal');
  const { code, message, ...details } = result.error.body.error;
  expect(message).toEqual(expect.any(String));
  return { status: result.error.status, code, ...details };
}

const on = (modelId: string, principal: Principal | null, body: Record<string, unknown> = {}) =>
  input({ principal, modelId, body: { model: modelId, ...body } });

describe('admit: admitted requests', () => {
  it('admits a qualified researcher on a Red model, free, with every requirement met', () => {
    const result = admit(input());
    expect(result).toEqual({
      ok: true,
      hold: { billing: 'free', amountMicroUSD: 0 },
      guardrails: { version: 'test-rules-1', blocked: false, matches: [] },
      requirements: [
        'authenticated-principal',
        'verified-ekyc-card',
        'aup-consent',
        'current-aml-ctf-clearance',
        'current-trust-route',
        'approved-research-scope',
        'available-free-quota',
        'guardrails',
      ].map((token) => ({ token, met: true })),
    });
  });

  it('admits a newcomer on a Blue model with the three Blue requirements', () => {
    const result = admit(on('shared-1', newcomer(), { task: 'remediation' }));
    expect(result.ok).toBe(true);
    expect(result.requirements).toEqual([
      { token: 'authenticated-principal', met: true },
      { token: 'available-free-quota', met: true },
      { token: 'guardrails', met: true },
    ]);
  });

  it('holds the upper bound of the price on the paid balance once the free requests are used', () => {
    const req = request({ max_tokens: 2000 });
    const quota = { ...FREE, freeRequestsUsedToday: 1000, paidAvailableMicroUSD: 5_000_000, holdsPaidCredit: true };
    expect(admit(input({ request: req, quota }))).toMatchObject({ ok: true, hold: { billing: 'paid', amountMicroUSD: holdUpperBound(req) } });
  });

  it('grants code-review on owned to a current card without any scope', () => {
    expect(admit(input({ principal: researcher({ scopes: [] }), body: { task: 'code-review', scopeId: 'owned' } })).ok).toBe(true);
  });

  it('opens the offensive band on Red to a contracted principal whose scope lists the task', () => {
    const scopes = [{ id: 'engagement-7', tasks: ['payload-crafting'], status: 'approved' as const, expiresAt: NOW + DAY }];
    const principal = researcher({ rung: 'contracted', scopes });
    expect(admit(input({ principal, body: { task: 'payload-crafting', scopeId: 'engagement-7' } })).ok).toBe(true);
  });

  it('passes the configured rule set to the guardrails', () => {
    const result = admit(input({ guardrails: { version: 'operator-2' } as unknown as AdmissionInput['guardrails'] }));
    expect(result.guardrails?.version).toBe('custom:operator-2');
  });
});

describe('admit: each check, in order', () => {
  it('1. principal: 401 when missing, 403 forbidden when suspended', () => {
    expect(refusal(input({ principal: null }))).toEqual({ status: 401, code: 'unauthorized' });
    expect(refusal(input({ principal: researcher({ status: 'suspended' }) }))).toEqual({ status: 403, code: 'forbidden' });
  });

  it('2. model: 404 for an id not in the catalog, with no requirements', () => {
    const result = admit(input({ modelId: 'gpt-unknown' }));
    expect(result).toMatchObject({ ok: false, requirements: [] });
    expect(refusal(input({ modelId: 'gpt-unknown' }))).toEqual({ status: 404, code: 'model-not-found' });
    expect(refusal(input({ modelId: 'RED-1' }))).toMatchObject({ code: 'model-not-found' });
  });

  it('3. route: 503 by name and no hold for a model whose route is not configured', () => {
    const result = admit(on('red-4', researcher()));
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('hold');
    expect(refusal(on('red-4', researcher()))).toEqual({ status: 503, code: 'route-not-configured', model: 'red-4' });
    expect(refusal(input({ isServed: () => false, modelId: 'shared-2', principal: newcomer() }))).toMatchObject({ model: 'shared-2' });
  });

  it('4. limits: 400 with limit, max and actual', () => {
    expect(refusal(input({ body: { max_tokens: 40_000 } }))).toEqual({
      status: 400,
      code: 'limit-exceeded',
      limit: 'output-tokens',
      max: 32768,
      actual: 40_000,
    });
    const long = { messages: [{ role: 'user', content: 'x'.repeat(524_289) }] };
    expect(refusal(input({ body: long }))).toMatchObject({ limit: 'input-characters', actual: 524_289 });
    const tools = Array.from({ length: 129 }, (_, i) => ({ type: 'function', function: { name: `t${i}` } }));
    expect(refusal(input({ body: { tools } }))).toMatchObject({ limit: 'tools', max: 128, actual: 129 });
    const turns = { messages: Array.from({ length: 2049 }, () => ({ role: 'user', content: 'hi' })) };
    expect(refusal(input({ body: turns }))).toMatchObject({ limit: 'turns', max: 2048, actual: 2049 });
  });

  it('5. offensive band: 403 below the contracted rung, on Blue and Red alike', () => {
    for (const task of ['payload-crafting', 'c2-tooling']) {
      expect(refusal(on('red-1', researcher({ rung: 'business' }), { task }))).toEqual({
        status: 403,
        code: 'task-not-permitted',
        task,
        reason: 'contracted-rung-required',
      });
      expect(refusal(on('shared-1', newcomer(), { task }))).toMatchObject({ reason: 'contracted-rung-required' });
    }
  });

  it('6. Blue: 403 for a task outside the standard three, even for a contracted principal', () => {
    expect(refusal(on('shared-3', newcomer({ rung: 'contracted' }), { task: 'c2-tooling' }))).toEqual({
      status: 403,
      code: 'task-not-permitted',
      task: 'c2-tooling',
      reason: 'blue-standard-tasks-only',
    });
  });

  it('8. quota: 429 with the next UTC midnight when no paid credit is held', () => {
    const quota = { ...FREE, freeRequestsUsedToday: 1000 };
    expect(refusal(input({ quota }))).toEqual({ status: 429, code: 'free-quota-exhausted', resetsAt: '2025-06-06T00:00:00.000Z' });
  });

  it('8. quota: 402 with the amounts when paid credit is held but short', () => {
    const req = request();
    const quota = { ...FREE, freeRequestsUsedToday: 1000, paidAvailableMicroUSD: 7, holdsPaidCredit: true };
    expect(refusal(input({ request: req, quota }))).toEqual({
      status: 402,
      code: 'insufficient-balance',
      requiredMicroUSD: holdUpperBound(req),
      availableMicroUSD: 7,
    });
  });

  it('9. guardrails: 403 naming the version and the blocking rules only', () => {
    const body = { messages: [{ role: 'user', content: 'mail me at a@b.example, BLOCK-ME' }] };
    expect(refusal(input({ body }))).toEqual({
      status: 403,
      code: 'guardrail-blocked',
      guardrailVersion: 'test-rules-1',
      stage: 'rules',
      matches: [{ ruleId: 'test-block' }],
    });
    const result = admit(input({ body }));
    expect(result.guardrails?.blocked).toBe(true);
    expect(result.requirements.find((r) => r.token === 'guardrails')).toEqual({ token: 'guardrails', met: false });
  });

  it('guardrails read every message, including text parts of array contents', () => {
    const body = {
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: [{ type: 'text', text: 'BLOCK-ME' }] },
      ],
    };
    expect(refusal(input({ body }))).toMatchObject({ code: 'guardrail-blocked' });
  });
});

describe('admit: the first failing check wins', () => {
  const blocked = { messages: [{ role: 'user', content: 'BLOCK-ME' }] };
  const exhausted = { ...FREE, freeRequestsUsedToday: 1000 };

  it('principal before model', () => {
    expect(refusal(input({ principal: null, modelId: 'nope' }))).toMatchObject({ code: 'unauthorized' });
    expect(refusal(input({ principal: researcher({ status: 'suspended' }), modelId: 'nope' }))).toMatchObject({ code: 'forbidden' });
  });

  it('route before limits, task and requirements: an unconfigured model spends nothing whoever asks', () => {
    expect(refusal(on('red-5', newcomer(), { task: 'c2-tooling', max_tokens: 99_999 }))).toMatchObject({ code: 'route-not-configured' });
  });

  it('limits before the offensive band', () => {
    expect(refusal(on('shared-1', newcomer(), { task: 'payload-crafting', max_tokens: 99_999 }))).toMatchObject({ code: 'limit-exceeded' });
  });

  it('offensive band before the Red requirements', () => {
    expect(refusal(on('red-2', newcomer(), { task: 'payload-crafting' }))).toMatchObject({ reason: 'contracted-rung-required' });
  });

  it('Red requirements before quota and guardrails', () => {
    expect(refusal(input({ principal: newcomer(), quota: exhausted, body: blocked }))).toMatchObject({
      code: 'requirement-unmet',
      requirement: 'verified-ekyc-card',
    });
  });

  it('quota before guardrails', () => {
    expect(refusal(input({ quota: exhausted, body: blocked }))).toMatchObject({ code: 'free-quota-exhausted' });
  });

  it('within the Red requirements, the token order of the Red team requirements', () => {
    const noCardNoConsent = researcher({ ekyc: undefined, aupConsent: undefined });
    expect(refusal(input({ principal: noCardNoConsent }))).toMatchObject({ requirement: 'verified-ekyc-card', reason: 'verification-required' });
    expect(refusal(input({ principal: researcher({ aupConsent: undefined, scopes: [] }) }))).toMatchObject({ requirement: 'aup-consent' });
  });

  it('still reports every requirement of the team with whether it is met', () => {
    const result = admit(input({ principal: researcher({ aupConsent: undefined, trustRoute: undefined }), quota: exhausted }));
    expect(result.requirements.filter((r) => !r.met).map((r) => r.token)).toEqual(['aup-consent', 'current-trust-route', 'available-free-quota']);
  });
});

describe('admit: a Red model refused for each missing requirement, by exact token', () => {
  const lapsed = { verifiedAt: NOW - 400 * DAY, expiresAt: NOW - DAY };
  it.each<[string, Partial<Principal>, Record<string, unknown>, string, string]>([
    ['no card', { ekyc: undefined }, {}, 'verified-ekyc-card', 'verification-required'],
    ['an expired card', { ekyc: lapsed }, {}, 'verified-ekyc-card', 'verification-expired'],
    ['no consent', { aupConsent: undefined }, {}, 'aup-consent', 'consent-required'],
    ['consent to an old policy', { aupConsent: { version: 'aup-2019', acceptedAt: 0 } }, {}, 'aup-consent', 'consent-required'],
    ['no clearance', { amlClearance: undefined }, {}, 'current-aml-ctf-clearance', 'clearance-required'],
    ['an expired clearance', { amlClearance: { checkedAt: 0, expiresAt: NOW } }, {}, 'current-aml-ctf-clearance', 'clearance-required'],
    ['no trust route', { trustRoute: undefined }, {}, 'current-trust-route', 'trust-route-required'],
    ['an expired trust route', { trustRoute: { route: 'r', expiresAt: NOW - 1 } }, {}, 'current-trust-route', 'trust-route-required'],
    ['a task the scope does not list', {}, { task: 'remediation', scopeId: 'acme-app' }, 'approved-research-scope', 'scope-required'],
    ['a scope it does not hold', {}, { task: 'vulnerability-triage', scopeId: 'someone-else' }, 'approved-research-scope', 'scope-required'],
    ['a task beyond the card grant on owned', { scopes: [] }, { task: 'remediation' }, 'approved-research-scope', 'scope-required'],
    [
      'a pending scope',
      { scopes: [{ id: 'acme-app', tasks: ['remediation'], status: 'pending', expiresAt: NOW + DAY }] },
      { task: 'remediation', scopeId: 'acme-app' },
      'approved-research-scope',
      'scope-required',
    ],
    [
      'an expired scope',
      { scopes: [{ id: 'acme-app', tasks: ['remediation'], status: 'approved', expiresAt: NOW }] },
      { task: 'remediation', scopeId: 'acme-app' },
      'approved-research-scope',
      'scope-required',
    ],
  ])('%s', (_, overrides, body, requirement, reason) => {
    expect(refusal(input({ principal: researcher(overrides), body: { scopeId: 'acme-app', ...body } }))).toEqual({
      status: 403,
      code: 'requirement-unmet',
      requirement,
      reason,
    });
  });

  it('asks none of them on a Blue model', () => {
    expect(admit(on('shared-4', newcomer(), { task: 'vulnerability-triage', scopeId: 'anything' })).ok).toBe(true);
  });
});
