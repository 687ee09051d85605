import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY0, DAY_MS, T0, invoice, lot, newJob, newPrincipal, paidJob, succeeded, uid } from '../contract/fixtures.test-support.js';
import { toInt, type DbInt } from '../db-values.js';
import { migrate } from '../migrations.js';
import { openExecutor } from '../open-store.js';
import { dropSchema, findTestServer, freshSchemaName } from '../postgres-test-server.test-support.js';
import type { SqlExecutor, SqlStatement } from '../sql-executor.js';
import { createSqlStore } from '../sql-store.js';
import type { Store, StoredJob } from '../store.js';
import { ReplicaView } from './replica-view.js';

/*
 * Two replicas on one PostgreSQL database, each deciding reservations on what it last saw
 * (ReplicaView), while the other moves the same rows. Memory may be out of date; the decisions
 * may not: every reservation is admitted exactly when the durable balance covers it, a revoked
 * token reserves nothing, one job key is one job, and no balance goes below zero.
 */
const server = await findTestServer();
if (server.url === null && process.env.CI) throw new Error(`CI needs the PostgreSQL server: ${server.reasons.join('; ')}`);
if (server.url === null) console.warn(`\n*** SKIPPING the replica view tests: no PostgreSQL server (${server.reasons.join('; ')})\n`);

describe.skipIf(server.url === null)('replicas deciding from what they last saw, on one PostgreSQL database', () => {
  const url = server.url ?? '';
  const schema = freshSchemaName();
  let dbs: SqlExecutor[] = [];
  /** The statements each replica sent, in order. */
  const sent: SqlStatement[][] = [[], []];
  let replicas: Store[] = [];

  beforeAll(async () => {
    dbs = [await openExecutor(url, { schema }), await openExecutor(url, { schema })];
    await migrate(dbs[0]!);
    replicas = dbs.map((db, i) => createSqlStore(recording(db, sent[i]!), { memory: new ReplicaView() }));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await dropSchema(url, schema);
  });

  const durable = async (principalId: string) => {
    const { rows } = await dbs[0]!.query<{ granted: DbInt; spent: DbInt; reserved: DbInt }>(
      "SELECT granted, spent, reserved FROM accounts WHERE principal_id = $1 AND scope = 'ai'",
      [principalId],
    );
    const row = rows[0];
    const account = row ? { granted: toInt(row.granted), spent: toInt(row.spent), reserved: toInt(row.reserved) } : { granted: 0, spent: 0, reserved: 0 };
    const held = await dbs[0]!.query<{ total: DbInt | null }>(
      "SELECT sum(hold_micro_usd) AS total FROM jobs WHERE principal_id = $1 AND status = 'running' AND billing = 'paid'",
      [principalId],
    );
    return { ...account, holds: toInt(held.rows[0]?.total ?? 0), available: account.granted - account.spent - account.reserved };
  };
  const grant = (store: Store, principalId: string, amount: number, now: number, days = 30) =>
    store.applyInvoice(invoice(principalId, [lot({ grantedMicroUSD: amount, grantedAt: now, expiresAt: now + days * DAY_MS })], { receivedAt: now }));

  it('a reservation decided from memory is one call: no reads, the writes and COMMIT', async () => {
    const [a] = replicas as [Store, Store];
    const id = await newPrincipal(a);
    await grant(a, id, 100_000, T0);
    expect((await a.createJob(paidJob(id, 1_000))).kind).toBe('created');
    sent[0]!.length = 0;
    expect((await a.createJob(paidJob(id, 1_000))).kind).toBe('created');
    expect(sent[0]!.some((statement) => /FOR UPDATE/.test(statement.text))).toBe(false);
    expect(sent[0]!.some((statement) => /INSERT INTO jobs/.test(statement.text))).toBe(true);
  });

  it('refuses what the other replica already holds, though memory still shows it available', async () => {
    const [a, b] = replicas as [Store, Store];
    const id = await newPrincipal(a);
    await grant(a, id, 10_000, T0);
    expect((await a.createJob(paidJob(id, 1_000))).kind).toBe('created'); // a has seen 9,000 available
    expect((await b.createJob(paidJob(id, 8_500))).kind).toBe('created');
    const refused = await a.createJob(paidJob(id, 1_000));
    expect(refused).toMatchObject({ kind: 'refused', error: { status: 402, body: { error: { code: 'insufficient-balance', availableMicroUSD: 500 } } } });
    expect((await a.createJob(paidJob(id, 500))).kind).toBe('created');
    expect(await durable(id)).toMatchObject({ available: 0, reserved: 10_000, holds: 10_000 });
  });

  it('reserves nothing for a token the other replica revoked, and re-attaches to the job it created', async () => {
    const [a, b] = replicas as [Store, Store];
    const id = await newPrincipal(a);
    await grant(a, id, 100_000, T0);
    const tokenId = uid('tok');
    await a.createToken({ id: tokenId, principalId: id, tokenHash: uid('hash'), now: T0 });
    const principal = await a.getPrincipal(id);
    const credential = { tokenId, principalVersion: principal!.version };
    expect((await a.createJob(paidJob(id, 1_000, { credential }))).kind).toBe('created'); // a has seen the token live

    const shared = paidJob(id, 1_000, { credential });
    expect((await b.createJob(shared)).kind).toBe('created');
    const again = await a.createJob({ ...shared, runId: uid('run') });
    expect(again).toMatchObject({ kind: 'exists', job: { jobId: shared.jobId, runId: shared.runId } });

    await b.revokeToken(tokenId, T0 + 1);
    expect(await a.createJob(paidJob(id, 1_000, { credential }))).toEqual({ kind: 'stale' });
    // Two jobs hold: the first, and the one both replicas share.
    expect((await durable(id)).reserved).toBe(2_000);
  });

  it('holds no money of a lot the other replica granted that has since expired', async () => {
    const [a, b] = replicas as [Store, Store];
    const id = await newPrincipal(a);
    await grant(a, id, 100_000, T0);
    expect((await a.createJob(paidJob(id, 1_000))).kind).toBe('created'); // a has seen 99,000 available, no expiry before day 30
    await grant(b, id, 50_000, T0, 5);
    expect((await b.createJob(paidJob(id, 60_000, { now: T0 + DAY_MS }))).kind).toBe('created');
    // Day 6: the 50,000 lot has expired (its pass has not run). 89,000 is on the row, 39,000 is really there.
    const refused = await a.createJob(paidJob(id, 80_000, { now: T0 + 6 * DAY_MS }));
    expect(refused).toMatchObject({ kind: 'refused', error: { status: 402, body: { error: { availableMicroUSD: 39_000 } } } });
    expect(await durable(id)).toMatchObject({ reserved: 61_000, available: 39_000 });
  });

  it('takes no free request the other replica used up', async () => {
    const [a, b] = replicas as [Store, Store];
    const id = await newPrincipal(a);
    const free = (store: Store) => store.createJob(newJob(id, { freeRequestsPerDay: 2, utcDay: DAY0 }));
    expect((await free(a)).kind).toBe('created'); // a has seen 1 of 2 used
    expect((await free(b)).kind).toBe('created');
    expect(await free(a)).toMatchObject({ kind: 'refused', error: { status: 429, body: { error: { code: 'free-quota-exhausted' } } } });
  });

  type Op =
    | { kind: 'grant'; on: number; amount: number; days: number }
    | { kind: 'burst'; holds: number[][] }
    | { kind: 'settle'; on: number; count: number; ratio: number }
    | { kind: 'advance'; on: number; days: number };
  const on = fc.integer({ min: 0, max: 1 });
  const holds = fc.array(fc.integer({ min: 1, max: 25_000 }), { maxLength: 5 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('grant' as const), on, amount: fc.integer({ min: 1, max: 60_000 }), days: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ kind: fc.constant('burst' as const), holds: fc.tuple(holds, holds) }),
    fc.record({ kind: fc.constant('settle' as const), on, count: fc.integer({ min: 1, max: 6 }), ratio: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({ kind: fc.constant('advance' as const), on, days: fc.integer({ min: 1, max: 40 }) }),
  );

  it('any interleaving across both replicas: admitted only what the balance covered, refused only what it could not, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const principalId = await newPrincipal(replicas[0]!);
        const running: StoredJob[] = [];
        let now = T0;
        for (const step of ops) {
          if (step.kind === 'grant') {
            expect(await grant(replicas[step.on]!, principalId, step.amount, now, step.days)).toBe('applied');
          } else if (step.kind === 'burst') {
            // Both replicas at once: a burst each. What was available is read after the expiry
            // pass due at `now` (a balance read runs it), as every reservation runs it first.
            await replicas[0]!.quotaSnapshot(principalId, DAY0, now);
            const before = (await durable(principalId)).available;
            const outcomes = await Promise.all(
              step.holds.map((amounts, i) =>
                Promise.all(
                  amounts.map((hold) => replicas[i]!.createJob(paidJob(principalId, hold, { now, lease: { owner: `replica-${i}`, until: now + 60_000 } }))),
                ),
              ),
            );
            const after = (await durable(principalId)).available;
            let admitted = 0;
            outcomes.flat().forEach((outcome, k) => {
              const hold = step.holds.flat()[k]!;
              if (outcome.kind === 'created') {
                admitted += hold;
                running.push(outcome.job);
              } else {
                expect(outcome.kind).toBe('refused');
                // Available only fell during the burst: what is left now was there when this was decided.
                expect(hold, 'refused a hold the balance covered').toBeGreaterThan(after);
              }
            });
            expect(admitted).toBeLessThanOrEqual(before);
            expect(before - admitted, 'available after the burst').toBe(after);
          } else if (step.kind === 'settle') {
            const ending = running.splice(0, step.count);
            const ended = await Promise.all(
              ending.map((job) =>
                replicas[step.on]!.finishJob({
                  job,
                  owner: job.leaseOwner ?? '',
                  receiptId: uid('rcpt'),
                  outcome: succeeded(Math.floor(job.holdMicroUSD * step.ratio)),
                  now,
                }),
              ),
            );
            expect(ended.every((job) => job !== null)).toBe(true);
          } else {
            now += step.days * DAY_MS;
            await replicas[step.on]!.expireLots(now);
          }
          const row = await durable(principalId);
          expect(row.available).toBeGreaterThanOrEqual(0);
          expect(row.reserved, 'reserved = the holds of running jobs').toBe(row.holds);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

/** The executor, recording every statement sent through it (in transactions too) into `into`. */
function recording(db: SqlExecutor, into: SqlStatement[]): SqlExecutor {
  const wrap = (inner: SqlExecutor): SqlExecutor => ({
    query: (text, params) => (into.push({ text, params }), inner.query(text, params)),
    pipeline: (statements) => (into.push(...statements), inner.pipeline(statements)),
    commitWith: (statements) => (into.push(...statements), inner.commitWith(statements)),
    exec: (script) => inner.exec(script),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}
