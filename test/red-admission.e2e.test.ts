import type { ResearchScope } from '@secgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUP_VERSION, redResearcher, startE2EService, type E2EService, type JsonAnswer, type PrincipalSpec } from './support/e2e-service.js';

/*
 * Red-team admission end to end (docs/api.md#admission): a principal that meets every Red
 * requirement but one is refused 403 `requirement-unmet` naming exactly that requirement, with
 * the reason `/v1/research/status` reports; the offensive band and Blue's standard tasks answer
 * 403 `task-not-permitted`. The upstream is never called for a refused request.
 */

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const now = Date.now();

/** Status, exact code, the `{error:{code, message, ...details}}` shape, JSON, and no stack text. */
function expectError(answer: JsonAnswer, status: number, code: string, details: Record<string, unknown> = {}): Record<string, any> {
  expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status, code });
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(answer.body)).toEqual(['error']);
  expect(answer.body.error.message).toEqual(expect.any(String));
  expect(answer.body.error).toMatchObject(details);
  expect(JSON.stringify(answer.body)).not.toMatch(/\s{2,}at |\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules|\b[A-Z][a-z]*Error\b/);
  return answer.body.error;
}

const triageScope = (patch: Partial<ResearchScope> = {}): ResearchScope => ({
  id: 'acme-pentest',
  tasks: ['vulnerability-triage', 'remediation'],
  status: 'approved',
  expiresAt: now + YEAR,
  ...patch,
});

/** A Red researcher with an approved scope, with one requirement taken away by `patch`. */
function missing(id: string, patch: PrincipalSpec['patch'], scopes: ResearchScope[] = [triageScope()]): PrincipalSpec {
  const base = redResearcher(id, now, scopes);
  return { ...base, patch: { ...base.patch, ...patch } };
}

/** [principal, task, requirement token, research-status reason] */
const CASES: [PrincipalSpec, string, string, string][] = [
  [missing('r_no_card', { ekyc: null }), 'vulnerability-triage', 'verified-ekyc-card', 'verification-required'],
  [
    missing('r_card_expired', { ekyc: { verifiedAt: now - 400 * DAY, expiresAt: now - DAY } }),
    'vulnerability-triage',
    'verified-ekyc-card',
    'verification-expired',
  ],
  [missing('r_no_aup', { aupConsent: null }), 'vulnerability-triage', 'aup-consent', 'consent-required'],
  [missing('r_stale_aup', { aupConsent: { version: `${AUP_VERSION}-old`, acceptedAt: now - 30 * DAY } }), 'code-review', 'aup-consent', 'consent-required'],
  [missing('r_no_aml', { amlClearance: null }), 'vulnerability-triage', 'current-aml-ctf-clearance', 'clearance-required'],
  [
    missing('r_aml_expired', { amlClearance: { checkedAt: now - 400 * DAY, expiresAt: now - DAY } }),
    'remediation',
    'current-aml-ctf-clearance',
    'clearance-required',
  ],
  [missing('r_no_trust', { trustRoute: null }), 'vulnerability-triage', 'current-trust-route', 'trust-route-required'],
  [
    missing('r_trust_expired', { trustRoute: { route: 'university-cert', expiresAt: now - DAY } }),
    'code-review',
    'current-trust-route',
    'trust-route-required',
  ],
  [missing('r_no_scope', {}, []), 'vulnerability-triage', 'approved-research-scope', 'scope-required'],
  [missing('r_pending_scope', {}, [triageScope({ status: 'pending' })]), 'vulnerability-triage', 'approved-research-scope', 'scope-required'],
  [missing('r_expired_scope', {}, [triageScope({ expiresAt: now - DAY })]), 'vulnerability-triage', 'approved-research-scope', 'scope-required'],
];

describe('Red-team admission refusals', () => {
  let service: E2EService;
  const ask = (principal: string, body: Record<string, unknown>) =>
    service.request('POST', '/v1/chat/completions', { token: service.tokens[principal]!, body });
  const redAsk = (principal: string, task: string, extra: Record<string, unknown> = {}) =>
    ask(principal, { model: 'red-1', messages: [{ role: 'user', content: `Please do ${task} on our code.` }], task, ...extra });
  const scopeIdFor = (task: string) => (task === 'code-review' ? {} : { scopeId: 'acme-pentest' });

  beforeAll(async () => {
    service = await startE2EService({
      principals: [
        redResearcher('r_ok', now, [triageScope()]),
        { id: 'b_plain' },
        { id: 'b_contracted', patch: { rung: 'contracted' } },
        ...CASES.map(([spec]) => spec),
      ],
    });
  });
  afterAll(() => service?.close());

  it('admits the complete researcher: code review of its own code, and triage on its approved scope', async () => {
    const calls = service.upstream.calls;
    const own = await redAsk('r_ok', 'code-review');
    expect(own.status).toBe(200);
    // red-1's answer echoes its fixed upstream identifier (docs/configuration.md#models), here the default.
    expect(own.body).toMatchObject({ object: 'chat.completion', model: 'secgate-red-1', billing: 'free' });
    const scoped = await redAsk('r_ok', 'vulnerability-triage', { scopeId: 'acme-pentest' });
    expect(scoped.status).toBe(200);
    expect(service.upstream.calls).toBe(calls + 2);
    const status = await service.request('GET', '/v1/research/status', { token: service.tokens.r_ok! });
    expect(status.body).toMatchObject({ status: 'eligible', reason: null });
  });

  it.each(CASES.map(([spec, task, requirement, reason]) => [spec.id, task, requirement, reason]))(
    '%s asking for %s is refused 403 requirement-unmet %s (%s)',
    async (principal, task, requirement, reason) => {
      const calls = service.upstream.calls;
      const answer = await redAsk(principal, task, scopeIdFor(task));
      expectError(answer, 403, 'requirement-unmet', { requirement, reason });
      expect(service.upstream.calls).toBe(calls);

      // The reason is the one research status reports, and the requirement reads unmet there.
      const status = await service.request('GET', '/v1/research/status', { token: service.tokens[principal]! });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ status: 'pending', reason });
      expect(status.body.requirements).toContainEqual({ token: requirement, met: false });
    },
  );

  it('refuses a scope that does not list the task, and a task asked on another scope id', async () => {
    expectError(await redAsk('r_ok', 'vulnerability-triage', { scopeId: 'other-scope' }), 403, 'requirement-unmet', {
      requirement: 'approved-research-scope',
      reason: 'scope-required',
    });
    // The card grants code review on `owned` only, not on a named scope that does not list it.
    expectError(await redAsk('r_ok', 'code-review', { scopeId: 'acme-pentest' }), 403, 'requirement-unmet', {
      requirement: 'approved-research-scope',
      reason: 'scope-required',
    });
  });

  it('403 task-not-permitted contracted-rung-required for the offensive band below the contracted rung, on every model', async () => {
    const calls = service.upstream.calls;
    for (const task of ['payload-crafting', 'c2-tooling']) {
      expectError(await redAsk('r_ok', task, { scopeId: 'acme-pentest' }), 403, 'task-not-permitted', {
        task,
        reason: 'contracted-rung-required',
      });
      const blue = await ask('b_plain', { model: 'shared-1', messages: [{ role: 'user', content: 'hi' }], task });
      expectError(blue, 403, 'task-not-permitted', { task, reason: 'contracted-rung-required' });
    }
    expect(service.upstream.calls).toBe(calls);
  });

  it('403 task-not-permitted blue-standard-tasks-only for a Red task on a Blue model, even at the contracted rung', async () => {
    const answer = await ask('b_contracted', { model: 'shared-1', messages: [{ role: 'user', content: 'hi' }], task: 'payload-crafting' });
    expectError(answer, 403, 'task-not-permitted', { task: 'payload-crafting', reason: 'blue-standard-tasks-only' });
  });

  it('answers a Blue principal on a Red model with the first unmet requirement', async () => {
    expectError(await redAsk('b_plain', 'code-review'), 403, 'requirement-unmet', {
      requirement: 'verified-ekyc-card',
      reason: 'verification-required',
    });
  });
});
