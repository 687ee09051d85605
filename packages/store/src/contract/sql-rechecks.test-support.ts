import { decideHoldOf, decideReservations, isTokenLive, placeHold, settleHold, type Account } from '@secgate/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations.js';
import { credentialsStatement, holdStatement, takeFreeStatement } from '../reservation-writes.js';
import type { SqlExecutor, SqlStatement } from '../sql-executor.js';
import type { Store } from '../store.js';
import { DAY0, T0, aiAccount, createRunning, grantCredit, newPrincipal, paidJob, succeeded, uid } from './fixtures.test-support.js';

/*
 * Where SQL re-checks a money condition so that the check and the write are one step on the
 * database (several processes share it), the condition must be the one core states. These
 * properties run the store's own statements on generated values and compare each outcome with
 * core's decision on the same values, on every driver.
 */

const money = fc.integer({ min: 0, max: 10_000_000 });

/** An `ai` account row as it can be: granted covers spent and reserved (the CHECK). */
const account = fc
  .record({ granted: money, spentShare: fc.double({ min: 0, max: 1, noNaN: true }), reservedShare: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ granted, spentShare, reservedShare }): Account => {
    const spent = Math.floor(granted * spentShare);
    return { grantedMicroUSD: granted, spentMicroUSD: spent, reservedMicroUSD: Math.floor((granted - spent) * reservedShare) };
  });

/** A hold near the available balance as often as anywhere, where an off-by-one would show. */
const holdFor = (a: Account) =>
  fc.oneof(
    money,
    fc.integer({ min: -2, max: 2 }).map((d) => Math.max(0, a.grantedMicroUSD - a.spentMicroUSD - a.reservedMicroUSD + d)),
  );

/** Runs the statement in its own transaction: true when it wrote, false when its re-check refused. */
async function applies(db: SqlExecutor, statement: SqlStatement): Promise<boolean> {
  try {
    await db.transaction((tx) => tx.pipeline([statement]));
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '40001') return false;
    throw error;
  }
}

/** The statement-level re-checks of a reservation batch (reservation-writes.ts), on a raw executor. */
export function describeSqlRechecks(name: string, open: () => Promise<SqlExecutor>, numRuns = 40): void {
  describe(`SQL re-checks equal core's rules: ${name}`, () => {
    let db: SqlExecutor | undefined;
    const current = () => {
      if (!db) throw new Error('executor not open');
      return db;
    };
    beforeAll(async () => {
      db = await open();
      await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    const principal = async () => {
      const id = uid('p_recheck');
      await current().query('INSERT INTO principals (id, created_at) VALUES ($1, $2)', [id, T0]);
      return id;
    };

    it("a hold is written exactly when core's placeHold admits it and, decided without an expiry pass, none is due", async () => {
      // The account's next lot expiry: none, already due at T0, or still ahead; and whether the
      // batch ran its expiry passes (null) or was decided at T0 on rows known in memory.
      const nextExpiry = fc.constantFrom(null, T0 - 1, T0, T0 + 1);
      const dueAfter = fc.constantFrom(null, T0);
      await fc.assert(
        fc.asyncProperty(
          account.chain((a) => fc.tuple(fc.constant(a), holdFor(a), nextExpiry, dueAfter)),
          async ([a, amount, next, after]) => {
            const id = await principal();
            await current().query(`INSERT INTO accounts (principal_id, scope, granted, spent, reserved, next_expiry_at) VALUES ($1, 'ai', $2, $3, $4, $5)`, [
              id,
              a.grantedMicroUSD,
              a.spentMicroUSD,
              a.reservedMicroUSD,
              next,
            ]);
            const wrote = await applies(current(), holdStatement([{ principalId: id, amount }], after));
            const core = placeHold(a, amount);
            // A lot that came due since memory saw the account: the batch is decided again, with its pass.
            const due = after !== null && next !== null && next <= after;
            expect(wrote).toBe(core.ok && !due);
            const { rows } = await current().query<{ reserved: string | number }>(`SELECT reserved FROM accounts WHERE principal_id = $1`, [id]);
            expect(Number(rows[0]?.reserved)).toBe(core.ok && !due ? core.value.reservedMicroUSD : a.reservedMicroUSD);
          },
        ),
        { numRuns },
      );
    });

    it("a credential passes exactly when core's credential rule holds it", async () => {
      const claim = fc.record({
        revoked: fc.boolean(),
        status: fc.constantFrom('active', 'suspended'),
        /** The version the reservation was decided on, against the stored one. */
        versionDelta: fc.constantFrom(-1, 0, 1),
        byAnotherPrincipal: fc.boolean(),
        /** Its expiry against the reservation's `now` (T0): none, past, at it or after it. */
        expiresIn: fc.option(fc.integer({ min: -2, max: 2 })),
      });
      await fc.assert(
        fc.asyncProperty(claim, async ({ revoked, status, versionDelta, byAnotherPrincipal, expiresIn }) => {
          const id = await principal();
          const other = await principal();
          const tokenId = uid('tok');
          await current().query('UPDATE principals SET status = $2 WHERE id = $1', [id, status]);
          const expiresAt = expiresIn === null ? null : T0 + expiresIn;
          await current().query('INSERT INTO tokens (id, principal_id, token_hash, created_at, revoked_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
            tokenId,
            id,
            uid('hash'),
            T0,
            revoked ? T0 : null,
            expiresAt,
          ]);
          const { rows } = await current().query<{ version: string | number }>('SELECT version FROM principals WHERE id = $1', [id]);
          const stored = Number(rows[0]?.version);
          const claimed = { principalId: byAnotherPrincipal ? other : id, version: stored + versionDelta };
          const wrote = await applies(current(), credentialsStatement(new Map([[tokenId, claimed]]), T0));
          const request = { jobId: 'j', principalId: claimed.principalId, paidHoldMicroUSD: 0, utcDay: DAY0, freeRequestsPerDay: 1, retentionMs: 1, now: T0 };
          const [decision] = decideReservations([{ ...request, credential: { tokenId, principalVersion: claimed.version } }], {
            jobs: [],
            // The reads find only a token unrevoked and live at `now` (core's isTokenLive).
            credentials: revoked || !isTokenLive({ expiresAt }, T0) ? [] : [{ tokenId, principalId: id, status, principalVersion: stored }],
            accounts: [],
            freeUsage: [],
          });
          expect(wrote).toBe(decision?.kind !== 'stale');
        }),
        { numRuns },
      );
    });

    it("free requests are taken exactly when core's hold decision makes every one of them free", async () => {
      const usage = fc.record({
        used: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        limit: fc.integer({ min: 0, max: 6 }),
        count: fc.integer({ min: 1, max: 6 }),
      });
      await fc.assert(
        fc.asyncProperty(usage, async ({ used, limit, count }) => {
          const id = await principal();
          if (used !== null) await current().query('INSERT INTO free_usage (principal_id, day, used) VALUES ($1, $2, $3)', [id, DAY0, used]);
          const wrote = await applies(current(), takeFreeStatement([{ principalId: id, day: DAY0, count, limit }]));
          // Core decides one request at a time, on the day's usage left by the ones before it.
          let allFree = true;
          for (let i = 0; i < count; i++) {
            const decided = decideHoldOf(
              { freeRequestsPerDay: limit, freeRequestsUsedToday: (used ?? 0) + i, paidAvailableMicroUSD: 0, holdsPaidCredit: false },
              1,
              T0,
            );
            allFree &&= decided.ok && decided.hold.billing === 'free';
          }
          expect(wrote).toBe(allFree);
        }),
        { numRuns },
      );
    });
  });
}

/** The settlement's re-stated cap (settle-jobs.ts), through the store: the account moves as core's settleHold says. */
export function settlementRecheckContract(store: () => Store, numRuns: number): void {
  describe("settlement re-check equals core's settleHold", () => {
    it('spends min(charge, hold) and releases the hold, for any charge a runner reports', async () => {
      const charge = fc.oneof(money, fc.integer({ min: -1_000, max: 20_000_000 }), fc.double({ min: -10, max: 20_000_000, noNaN: true }));
      const grantAndHold = fc.integer({ min: 1, max: 5_000_000 }).chain((granted) => fc.tuple(fc.constant(granted), fc.integer({ min: 0, max: granted })));
      await fc.assert(
        fc.asyncProperty(grantAndHold, charge, async ([granted, hold], reported) => {
          const id = await newPrincipal(store());
          await grantCredit(store(), id, granted);
          const job = await createRunning(store(), paidJob(id, hold));
          const before = await aiAccount(store(), id);
          await store().finishJob({ job, owner: 'runner-a', receiptId: uid('rcpt'), outcome: succeeded(reported), now: T0 });
          const after = await aiAccount(store(), id);
          const core = settleHold(before, hold, reported);
          if (!core.ok) throw new Error(core.error.body.error.message);
          expect({ spent: after.spentMicroUSD, reserved: after.reservedMicroUSD }).toEqual({
            spent: core.value.spentMicroUSD,
            reserved: core.value.reservedMicroUSD,
          });
        }),
        { numRuns },
      );
    });
  });
}
