import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME, sessionEndAt, sessionExpiresAt, shouldRecordUse, SESSION_USE_GRANULARITY_MS } from './session-lifetime.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const lifetime = DEFAULT_SESSION_LIFETIME;

describe('sessionEndAt', () => {
  const fresh = { createdAt: 0, lastSeenAt: 0, revokedAt: null };

  it('keeps a session for 12 hours without use and 7 days in all by default', () => {
    expect(lifetime).toEqual({ idleMs: 12 * HOUR, absoluteMs: 7 * DAY });
    expect(sessionEndAt(fresh, 12 * HOUR - 1, lifetime)).toBeNull();
    expect(sessionEndAt(fresh, 12 * HOUR, lifetime)).toBe('idle');
    const busy = { createdAt: 0, lastSeenAt: 7 * DAY - HOUR, revokedAt: null };
    expect(sessionEndAt(busy, 7 * DAY - 1, lifetime)).toBeNull();
    expect(sessionEndAt(busy, 7 * DAY, lifetime)).toBe('absolute');
  });

  it('ends a revoked session at once, whatever its times', () => {
    expect(sessionEndAt({ ...fresh, revokedAt: 5 }, 1, lifetime)).toBe('revoked');
  });

  it('never keeps a session past its absolute end, for any use pattern and configuration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 0, max: 30 * DAY }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.record({ idleMs: fc.integer({ min: 1, max: 10 * DAY }), absoluteMs: fc.integer({ min: 1, max: 30 * DAY }) }),
        (createdAt, gaps, probe, chosen) => {
          // Uses at increasing times, each recorded only while the session was still valid.
          let session = { createdAt, lastSeenAt: createdAt, revokedAt: null as number | null };
          let now = createdAt;
          for (const gap of gaps) {
            now += gap;
            if (sessionEndAt(session, now, chosen) === null) session = { ...session, lastSeenAt: now };
          }
          const at = now + probe;
          const valid = sessionEndAt(session, at, chosen) === null;
          if (valid) {
            expect(at).toBeLessThan(createdAt + chosen.absoluteMs);
            expect(at).toBeLessThan(session.lastSeenAt + chosen.idleMs);
          }
          // Valid exactly before the expiry instant.
          expect(valid).toBe(at < sessionExpiresAt(session, chosen));
        },
      ),
    );
  });
});

describe('shouldRecordUse', () => {
  it('records a use at most once a minute', () => {
    const session = { createdAt: 0, lastSeenAt: 1_000, revokedAt: null };
    expect(shouldRecordUse(session, 1_000 + SESSION_USE_GRANULARITY_MS - 1)).toBe(false);
    expect(shouldRecordUse(session, 1_000 + SESSION_USE_GRANULARITY_MS)).toBe(true);
  });
});
