import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryAtEndOfDay, isTokenLive, readTokenExpiry, tokenRefusal, TOKEN_EXPIRY_MAX_DAYS } from './token-expiry.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 9, 41); // 2026-11-28T09:41Z

describe('isTokenLive and tokenRefusal', () => {
  it('keeps a token without expiry live forever, and one with an expiry up to, not including, it', () => {
    expect(isTokenLive({ expiresAt: null }, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isTokenLive({ expiresAt: NOW }, NOW - 1)).toBe(true);
    expect(isTokenLive({ expiresAt: NOW }, NOW)).toBe(false);
    expect(tokenRefusal({ expiresAt: NOW }, NOW - 1)).toBeNull();
    expect(tokenRefusal({ expiresAt: NOW }, NOW)).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: expect.stringContaining('expired') } },
    });
  });

  it('once expired, stays expired: liveness only ever turns off as time passes', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 2 ** 45 })),
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (expiresAt, now, later) => {
          const token = { expiresAt };
          if (!isTokenLive(token, now)) expect(isTokenLive(token, now + later)).toBe(false);
          expect(tokenRefusal(token, now) === null).toBe(isTokenLive(token, now));
        },
      ),
    );
  });
});

describe('readTokenExpiry', () => {
  it('reads no date as no expiry, and a date as the end of that UTC day', () => {
    expect(readTokenExpiry('', NOW)).toEqual({ ok: true, value: null });
    expect(readTokenExpiry('  ', NOW)).toEqual({ ok: true, value: null });
    expect(readTokenExpiry('2026-11-28', NOW)).toEqual({ ok: true, value: Date.UTC(2026, 10, 29) });
    expect(readTokenExpiry('2026-12-31', NOW)).toEqual({ ok: true, value: Date.UTC(2027, 0, 1) });
  });

  it('refuses a day already over, one beyond the maximum, and anything that is not a real date', () => {
    for (const raw of ['2026-11-27', '2027-11-29', '2026-02-30', '2026-13-01', '28/11/2026', '2026-11-28T00:00Z', 'tomorrow', '+02026-11-28']) {
      expect(readTokenExpiry(raw, NOW), raw).toMatchObject({ ok: false, error: expect.stringContaining('YYYY-MM-DD') });
    }
    expect(readTokenExpiry('2027-11-28', NOW)).toEqual({ ok: true, value: Date.UTC(2027, 10, 29) }); // today + 365 days
  });

  it('answers, for every day it accepts, an instant after now, at a UTC midnight, at most the maximum away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -400, max: 400 }), (now, offset) => {
        const day = new Date(Math.floor(now / DAY) * DAY + offset * DAY).toISOString().slice(0, 10);
        const read = readTokenExpiry(day, now);
        expect(read.ok).toBe(offset >= 0 && offset <= TOKEN_EXPIRY_MAX_DAYS);
        if (read.ok && read.value !== null) {
          expect(read.value).toBeGreaterThan(now);
          expect(read.value % DAY).toBe(0);
          expect(read.value - now).toBeLessThanOrEqual((TOKEN_EXPIRY_MAX_DAYS + 1) * DAY);
          expect(expiryAtEndOfDay(read.value - 1)).toBe(read.value);
        }
      }),
    );
  });
});
