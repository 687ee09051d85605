import { isSignInLinkUsable, signInLinkExpiresAt, SIGN_IN_LINK_TTL_MS } from '@secgate/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Store } from '../store.js';
import { T0, newPrincipal, uid } from './fixtures.test-support.js';

/** Browser sessions, one-time sign-in links and linked identities (docs/console.md), on every driver. */
export function signInContract(store: () => Store, propertyRuns: number): void {
  describe('browser sessions', () => {
    it('are kept under the hash of their id with their principal as it is now, and revoked once', async () => {
      const principalId = await newPrincipal(store());
      const idHash = uid('sh');
      await store().createSession({ idHash, principalId, via: 'sign-in-link', now: T0 });
      const found = await store().sessionByHash(idHash);
      expect(found?.session).toEqual({ idHash, principalId, via: 'sign-in-link', createdAt: T0, lastSeenAt: T0, revokedAt: null });
      expect(found?.principal.id).toBe(principalId);
      expect(await store().sessionByHash(uid('sh'))).toBeNull();

      // The principal is read fresh with the session: a suspension shows at once.
      await store().updatePrincipal(principalId, { status: 'suspended' });
      expect((await store().sessionByHash(idHash))?.principal.status).toBe('suspended');

      expect(await store().recordSessionUse(idHash, T0 + 5_000)).toBe(true);
      expect(await store().recordSessionUse(idHash, T0 + 1_000)).toBe(true); // never moves back
      expect((await store().sessionByHash(idHash))?.session.lastSeenAt).toBe(T0 + 5_000);

      expect(await store().revokeSession(idHash, T0 + 6_000)).toBe(true);
      expect(await store().revokeSession(idHash, T0 + 7_000)).toBe(false);
      expect((await store().sessionByHash(idHash))?.session.revokedAt).toBe(T0 + 6_000);
      expect(await store().recordSessionUse(idHash, T0 + 8_000)).toBe(false);
    });

    it("are all revoked with their principal's, and no one else's", async () => {
      const [a, b] = [await newPrincipal(store()), await newPrincipal(store())];
      const hashes = [uid('sh'), uid('sh'), uid('sh')];
      await store().createSession({ idHash: hashes[0] as string, principalId: a, via: 'oidc', now: T0 });
      await store().createSession({ idHash: hashes[1] as string, principalId: a, via: 'sign-in-link', now: T0 });
      await store().createSession({ idHash: hashes[2] as string, principalId: b, via: 'oidc', now: T0 });
      expect(await store().revokeSessionsOf(a, T0 + 1)).toBe(2);
      expect(await store().revokeSessionsOf(a, T0 + 2)).toBe(0);
      expect((await store().sessionByHash(hashes[2] as string))?.session.revokedAt).toBeNull();
    });

    it('are purged once unused past the cutoff, with expired sign-in links', async () => {
      const principalId = await newPrincipal(store());
      const [old, recent] = [uid('sh'), uid('sh')];
      await store().createSession({ idHash: old, principalId, via: 'oidc', now: T0 });
      await store().createSession({ idHash: recent, principalId, via: 'oidc', now: T0 + 10 });
      const [gone, kept] = [uid('link'), uid('link')];
      await store().createSignInLink({ tokenHash: gone, principalId, now: T0, expiresAt: T0 + 5 });
      await store().createSignInLink({ tokenHash: kept, principalId, now: T0, expiresAt: T0 + 50 });
      expect(await store().purgeSignInState({ sessionsLastSeenBefore: T0 + 10, linksExpiredBefore: T0 + 10 })).toBeGreaterThanOrEqual(2);
      expect(await store().sessionByHash(old)).toBeNull();
      expect(await store().sessionByHash(recent)).not.toBeNull();
      expect(await store().redeemSignInLink(gone, T0 + 1)).toBeNull();
      expect(await store().redeemSignInLink(kept, T0 + 1)).toBe(principalId);
    });
  });

  describe('sign-in links', () => {
    it('sign in once, for 15 minutes', async () => {
      const principalId = await newPrincipal(store());
      const tokenHash = uid('link');
      await store().createSignInLink({ tokenHash, principalId, now: T0, expiresAt: signInLinkExpiresAt(T0) });
      expect(await store().redeemSignInLink(tokenHash, T0 + SIGN_IN_LINK_TTL_MS - 1)).toBe(principalId);
      expect(await store().redeemSignInLink(tokenHash, T0 + 1)).toBeNull();
      expect(await store().redeemSignInLink(uid('link'), T0)).toBeNull();
    });

    it('are won by exactly one of many browsers racing for them', async () => {
      const principalId = await newPrincipal(store());
      const tokenHash = uid('link');
      await store().createSignInLink({ tokenHash, principalId, now: T0, expiresAt: signInLinkExpiresAt(T0) });
      const outcomes = await Promise.all(Array.from({ length: 12 }, () => store().redeemSignInLink(tokenHash, T0 + 1)));
      expect(outcomes.filter((outcome) => outcome === principalId)).toHaveLength(1);
    });

    it("redeem exactly when core's isSignInLinkUsable says so, for any times", async () => {
      const principalId = await newPrincipal(store());
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 10 * SIGN_IN_LINK_TTL_MS }),
          fc.option(fc.integer({ min: 0, max: 2 * SIGN_IN_LINK_TTL_MS }), { nil: null }),
          fc.integer({ min: -3, max: 3 }),
          fc.integer({ min: 0, max: 20 * SIGN_IN_LINK_TTL_MS }),
          async (lifetime, usedAfter, nearExpiry, anywhere) => {
            const tokenHash = uid('link');
            const expiresAt = T0 + lifetime;
            await store().createSignInLink({ tokenHash, principalId, now: T0, expiresAt });
            const usedAt = usedAfter === null ? null : T0 + usedAfter;
            if (usedAt !== null) expect(await store().redeemSignInLink(tokenHash, T0)).toBe(principalId);
            // Half the probes right at the expiry, where an off-by-one would show.
            const now = anywhere % 2 === 0 ? expiresAt + nearExpiry : T0 + anywhere;
            const redeemed = (await store().redeemSignInLink(tokenHash, now)) !== null;
            expect(redeemed).toBe(isSignInLinkUsable({ expiresAt, usedAt: usedAt === null ? null : T0 }, now));
          },
        ),
        { numRuns: propertyRuns },
      );
    });
  });

  describe('OpenID sign-in flows', () => {
    it('are taken once, before they expire, by the hash of their state', async () => {
      const stateHash = uid('state');
      const flow = { codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(43), nextPath: '/console' };
      await store().createOidcFlow({ ...flow, stateHash, now: T0, expiresAt: T0 + 600_000 });
      const racing = await Promise.all([store().takeOidcFlow(stateHash, T0 + 1), store().takeOidcFlow(stateHash, T0 + 1)]);
      expect(racing.filter((taken) => taken !== null)).toEqual([flow]);
      const late = uid('state');
      await store().createOidcFlow({ ...flow, stateHash: late, now: T0, expiresAt: T0 + 600_000 });
      expect(await store().takeOidcFlow(late, T0 + 600_000)).toBeNull();
    });
  });

  describe('tokens as the console lists them', () => {
    it('carry a label, an expiry, their last use (only ever forward) and revocation by their own principal only', async () => {
      const [a, b] = [await newPrincipal(store()), await newPrincipal(store())];
      const [first, second] = [uid('tok'), uid('tok')];
      await store().createToken({ id: first, principalId: a, tokenHash: uid('h'), now: T0, label: 'ci runner' });
      await store().createToken({ id: second, principalId: a, tokenHash: uid('h'), now: T0 + 1, expiresAt: T0 + 86_400_000 });
      await store().recordTokenUses([
        { tokenId: first, at: T0 + 50 },
        { tokenId: first, at: T0 + 20 },
      ]);
      await store().recordTokenUses([{ tokenId: first, at: T0 + 30 }]);
      expect(await store().listTokens(a)).toEqual([
        { id: second, label: null, createdAt: T0 + 1, lastUsedAt: null, revokedAt: null, expiresAt: T0 + 86_400_000 },
        { id: first, label: 'ci runner', createdAt: T0, lastUsedAt: T0 + 50, revokedAt: null, expiresAt: null },
      ]);
      expect(await store().revokeTokenOf(b, first, T0 + 60)).toBe(false);
      expect(await store().revokeTokenOf(a, first, T0 + 60)).toBe(true);
      expect(await store().revokeTokenOf(a, first, T0 + 61)).toBe(false);
      expect((await store().listTokens(a))[1]?.revokedAt).toBe(T0 + 60);
      expect(await store().listTokens(b)).toEqual([]);
    });
  });

  describe('linked identities', () => {
    it('sign in the principal they were linked to, and cannot be taken by another', async () => {
      const [a, b] = [await newPrincipal(store()), await newPrincipal(store())];
      const issuer = `https://${uid('idp')}.example`;
      expect(await store().principalIdByIdentity(issuer, 'sub-1')).toBeNull();
      expect(await store().linkIdentity({ issuer, subject: 'sub-1', principalId: a, email: 'a@example.org', now: T0 })).toBe('linked');
      expect(await store().linkIdentity({ issuer, subject: 'sub-1', principalId: a, email: 'new@example.org', now: T0 })).toBe('linked');
      expect(await store().linkIdentity({ issuer, subject: 'sub-1', principalId: b, email: null, now: T0 })).toBe('taken');
      expect(await store().principalIdByIdentity(issuer, 'sub-1')).toBe(a);
      // The subject alone names no one: the same subject at another issuer is another person.
      expect(await store().principalIdByIdentity(`${issuer}/other`, 'sub-1')).toBeNull();
    });
  });
}
