import { describe, expect, it } from 'vitest';
import { holdUpperBound } from '../money/hold-upper-bound.js';
import { decideHold } from './decide-hold.js';

const NOW = Date.UTC(2025, 5, 5, 23, 59, 59, 999);
const request = { messages: [{ content: 'hello' }], max_tokens: 1000 };
const required = holdUpperBound(request);
const quota = { freeRequestsPerDay: 3, freeRequestsUsedToday: 0, paidAvailableMicroUSD: 0, holdsPaidCredit: false };

describe('decideHold', () => {
  it('admits free with a zero hold while free requests remain', () => {
    expect(decideHold({ ...quota, freeRequestsUsedToday: 2 }, request, NOW)).toEqual({ ok: true, hold: { billing: 'free', amountMicroUSD: 0 } });
  });

  it('holds the upper bound of the price once the free requests are used, if the balance covers it', () => {
    const paid = { ...quota, freeRequestsUsedToday: 3, holdsPaidCredit: true };
    expect(decideHold({ ...paid, paidAvailableMicroUSD: required }, request, NOW)).toEqual({
      ok: true,
      hold: { billing: 'paid', amountMicroUSD: required },
    });
  });

  it('answers 429 with the reset time when no paid credit is held', () => {
    const result = decideHold({ ...quota, freeRequestsUsedToday: 3 }, request, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.status).toBe(429);
      expect(result.error.body.error).toMatchObject({ code: 'free-quota-exhausted', resetsAt: '2025-06-06T00:00:00.000Z' });
    }
  });

  it('answers 402 with the amounts when paid credit is held but short', () => {
    const result = decideHold({ ...quota, freeRequestsUsedToday: 3, holdsPaidCredit: true, paidAvailableMicroUSD: required - 1 }, request, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.status).toBe(402);
      expect(result.error.body.error).toMatchObject({ code: 'insufficient-balance', requiredMicroUSD: required, availableMicroUSD: required - 1 });
    }
  });

  it('a zero free tier goes straight to the paid balance', () => {
    expect(decideHold({ ...quota, freeRequestsPerDay: 0, holdsPaidCredit: true, paidAvailableMicroUSD: 10 ** 9 }, request, NOW)).toMatchObject({
      ok: true,
      hold: { billing: 'paid' },
    });
  });
});
