import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../jobs/job.js';
import { jobKeyString } from '../jobs/job-key.js';
import { decideReservations, type ReservationRequest, type ReservationState } from './decide-reservations.js';
import { NOW, DAY } from './test-principals.test-support.js';

// Few principals, days, job ids and tokens, so batches repeat them: the interesting cases are
// the requests that share a day's free tier, a balance or a job id.
const PRINCIPALS = ['p', 'q'] as const;
const DAYS = ['2025-06-05', '2025-06-06'] as const;
/** Each principal's free requests per day, fixed for a whole batch as the configuration is. */
const LIMITS: Record<string, number> = { p: 2, q: 0 };

const request: fc.Arbitrary<ReservationRequest> = fc
  .record({
    jobId: fc.constantFrom('j1', 'j2', 'j3', 'j4', 'j5'),
    principalId: fc.constantFrom(...PRINCIPALS),
    paidHoldMicroUSD: fc.integer({ min: 1, max: 1_000 }),
    utcDay: fc.constantFrom(...DAYS),
    // Mostly without a cached credential, so most requests get as far as the quota.
    credential: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: fc.record({ tokenId: fc.constantFrom('t1', 't2'), principalVersion: fc.integer({ min: 1, max: 2 }) }), weight: 1 },
    ),
  })
  .map(({ credential, ...rest }) => ({
    ...rest,
    freeRequestsPerDay: LIMITS[rest.principalId] ?? 0,
    retentionMs: DAY,
    now: NOW,
    ...(credential ? { credential } : {}),
  }));

const state: fc.Arbitrary<ReservationState> = fc.record({
  jobs: fc.uniqueArray(
    fc.record({
      principalId: fc.constantFrom(...PRINCIPALS),
      jobId: fc.constantFrom('j1', 'j2', 'j3'),
      status: fc.constantFrom(...JOB_STATUSES),
      finishedAt: fc.option(fc.integer({ min: NOW - 3 * DAY, max: NOW }), { nil: null }),
    }),
    { selector: (job) => jobKeyString(job) },
  ),
  credentials: fc.uniqueArray(
    fc.record({
      tokenId: fc.constantFrom('t1', 't2'),
      principalId: fc.constantFrom(...PRINCIPALS),
      status: fc.constantFrom('active' as const, 'suspended' as const),
      principalVersion: fc.integer({ min: 1, max: 2 }),
    }),
    { selector: (credential) => credential.tokenId },
  ),
  accounts: fc.uniqueArray(
    fc.record({
      principalId: fc.constantFrom(...PRINCIPALS),
      grantedMicroUSD: fc.integer({ min: 0, max: 3_000 }),
      spentMicroUSD: fc.integer({ min: 0, max: 1_000 }),
      reservedMicroUSD: fc.integer({ min: 0, max: 1_000 }),
    }),
    { selector: (account) => account.principalId },
  ),
  freeUsage: fc.uniqueArray(fc.record({ principalId: fc.constantFrom(...PRINCIPALS), day: fc.constantFrom(...DAYS), used: fc.integer({ min: 0, max: 3 }) }), {
    selector: (usage) => `${usage.principalId}/${usage.day}`,
  }),
});

const batch = fc.array(request, { maxLength: 12 });
const RUNS = { numRuns: 3000 };

describe('decideReservations (properties)', () => {
  it('decides in arrival order: one decision per request, and the requests after one never change it', () => {
    fc.assert(
      fc.property(batch, state, fc.nat(), (requests, s, cut) => {
        const decisions = decideReservations(requests, s);
        expect(decisions).toHaveLength(requests.length);
        const k = requests.length === 0 ? 0 : cut % (requests.length + 1);
        expect(decideReservations(requests.slice(0, k), s)).toEqual(decisions.slice(0, k));
      }),
      RUNS,
    );
  });

  it('never gives more free requests than a day has left', () => {
    fc.assert(
      fc.property(batch, state, (requests, s) => {
        const decisions = decideReservations(requests, s);
        for (const principalId of PRINCIPALS) {
          for (const day of DAYS) {
            const used = s.freeUsage.find((u) => u.principalId === principalId && u.day === day)?.used ?? 0;
            const free = decisions.filter(
              (d, i) => d.kind === 'reserve' && d.hold.billing === 'free' && requests[i]?.principalId === principalId && requests[i]?.utcDay === day,
            ).length;
            expect(free).toBeLessThanOrEqual(Math.max(0, (LIMITS[principalId] ?? 0) - used));
          }
        }
      }),
      RUNS,
    );
  });

  it("never holds more than a balance has available, and each paid hold is its request's upper bound", () => {
    fc.assert(
      fc.property(batch, state, (requests, s) => {
        const decisions = decideReservations(requests, s);
        for (const principalId of PRINCIPALS) {
          const account = s.accounts.find((a) => a.principalId === principalId);
          const available = account ? account.grantedMicroUSD - account.spentMicroUSD - account.reservedMicroUSD : 0;
          let held = 0;
          decisions.forEach((d, i) => {
            if (d.kind !== 'reserve' || d.hold.billing !== 'paid' || requests[i]?.principalId !== principalId) return;
            expect(d.hold.amountMicroUSD).toBe(requests[i]?.paidHoldMicroUSD);
            held += d.hold.amountMicroUSD;
          });
          expect(held).toBeLessThanOrEqual(Math.max(0, available));
        }
      }),
      RUNS,
    );
  });

  it('reserves a job key (principal and id) at most once: a repeat whose credential holds re-attaches to the job the batch created', () => {
    fc.assert(
      fc.property(batch, state, (requests, s) => {
        const decisions = decideReservations(requests, s);
        const created = new Set<string>();
        decisions.forEach((d, i) => {
          const key = requests[i] ? jobKeyString(requests[i]) : '';
          if (created.has(key)) expect(d.kind === 'stale' || (d.kind === 'reattach' && d.to === 'batch')).toBe(true);
          if (d.kind === 'reserve') created.add(key);
        });
      }),
      RUNS,
    );
  });

  it('is stale exactly when a cached credential no longer holds, and refuses only with 429 or 402', () => {
    fc.assert(
      fc.property(batch, state, (requests, s) => {
        decideReservations(requests, s).forEach((d, i) => {
          const credential = requests[i]?.credential;
          const found = credential && s.credentials.find((c) => c.tokenId === credential.tokenId);
          const holds =
            !credential ||
            (found !== undefined &&
              found.principalId === requests[i]?.principalId &&
              found.status === 'active' &&
              found.principalVersion === credential.principalVersion);
          expect(d.kind === 'stale').toBe(!holds);
          if (d.kind === 'refused') expect(['free-quota-exhausted', 'insufficient-balance']).toContain(d.error.body.error.code);
        });
      }),
      RUNS,
    );
  });
});
