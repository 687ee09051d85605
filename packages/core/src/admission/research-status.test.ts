import { describe, expect, it } from 'vitest';
import { researchStatus } from './research-status.js';
import { AUP_VERSION, DAY, NOW, newcomer, researcher } from './test-principals.test-support.js';
import type { Principal } from './principal.js';

const freeTier = { requestsPerDay: 1000, usedToday: 10 };
const status = (principal: Principal) => researchStatus(principal, NOW, AUP_VERSION, freeTier);
const expired = { verifiedAt: NOW - 400 * DAY, expiresAt: NOW - DAY };

describe('researchStatus', () => {
  it('is eligible when every Red requirement holds', () => {
    expect(status(researcher())).toEqual({
      status: 'eligible',
      reason: null,
      requirements: [
        { token: 'authenticated-principal', met: true },
        { token: 'verified-ekyc-card', met: true },
        { token: 'aup-consent', met: true },
        { token: 'current-aml-ctf-clearance', met: true },
        { token: 'current-trust-route', met: true },
        { token: 'approved-research-scope', met: true },
        { token: 'available-free-quota', met: true },
        { token: 'guardrails', met: true },
      ],
      scopes: [{ id: 'acme-app', tasks: ['code-review', 'vulnerability-triage'], status: 'approved', expiresAt: '2025-08-04T12:00:00.000Z', current: true }],
      freeTier: { requestsPerDay: 1000, remainingToday: 990 },
    });
  });

  it.each<[string, Partial<Principal>, string]>([
    ['no card verification', { ekyc: undefined }, 'verification-required'],
    ['an expired card verification', { ekyc: expired }, 'verification-expired'],
    ['no consent', { aupConsent: undefined }, 'consent-required'],
    ['consent to an older policy', { aupConsent: { version: 'aup-2024-01', acceptedAt: NOW - 300 * DAY } }, 'consent-required'],
    ['no AML/CTF clearance', { amlClearance: undefined }, 'clearance-required'],
    ['an expired clearance', { amlClearance: { checkedAt: NOW - 100 * DAY, expiresAt: NOW } }, 'clearance-required'],
    ['no trust route', { trustRoute: undefined }, 'trust-route-required'],
    ['an expired trust route', { trustRoute: { route: 'partner-cert', expiresAt: NOW - 1 } }, 'trust-route-required'],
    ['no scope', { scopes: [] }, 'scope-required'],
    ['only a pending scope', { scopes: [{ id: 'x', tasks: ['remediation'], status: 'pending', expiresAt: NOW + DAY }] }, 'scope-required'],
    ['only an expired scope', { scopes: [{ id: 'x', tasks: ['remediation'], status: 'approved', expiresAt: NOW - DAY }] }, 'scope-required'],
  ])('is pending with the reason of %s', (_, overrides, reason) => {
    const answer = status(researcher(overrides));
    expect(answer.status).toBe('pending');
    expect(answer.reason).toBe(reason);
  });

  it('reports the first reason in order and every unmet requirement', () => {
    const answer = status(newcomer());
    expect(answer).toMatchObject({ status: 'pending', reason: 'verification-required' });
    expect(answer.requirements.filter((r) => !r.met).map((r) => r.token)).toEqual([
      'verified-ekyc-card',
      'aup-consent',
      'current-aml-ctf-clearance',
      'current-trust-route',
      'approved-research-scope',
    ]);
    expect(status(researcher({ aupConsent: undefined, trustRoute: undefined })).reason).toBe('consent-required');
    expect(status(researcher({ ekyc: expired, scopes: [] })).reason).toBe('verification-expired');
  });

  it('lists scopes with their currency and reports the remaining free requests', () => {
    const scopes = [
      { id: 'old', tasks: ['remediation'], status: 'approved' as const, expiresAt: NOW - DAY },
      { id: 'new', tasks: ['payload-crafting'], status: 'pending' as const, expiresAt: NOW + DAY },
    ];
    const answer = researchStatus(researcher({ scopes }), NOW, AUP_VERSION, { requestsPerDay: 5, usedToday: 9 });
    expect(answer.scopes.map((s) => [s.id, s.status, s.current])).toEqual([
      ['old', 'approved', false],
      ['new', 'pending', false],
    ]);
    expect(answer.freeTier).toEqual({ requestsPerDay: 5, remainingToday: 0 });
    expect(answer.requirements.find((r) => r.token === 'available-free-quota')?.met).toBe(false);
  });

  it('never calls a suspended principal eligible', () => {
    const answer = status(researcher({ status: 'suspended' }));
    expect(answer).toMatchObject({ status: 'pending', reason: null });
    expect(answer.requirements[0]).toEqual({ token: 'authenticated-principal', met: false });
  });
});
