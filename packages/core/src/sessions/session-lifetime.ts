/**
 * How long a browser session lives (docs/console.md#sessions): it ends after `idleMs` without use
 * and, however busy, `absoluteMs` after it began. Epoch milliseconds throughout.
 */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** 12 hours idle, 7 days in all. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 };

/** What the store keeps of a session, as the rules below read it. */
export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

/** Why a session no longer signs anyone in. */
export type SessionEnd = 'revoked' | 'idle' | 'absolute';

/** The first instant at which the session is no longer valid: the earlier of its idle and absolute ends. */
export function sessionExpiresAt(session: SessionTimes, lifetime: SessionLifetime): number {
  return Math.min(session.lastSeenAt + lifetime.idleMs, session.createdAt + lifetime.absoluteMs);
}

/**
 * Whether the session signs its principal in at `now`, and if not, why. A session is valid from
 * its creation up to, not including, sessionExpiresAt; revocation ends it at once.
 *
 * @example
 * sessionEndAt({ createdAt: 0, lastSeenAt: 0, revokedAt: null }, 13 * 3_600_000, DEFAULT_SESSION_LIFETIME)
 * //=> 'idle'
 */
export function sessionEndAt(session: SessionTimes, now: number, lifetime: SessionLifetime): SessionEnd | null {
  if (session.revokedAt !== null) return 'revoked';
  if (now >= session.createdAt + lifetime.absoluteMs) return 'absolute';
  if (now >= session.lastSeenAt + lifetime.idleMs) return 'idle';
  return null;
}

/**
 * Whether a use at `now` should be written back as the session's last use. Writing every request
 * would make each one a write; a use is recorded once a minute at most, which moves the idle end by
 * at most that minute.
 */
export function shouldRecordUse(session: SessionTimes, now: number): boolean {
  return now - session.lastSeenAt >= SESSION_USE_GRANULARITY_MS;
}

/** Uses closer together than this are recorded once (shouldRecordUse). */
export const SESSION_USE_GRANULARITY_MS = 60_000;
