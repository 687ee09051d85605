import { describe, expect, it } from 'vitest';
import type { Store } from '../store.js';
import { T0, newJob, newPrincipal, uid } from './fixtures.test-support.js';

export function principalContract(store: () => Store): void {
  describe('migrations', () => {
    it('are idempotent: migrating again, even twice at once, changes nothing and keeps the data', async () => {
      const id = await newPrincipal(store());
      await store().migrate();
      await Promise.all([store().migrate(), store().migrate()]);
      expect(await store().getPrincipal(id)).not.toBeNull();
    });
  });

  describe('principals', () => {
    it('are created active, rung none, no records, no scopes', async () => {
      const id = uid('p');
      const created = await store().createPrincipal({ id, label: 'alice', now: T0 });
      expect(created).toEqual({
        id,
        status: 'active',
        scopes: [],
        rung: 'none',
        version: 0,
        createdAt: T0,
        label: 'alice',
        freeRequestsPerDay: null,
        autoRecharge: false,
      });
      expect(await store().getPrincipal(id)).toEqual(created);
      expect(await store().getPrincipal(uid('nobody'))).toBeNull();
    });

    it('move to a new version with every change to them or their scopes, and only then', async () => {
      const id = await newPrincipal(store());
      const versions = [(await store().getPrincipal(id))?.version];
      versions.push((await store().updatePrincipal(id, { rung: 'card' }))?.version);
      versions.push((await store().putScope(id, { id: 'acme', tasks: ['code-review'], status: 'pending', expiresAt: T0 + 1 }))?.version);
      versions.push((await store().putScope(id, { id: 'acme', tasks: ['code-review'], status: 'approved', expiresAt: T0 + 1 }))?.version);
      versions.push((await store().updatePrincipal(id, { status: 'suspended' }))?.version);
      const token = uid('tok');
      await store().createToken({ id: token, principalId: id, tokenHash: uid('hash'), now: T0 });
      await store().revokeToken(token, T0);
      versions.push((await store().getPrincipal(id))?.version);
      expect(new Set(versions.slice(0, 5)).size).toBe(5);
      expect(versions[5]).toBe(versions[4]);
    });

    it('refuse a second principal with the same id', async () => {
      const id = await newPrincipal(store());
      await expect(store().createPrincipal({ id, now: T0 })).rejects.toThrow();
    });

    it('update the given fields, clear optional records with null, leave the rest', async () => {
      const id = await newPrincipal(store(), 'before');
      const patched = await store().updatePrincipal(id, {
        status: 'suspended',
        rung: 'contracted',
        autoRecharge: true,
        freeRequestsPerDay: 5,
        ekyc: { verifiedAt: T0, expiresAt: T0 + 1 },
        aupConsent: { version: 'aup-2', acceptedAt: T0 + 2 },
        amlClearance: { checkedAt: T0 + 3, expiresAt: T0 + 4 },
        trustRoute: { route: 'partner-x', expiresAt: T0 + 5 },
      });
      expect(patched).toMatchObject({
        status: 'suspended',
        rung: 'contracted',
        autoRecharge: true,
        freeRequestsPerDay: 5,
        label: 'before',
        ekyc: { verifiedAt: T0, expiresAt: T0 + 1 },
        aupConsent: { version: 'aup-2', acceptedAt: T0 + 2 },
        amlClearance: { checkedAt: T0 + 3, expiresAt: T0 + 4 },
        trustRoute: { route: 'partner-x', expiresAt: T0 + 5 },
      });

      const cleared = await store().updatePrincipal(id, { ekyc: null, trustRoute: null, label: null, freeRequestsPerDay: null });
      expect(cleared).not.toHaveProperty('ekyc');
      expect(cleared).not.toHaveProperty('trustRoute');
      expect(cleared).toMatchObject({ label: null, freeRequestsPerDay: null, aupConsent: { version: 'aup-2' }, rung: 'contracted' });
      expect(await store().getPrincipal(id)).toEqual(cleared);
      expect(await store().updatePrincipal(id, {})).toEqual(cleared);
    });

    it('update answers null for an unknown principal', async () => {
      expect(await store().updatePrincipal(uid('nobody'), { rung: 'card' })).toBeNull();
    });

    it('scopes are added or replaced by id and come back sorted by id', async () => {
      const id = await newPrincipal(store());
      await store().putScope(id, { id: 'zeta', tasks: ['code-review'], status: 'pending', expiresAt: T0 + 10 });
      await store().putScope(id, { id: 'alpha', tasks: ['exploit-development', 'code-review'], status: 'approved', expiresAt: T0 + 20 });
      const replaced = await store().putScope(id, { id: 'zeta', tasks: ['remediation'], status: 'approved', expiresAt: T0 + 30 });
      expect(replaced?.scopes).toEqual([
        { id: 'alpha', tasks: ['exploit-development', 'code-review'], status: 'approved', expiresAt: T0 + 20 },
        { id: 'zeta', tasks: ['remediation'], status: 'approved', expiresAt: T0 + 30 },
      ]);
      expect((await store().getPrincipal(id))?.scopes).toEqual(replaced?.scopes);
      expect(await store().putScope(uid('nobody'), { id: 's', tasks: [], status: 'approved', expiresAt: T0 })).toBeNull();
    });
  });

  describe('tokens', () => {
    it('find the principal by hash until revoked; revoking twice answers false', async () => {
      const id = await newPrincipal(store());
      await store().putScope(id, { id: 'owned-app', tasks: ['code-review'], status: 'approved', expiresAt: T0 + 1 });
      const tokenId = uid('tok');
      const tokenHash = uid('hash').padEnd(64, '0');
      await store().createToken({ id: tokenId, principalId: id, tokenHash, now: T0 });

      const found = await store().principalByTokenHash(tokenHash);
      expect(found?.tokenId).toBe(tokenId);
      expect(found?.principal).toEqual(await store().getPrincipal(id));
      expect(found?.principal.scopes).toHaveLength(1);

      expect(await store().revokeToken(tokenId, T0 + 1)).toBe(true);
      expect(await store().principalByTokenHash(tokenHash)).toBeNull();
      expect(await store().revokeToken(tokenId, T0 + 2)).toBe(false);
      expect(await store().revokeToken(uid('tok'), T0)).toBe(false);
    });

    it('keep their expiry, and an expired one is still found with it: core decides whether it works', async () => {
      const id = await newPrincipal(store());
      const [lasting, expiring] = [uid('hash'), uid('hash')];
      await store().createToken({ id: uid('tok'), principalId: id, tokenHash: lasting, now: T0 });
      await store().createToken({ id: uid('tok'), principalId: id, tokenHash: expiring, now: T0, expiresAt: T0 + 5 });
      expect((await store().principalByTokenHash(lasting))?.expiresAt).toBeNull();
      expect(await store().principalByTokenHash(expiring)).toMatchObject({ expiresAt: T0 + 5, principal: { id } });
    });

    it("reserve with a cached credential only while the token is live at the job's now (the reservation re-checks expiry)", async () => {
      const id = await newPrincipal(store());
      const tokenId = uid('tok');
      await store().createToken({ id: tokenId, principalId: id, tokenHash: uid('hash'), now: T0, expiresAt: T0 + 10 });
      const version = (await store().getPrincipal(id))?.version ?? -1;
      const at = (now: number) => newJob(id, { now, lease: { owner: 'runner-a', until: now + 60_000 }, credential: { tokenId, principalVersion: version } });
      expect((await store().createJob(at(T0 + 9))).kind).toBe('created');
      expect(await store().createJob(at(T0 + 10))).toEqual({ kind: 'stale' });
      // Twice: whatever the first taught a process's memory, the second is decided as strictly.
      expect(await store().createJob(at(T0 + 11))).toEqual({ kind: 'stale' });
    });

    it('an unknown hash finds nobody; a principal can hold several tokens', async () => {
      const id = await newPrincipal(store());
      const hashes = [uid('h1'), uid('h2')];
      for (const tokenHash of hashes) await store().createToken({ id: uid('tok'), principalId: id, tokenHash, now: T0 });
      for (const tokenHash of hashes) expect((await store().principalByTokenHash(tokenHash))?.principal.id).toBe(id);
      expect(await store().principalByTokenHash(uid('nohash'))).toBeNull();
    });

    it('a token hash is unique', async () => {
      const id = await newPrincipal(store());
      const tokenHash = uid('hash');
      await store().createToken({ id: uid('tok'), principalId: id, tokenHash, now: T0 });
      await expect(store().createToken({ id: uid('tok'), principalId: id, tokenHash, now: T0 })).rejects.toThrow();
    });
  });

  describe('rate counters', () => {
    it('add counts to fixed windows and answer the totals; a new window drops the older ones', async () => {
      const a = await newPrincipal(store());
      const b = await newPrincipal(store());
      expect(await store().addRequestCounts([])).toEqual([]);
      expect(await store().addRequestCounts([{ principalId: a, windowStart: T0, count: 3 }])).toEqual([{ principalId: a, windowStart: T0, count: 3 }]);
      const totals = await store().addRequestCounts([
        { principalId: a, windowStart: T0, count: 2 },
        { principalId: b, windowStart: T0, count: 1 },
        { principalId: a, windowStart: T0, count: 1 },
      ]);
      expect(totals.sort((x, y) => x.count - y.count)).toEqual([
        { principalId: b, windowStart: T0, count: 1 },
        { principalId: a, windowStart: T0, count: 6 },
      ]);
      expect(await store().addRequestCounts([{ principalId: a, windowStart: T0 + 60_000, count: 1 }])).toEqual([
        { principalId: a, windowStart: T0 + 60_000, count: 1 },
      ]);
      // The old window of a is gone, so a late count for it starts over; b's is untouched.
      expect(
        await store().addRequestCounts([
          { principalId: a, windowStart: T0, count: 1 },
          { principalId: b, windowStart: T0, count: 1 },
        ]),
      ).toEqual(
        expect.arrayContaining([
          { principalId: a, windowStart: T0, count: 1 },
          { principalId: b, windowStart: T0, count: 2 },
        ]),
      );
    });

    it('concurrent additions are all counted', async () => {
      const id = await newPrincipal(store());
      await Promise.all(Array.from({ length: 20 }, () => store().addRequestCounts([{ principalId: id, windowStart: T0, count: 1 }])));
      expect(await store().addRequestCounts([{ principalId: id, windowStart: T0, count: 0 }])).toEqual([{ principalId: id, windowStart: T0, count: 20 }]);
    });
  });
}
