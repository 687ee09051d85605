import { describe, expect, it } from 'vitest';
import { decideHoldOf } from './decide-hold.js';
import { decideReservations, type ReservationRequest, type ReservationState } from './decide-reservations.js';

const NOW = Date.UTC(2025, 5, 5, 12);
const DAY = 86_400_000;
const TODAY = '2025-06-05';

const request = (overrides: Partial<ReservationRequest> = {}): ReservationRequest => ({
  jobId: 'job-1',
  principalId: 'p',
  paidHoldMicroUSD: 600,
  utcDay: TODAY,
  freeRequestsPerDay: 0,
  retentionMs: DAY,
  now: NOW,
  ...overrides,
});
const EMPTY: ReservationState = { jobs: [], credentials: [], accounts: [], freeUsage: [] };
const account = (grantedMicroUSD: number, reservedMicroUSD = 0) => ({ principalId: 'p', grantedMicroUSD, spentMicroUSD: 0, reservedMicroUSD });

describe('decideReservations', () => {
  it('takes the free requests the day has left, then paid holds the balance covers, then refuses with 402', () => {
    const state = { ...EMPTY, accounts: [account(1000)], freeUsage: [{ principalId: 'p', day: TODAY, used: 1 }] };
    const batch = ['a', 'b', 'c', 'd'].map((jobId) => request({ jobId, freeRequestsPerDay: 2 }));
    const decisions = decideReservations(batch, state);
    expect(decisions.slice(0, 3)).toEqual([
      { kind: 'reserve', hold: { billing: 'free', amountMicroUSD: 0 }, replacesStored: false },
      { kind: 'reserve', hold: { billing: 'paid', amountMicroUSD: 600 }, replacesStored: false },
      { kind: 'refused', error: expect.anything() },
    ]);
    expect(decisions[2]).toEqual(decisions[3]);
    expect(decisions[2]).toMatchObject({
      kind: 'refused',
      error: { status: 402, body: { error: { code: 'insufficient-balance', requiredMicroUSD: 600, availableMicroUSD: 400 } } },
    });
  });

  it('refuses 429 with the next UTC midnight when no paid credit is held at all', () => {
    expect(decideReservations([request()], EMPTY)).toEqual([
      {
        kind: 'refused',
        error: expect.objectContaining({
          status: 429,
          body: { error: expect.objectContaining({ code: 'free-quota-exhausted', resetsAt: '2025-06-06T00:00:00.000Z' }) },
        }),
      },
    ]);
  });

  it('decides a lone request exactly as the quota stage does on the same quota', () => {
    const state = { ...EMPTY, accounts: [{ principalId: 'p', grantedMicroUSD: 1000, spentMicroUSD: 300, reservedMicroUSD: 200 }] };
    for (const paidHoldMicroUSD of [499, 500, 501]) {
      const [decision] = decideReservations([request({ paidHoldMicroUSD })], state);
      const quota = { freeRequestsPerDay: 0, freeRequestsUsedToday: 0, paidAvailableMicroUSD: 500, holdsPaidCredit: true };
      const decided = decideHoldOf(quota, paidHoldMicroUSD, NOW);
      expect(decision).toEqual(decided.ok ? { kind: 'reserve', hold: decided.hold, replacesStored: false } : { kind: 'refused', error: decided.error });
    }
  });

  it('re-attaches a repeated job id to the job the batch created, reserving once', () => {
    const state = { ...EMPTY, accounts: [account(600)] };
    expect(decideReservations([request(), request(), request()], state).map((d) => d.kind)).toEqual(['reserve', 'reattach', 'reattach']);
    expect(decideReservations([request(), request()], state)[1]).toEqual({ kind: 'reattach', to: 'batch' });
  });

  it('re-attaches to a stored job within retention and replaces one that ended past it', () => {
    const state = { ...EMPTY, accounts: [account(10_000)] };
    const running = { principalId: 'p', jobId: 'job-1', status: 'running' as const, finishedAt: null };
    expect(decideReservations([request()], { ...state, jobs: [running] })).toEqual([{ kind: 'reattach', to: 'stored' }]);
    const endedAt = (finishedAt: number) => ({ ...state, jobs: [{ principalId: 'p', jobId: 'job-1', status: 'succeeded' as const, finishedAt }] });
    expect(decideReservations([request()], endedAt(NOW - DAY))).toEqual([{ kind: 'reattach', to: 'stored' }]);
    expect(decideReservations([request()], endedAt(NOW - DAY - 1))).toEqual([
      { kind: 'reserve', hold: { billing: 'paid', amountMicroUSD: 600 }, replacesStored: true },
    ]);
  });

  it("never re-attaches to another principal's job with the same id: the key is the principal's own", () => {
    const state = { ...EMPTY, accounts: [account(10_000), { ...account(10_000), principalId: 'q' }] };
    const theirs = { principalId: 'q', jobId: 'job-1', status: 'running' as const, finishedAt: null };
    expect(decideReservations([request()], { ...state, jobs: [theirs] })).toEqual([
      { kind: 'reserve', hold: { billing: 'paid', amountMicroUSD: 600 }, replacesStored: false },
    ]);
    expect(decideReservations([request({ principalId: 'q' }), request()], state).map((d) => d.kind)).toEqual(['reserve', 'reserve']);
  });

  it('is stale, even for a job that exists, unless the token is unrevoked and its principal active at that version', () => {
    const credential = { tokenId: 't', principalVersion: 3 };
    const token = { tokenId: 't', principalId: 'p', status: 'active' as const, principalVersion: 3 };
    const state = { ...EMPTY, accounts: [account(10_000)], jobs: [{ principalId: 'p', jobId: 'job-1', status: 'running' as const, finishedAt: null }] };
    const decide = (credentials: ReservationState['credentials']) => decideReservations([request({ credential })], { ...state, credentials })[0];
    expect(decide([token])).toEqual({ kind: 'reattach', to: 'stored' });
    expect(decide([])).toEqual({ kind: 'stale' });
    expect(decide([{ ...token, principalVersion: 4 }])).toEqual({ kind: 'stale' });
    expect(decide([{ ...token, status: 'suspended' }])).toEqual({ kind: 'stale' });
    expect(decide([{ ...token, principalId: 'q' }])).toEqual({ kind: 'stale' });
  });

  it('counts each day and each principal on its own', () => {
    const batch = [
      request({ jobId: 'a', freeRequestsPerDay: 1 }),
      request({ jobId: 'b', freeRequestsPerDay: 1 }),
      request({ jobId: 'c', freeRequestsPerDay: 1, utcDay: '2025-06-06' }),
      request({ jobId: 'd', freeRequestsPerDay: 1, principalId: 'q' }),
    ];
    expect(decideReservations(batch, EMPTY).map((d) => d.kind)).toEqual(['reserve', 'refused', 'reserve', 'reserve']);
  });

  it('leaves the state it was given as it was', () => {
    const state = { ...EMPTY, accounts: [account(1000)], freeUsage: [{ principalId: 'p', day: TODAY, used: 0 }] };
    const copy = structuredClone(state);
    decideReservations([request({ freeRequestsPerDay: 1 }), request({ jobId: 'b' })], state);
    expect(state).toEqual(copy);
  });
});
