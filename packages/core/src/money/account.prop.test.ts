import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableOf, EMPTY_ACCOUNT, grant, placeHold, releaseHold, settleHold, type Account } from './account.js';

// Amounts of every kind, including ones the functions must refuse.
const amount = fc.oneof(fc.nat({ max: 1_000_000 }), fc.nat(), fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER));
// A charge reported at settlement can be anything at all.
const charge = fc.oneof(fc.nat({ max: 2_000_000 }), fc.integer(), fc.double());

// Settling or releasing names either a hold that was placed (by position) or any amount at all.
const holdRef = fc.oneof(fc.record({ placed: fc.nat() }), fc.record({ amount }));

type Op =
  | { kind: 'grant'; amount: number }
  | { kind: 'place'; amount: number }
  | { kind: 'placeNear'; delta: number }
  | { kind: 'settle'; hold: { placed: number } | { amount: number }; charge: number }
  | { kind: 'release'; hold: { placed: number } | { amount: number } };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), amount }),
  fc.record({ kind: fc.constant('place' as const), amount }),
  // A hold within a few micro-USD of the available balance, where an off-by-one would show.
  fc.record({ kind: fc.constant('placeNear' as const), delta: fc.integer({ min: -2, max: 2 }) }),
  fc.record({ kind: fc.constant('settle' as const), hold: holdRef, charge }),
  fc.record({ kind: fc.constant('release' as const), hold: holdRef }),
);

function checkInvariant(account: Account): void {
  const available = availableOf(account);
  expect(available).toBeGreaterThanOrEqual(0);
  expect(account.spentMicroUSD).toBeGreaterThanOrEqual(0);
  expect(account.reservedMicroUSD).toBeGreaterThanOrEqual(0);
  expect(account.grantedMicroUSD).toBe(account.spentMicroUSD + account.reservedMicroUSD + available);
  for (const value of Object.values(account)) expect(Number.isSafeInteger(value)).toBe(true);
}

describe('account model properties', () => {
  it('keeps available >= 0 and granted = spent + reserved + available under any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let account = EMPTY_ACCOUNT;
        const placed: number[] = [];
        for (const o of ops) {
          const before = account;
          if (o.kind === 'grant') {
            const r = grant(account, o.amount);
            if (r.ok) account = r.value;
          } else if (o.kind === 'place' || o.kind === 'placeNear') {
            const wanted = o.kind === 'place' ? o.amount : availableOf(account) + o.delta;
            const r = placeHold(account, wanted);
            // A refusal is kept as a refusal: exactly when the balance cannot cover a valid amount.
            if (Number.isSafeInteger(wanted) && wanted >= 0) expect(r.ok).toBe(availableOf(account) >= wanted);
            if (r.ok) {
              account = r.value;
              placed.push(wanted);
            }
          } else {
            const index = 'placed' in o.hold && placed.length > 0 ? o.hold.placed % placed.length : -1;
            const hold = 'amount' in o.hold ? o.hold.amount : (placed[index] ?? 0);
            const r = o.kind === 'settle' ? settleHold(account, hold, o.charge) : releaseHold(account, hold);
            if (r.ok) {
              account = r.value;
              if (index >= 0) placed.splice(index, 1);
              // Settlement spends at most the hold it releases.
              expect(account.spentMicroUSD - before.spentMicroUSD).toBeLessThanOrEqual(hold);
              expect(before.reservedMicroUSD - account.reservedMicroUSD === hold).toBe(true); // === so that -0 equals 0
            }
          }
          checkInvariant(account);
          expect(account.spentMicroUSD).toBeGreaterThanOrEqual(before.spentMicroUSD);
          if (o.kind !== 'grant') expect(account.grantedMicroUSD).toBe(before.grantedMicroUSD);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lets every placed hold be settled, whatever its charge', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.array(fc.tuple(fc.nat({ max: 1_000_000 }), charge)), (credit, calls) => {
        let account = EMPTY_ACCOUNT;
        const granted = grant(account, credit);
        if (granted.ok) account = granted.value;
        const holds: [number, number][] = [];
        for (const [hold, c] of calls) {
          const r = placeHold(account, hold);
          if (r.ok) {
            account = r.value;
            holds.push([hold, c]);
          }
        }
        for (const [hold, c] of holds) {
          const r = settleHold(account, hold, c);
          expect(r.ok).toBe(true);
          if (r.ok) account = r.value;
          checkInvariant(account);
        }
        expect(account.reservedMicroUSD).toBe(0);
      }),
    );
  });
});
