import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, FAILED, T0, invoice, lot, newPrincipal, paidJob, succeeded, uid } from '../contract/fixtures.test-support.js';
import { toInt, type DbInt } from '../db-values.js';
import { migrate } from '../migrations.js';
import { openPgliteExecutor } from '../pglite-executor.js';
import type { SqlExecutor } from '../sql-executor.js';
import { createSqlStore } from '../sql-store.js';
import type { Store, StoredJob } from '../store.js';
import { OwnerView } from './owner-view.js';

/**
 * The owner's view against the store's own records: whatever the interleaving of grants,
 * reservations (alone and in bursts), settlements, expiries, balance reads and crashes (the
 * process's memory lost, the database kept), every reservation is admitted exactly when the
 * durable balance covers it, the balance never goes below zero, and what memory holds of an
 * account is what its row says.
 */
type Op =
  | { kind: 'grant'; amount: number; days: number }
  | { kind: 'burst'; holds: number[]; chat: boolean }
  | { kind: 'settle'; count: number; ratio: number; fail: boolean }
  | { kind: 'advance'; days: number }
  | { kind: 'read' }
  | { kind: 'crash' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 60_000 }), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('burst' as const), holds: fc.array(fc.integer({ min: 1, max: 25_000 }), { minLength: 1, maxLength: 6 }), chat: fc.boolean() }),
  fc.record({
    kind: fc.constant('settle' as const),
    count: fc.integer({ min: 1, max: 6 }),
    ratio: fc.double({ min: 0, max: 1, noNaN: true }),
    fail: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ kind: fc.constant('read' as const) }),
  fc.record({ kind: fc.constant('crash' as const) }),
);

describe('the owner view of the embedded store', () => {
  let db: SqlExecutor;
  beforeAll(async () => {
    db = await openPgliteExecutor();
    await migrate(db);
  });
  afterAll(() => db.close());

  /** The account row as the store keeps it, and the holds of its running jobs. */
  const durable = async (principalId: string) => {
    const { rows } = await db.query<{ granted: DbInt; spent: DbInt; reserved: DbInt }>(
      "SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = 'ai'",
      [principalId],
    );
    const row = rows[0];
    const account = row ? { granted: toInt(row.granted), spent: toInt(row.spent), reserved: toInt(row.reserved) } : { granted: 0, spent: 0, reserved: 0 };
    const held = await db.query<{ total: DbInt | null }>(
      "SELECT sum(hold_micro_usd) AS total FROM jobs WHERE principal_id = $1 AND status = 'running' AND billing = 'paid'",
      [principalId],
    );
    return { ...account, holds: toInt(held.rows[0]?.total ?? 0), available: account.granted - account.spent - account.reserved };
  };

  it('admits exactly what the durable balance covers, never below zero, and holds each account as its row says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        let view = new OwnerView(db);
        let store: Store = createSqlStore(db, { memory: view });
        const principalId = await newPrincipal(store);
        const running: StoredJob[] = [];
        let now = T0;
        for (const op of ops) {
          if (op.kind === 'grant') {
            const granted = lot({ grantedMicroUSD: op.amount, grantedAt: now, expiresAt: now + op.days * DAY_MS });
            expect(await store.applyInvoice(invoice(principalId, [granted], { receivedAt: now }))).toBe('applied');
          } else if (op.kind === 'burst') {
            let available = (await durable(principalId)).available;
            const expected = op.holds.map((hold) => (hold <= available ? ((available -= hold), 'created') : 'refused'));
            const jobs = op.holds.map((hold) =>
              paidJob(principalId, hold, { kind: op.chat ? 'chat' : 'api', now, lease: { owner: 'runner-a', until: now + 60_000 } }),
            );
            const outcomes = await Promise.all(jobs.map((job) => store.createJob(job)));
            expect(outcomes.map((outcome) => outcome.kind)).toEqual(expected);
            for (const outcome of outcomes) if (outcome.kind === 'created') running.push(outcome.job);
          } else if (op.kind === 'settle') {
            const ending = running.splice(0, op.count);
            const ended = await Promise.all(
              ending.map((job) =>
                store.finishJob({
                  job,
                  owner: 'runner-a',
                  receiptId: uid('rcpt'),
                  outcome: op.fail ? FAILED : succeeded(Math.floor(job.holdMicroUSD * op.ratio)),
                  now,
                }),
              ),
            );
            expect(ended.every((job) => job !== null)).toBe(true);
          } else if (op.kind === 'advance') {
            now += op.days * DAY_MS;
            await store.expireLots(now);
          } else if (op.kind === 'read') {
            const { ai } = await store.quotaSnapshot(principalId, '2000-01-01', now);
            expect(ai).toEqual({ grantedMicroUSD: expect.any(Number), spentMicroUSD: expect.any(Number), reservedMicroUSD: expect.any(Number) });
          } else {
            // The process dies with nothing in flight: memory is lost, the database stays.
            view = new OwnerView(db);
            store = createSqlStore(db, { memory: view });
          }
          const row = await durable(principalId);
          expect(row.available).toBeGreaterThanOrEqual(0);
          expect(row.reserved).toBe(row.holds);
          const remembered = view.reservations.accountOf(principalId);
          if (remembered) expect(remembered).toEqual({ granted: row.granted, spent: row.spent, reserved: row.reserved });
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
