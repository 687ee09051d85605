import { describe, expect, it } from 'vitest';
import { AUP_VERSION, bearer, DAY, NOW, principalWithToken, testDeps, uniqueId, useTestStore } from '../../auth/test-deps.test-support.js';
import { createRunning, newJob, paidJob, succeeded } from '../../../../store/src/contract/fixtures.test-support.js';
import { billingStatusRoutes } from './billing-status.js';
import { modelsRoutes } from './models.js';
import { researchStatusRoutes } from './research-status.js';

const store = useTestStore();

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, any> });

describe('GET /v1/models', () => {
  it('lists the catalog with availability from the upstreams', async () => {
    const deps = testDeps(store(), { served: ['shared-1', 'red-1'] });
    const { token } = await principalWithToken(deps);
    const { status, body } = await json(await modelsRoutes(deps).request('/v1/models', { headers: bearer(token) }));
    expect(status).toBe(200);
    expect(body.object).toBe('list');
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ id: 'shared-1', object: 'model', owned_by: 'secgate', team: 'blue', route: 'shared', availability: 'served' });
    expect(body.data.find((m: any) => m.id === 'shared-2').availability).toBe('route not configured');
    expect(body.data.find((m: any) => m.id === 'red-1')).toMatchObject({ team: 'red', route: 'dedicated', availability: 'served' });
    expect(body.teams.red.requirements).toContain('verified-ekyc-card');
  });

  it('needs a bearer token', async () => {
    const deps = testDeps(store());
    expect((await modelsRoutes(deps).request('/v1/models')).status).toBe(401);
  });
});

describe('GET /v1/research/status', () => {
  it('a new principal is pending with verification-required and the configured free tier', async () => {
    const deps = testDeps(store(), { config: { freeRequestsPerDay: 50 } });
    const { token, principalId } = await principalWithToken(deps);
    // Seven of today's free requests taken, the way admission takes them.
    for (let i = 0; i < 7; i++) {
      const outcome = await deps.db.createJob(newJob(principalId, { utcDay: '2025-06-05', freeRequestsPerDay: 50, now: NOW }));
      expect(outcome.kind).toBe('created');
    }
    const { status, body } = await json(await researchStatusRoutes(deps).request('/v1/research/status', { headers: bearer(token) }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'pending', reason: 'verification-required', scopes: [], freeTier: { requestsPerDay: 50, remainingToday: 43 } });
    expect(body.requirements[0]).toEqual({ token: 'authenticated-principal', met: true });
    expect(body.requirements.map((r: any) => r.token)).toHaveLength(8);
  });

  it('an eligible principal with its own daily free count', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps, uniqueId('p'), {
      ekyc: { verifiedAt: NOW - DAY, expiresAt: NOW + 364 * DAY },
      aupConsent: { version: AUP_VERSION, acceptedAt: NOW - DAY },
      amlClearance: { checkedAt: NOW - DAY, expiresAt: NOW + 364 * DAY },
      trustRoute: { route: 'partner', expiresAt: NOW + 30 * DAY },
      freeRequestsPerDay: 5,
    });
    await deps.db.putScope(principalId, { id: 'acme', tasks: ['code-review'], status: 'approved', expiresAt: NOW + 30 * DAY });
    const { body } = await json(await researchStatusRoutes(deps).request('/v1/research/status', { headers: bearer(token) }));
    expect(body).toMatchObject({ status: 'eligible', reason: null, freeTier: { requestsPerDay: 5, remainingToday: 5 } });
    expect(body.scopes).toEqual([{ id: 'acme', tasks: ['code-review'], status: 'approved', expiresAt: new Date(NOW + 30 * DAY).toISOString(), current: true }]);
    expect(body.requirements.every((r: any) => r.met)).toBe(true);
  });
});

describe('GET /v1/billing/status', () => {
  it('free: nothing ever granted', async () => {
    const deps = testDeps(store());
    const { token } = await principalWithToken(deps);
    const { status, body } = await json(await billingStatusRoutes(deps).request('/v1/billing/status', { headers: bearer(token) }));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'free',
      plan: null,
      storageGiB: 0,
      balances: [
        { scope: 'ai', grantedMicroUSD: 0, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: 0 },
        { scope: 'storage', grantedMicroUSD: 0, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: 0 },
      ],
      // Nothing sampled or metered yet; without a plan the free allowance (1 GiB here) applies.
      storage: { storedBytes: null, sampledAt: null, includedBytes: 2 ** 30, keepingHistory: true, lastMeteredDay: null },
    });
  });

  it('connected: plan, storage and balances from live lots and holds', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps);
    const eventId = uniqueId('evt');
    const applied = await deps.db.applyInvoice({
      eventId,
      principalId,
      source: 'webhook',
      lots: [
        { id: `${eventId}/a`, scope: 'ai', grantedMicroUSD: 12_000_000, spentMicroUSD: 0, grantedAt: NOW - DAY, expiresAt: NOW + 29 * DAY, source: 'plan-pro' },
        {
          id: `${eventId}/b`,
          scope: 'ai',
          grantedMicroUSD: 5_000_000,
          spentMicroUSD: 0,
          grantedAt: NOW - 400 * DAY,
          expiresAt: NOW - DAY,
          source: 'deposit-5',
        },
        {
          id: `${eventId}/c`,
          scope: 'storage',
          grantedMicroUSD: 25_000_000,
          spentMicroUSD: 0,
          grantedAt: NOW - DAY,
          expiresAt: NOW + 300 * DAY,
          source: 'topup-storage-25',
        },
      ],
      plan: { id: 'pro', storageGiB: 20, expiresAt: NOW + 29 * DAY },
      payload: '{}',
      receivedAt: NOW - DAY,
    });
    expect(applied).toBe('applied');
    // 2 of the live plan lot spent by a finished paid job; 1 held by a paid job still outstanding.
    const spender = await createRunning(deps.db, paidJob(principalId, 2_000_000, { now: NOW }), 'runner', NOW + 60_000);
    expect(await deps.db.finishJob({ job: spender, owner: 'runner', receiptId: uniqueId('rcpt'), outcome: succeeded(2_000_000), now: NOW })).not.toBeNull();
    expect((await deps.db.createJob(paidJob(principalId, 1_000_000, { now: NOW }))).kind).toBe('created');
    const { body } = await json(await billingStatusRoutes(deps).request('/v1/billing/status', { headers: bearer(token) }));
    expect(body).toEqual({
      status: 'connected',
      plan: 'pro',
      storageGiB: 20,
      balances: [
        { scope: 'ai', grantedMicroUSD: 12_000_000, spentMicroUSD: 2_000_000, reservedMicroUSD: 1_000_000, availableMicroUSD: 9_000_000 },
        { scope: 'storage', grantedMicroUSD: 25_000_000, spentMicroUSD: 0, reservedMicroUSD: 0, availableMicroUSD: 25_000_000 },
      ],
      storage: { storedBytes: null, sampledAt: null, includedBytes: 20 * 2 ** 30, keepingHistory: true, lastMeteredDay: null },
    });
  });

  it('stays connected after everything expired', async () => {
    const deps = testDeps(store());
    const { token, principalId } = await principalWithToken(deps);
    const eventId = uniqueId('evt');
    const old = { id: `${eventId}/old`, scope: 'ai', grantedMicroUSD: 1, spentMicroUSD: 0, grantedAt: 0, expiresAt: 1, source: 'deposit-10' } as const;
    expect(await deps.db.applyInvoice({ eventId, principalId, source: 'webhook', lots: [old], plan: null, payload: '{}', receivedAt: 0 })).toBe('applied');
    const { body } = await json(await billingStatusRoutes(deps).request('/v1/billing/status', { headers: bearer(token) }));
    expect(body).toMatchObject({ status: 'connected', plan: null, storageGiB: 0 });
    expect(body.balances[0].grantedMicroUSD).toBe(0);
  });
});
