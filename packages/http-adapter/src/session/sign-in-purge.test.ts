import { describe, expect, it } from 'vitest';
import { NOW, testDeps, useTestStore } from '../auth/test-deps.test-support.js';
import { purgeEndedSignIns } from './sign-in-purge.js';

const store = useTestStore();
const HOUR = 3_600_000;

describe('purgeEndedSignIns', () => {
  it('deletes sessions idle past their lifetime and expired links, and keeps the rest', async () => {
    const deps = testDeps(store());
    const principalId = `p_purge_${Math.random().toString(36).slice(2)}`;
    await deps.db.createPrincipal({ id: principalId, now: NOW - 100 * HOUR });
    const idle = `idle_${principalId}`;
    const live = `live_${principalId}`;
    await deps.db.createSession({ idHash: idle, principalId, via: 'sign-in-link', now: NOW - 13 * HOUR });
    await deps.db.createSession({ idHash: live, principalId, via: 'sign-in-link', now: NOW - 11 * HOUR });
    await deps.db.createSignInLink({ tokenHash: `old_${principalId}`, principalId, now: NOW - HOUR, expiresAt: NOW - 1 });
    await deps.db.createSignInLink({ tokenHash: `new_${principalId}`, principalId, now: NOW, expiresAt: NOW + 60_000 });
    expect(await purgeEndedSignIns(deps)).toBeGreaterThanOrEqual(2);
    expect(await deps.db.sessionByHash(idle)).toBeNull();
    expect(await deps.db.sessionByHash(live)).not.toBeNull();
    expect(await deps.db.redeemSignInLink(`old_${principalId}`, NOW - 2)).toBeNull();
    expect(await deps.db.redeemSignInLink(`new_${principalId}`, NOW)).toBe(principalId);
  });
});
