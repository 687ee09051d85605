import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenLive } from './token-expiry.js';
import { tokenStatus } from './token-status.js';

describe('tokenStatus', () => {
  it('is active until revoked or expired, whichever came first', () => {
    expect(tokenStatus({ revokedAt: null, expiresAt: null }, 5)).toEqual({ kind: 'active', expiresAt: null });
    expect(tokenStatus({ revokedAt: null, expiresAt: 10 }, 9)).toEqual({ kind: 'active', expiresAt: 10 });
    expect(tokenStatus({ revokedAt: null, expiresAt: 10 }, 10)).toEqual({ kind: 'expired', at: 10 });
    expect(tokenStatus({ revokedAt: 4, expiresAt: 10 }, 20)).toEqual({ kind: 'revoked', at: 4 });
    expect(tokenStatus({ revokedAt: 12, expiresAt: 10 }, 20)).toEqual({ kind: 'expired', at: 10 });
  });

  it('says active exactly when the token is unrevoked and live, and an end never lies in the future', () => {
    const instant = fc.integer({ min: 0, max: 1_000 });
    fc.assert(
      fc.property(fc.option(instant), fc.option(instant), instant, (revokedAt, expiresAt, now) => {
        const status = tokenStatus({ revokedAt, expiresAt }, now);
        expect(status.kind === 'active').toBe(revokedAt === null && isTokenLive({ expiresAt }, now));
        if (status.kind === 'expired') expect(status.at).toBeLessThanOrEqual(now);
      }),
    );
  });
});
