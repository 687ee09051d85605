import { apiError, principalRefusal, sessionEndAt, shouldRecordUse, type ApiError } from '@secgate/core';
import { hashBrowserSecret, type Clock, type PrincipalRecord, type Store } from '@secgate/store';
import type { ServiceConfig } from '../config/service-config.js';
import { CHALLENGE_BAD_TOKEN } from '../auth/resolve-bearer.js';

export type SessionResolution = { ok: true; principal: PrincipalRecord; idHash: string } | { ok: false; error: ApiError; headers: Record<string, string> };

export interface SessionDeps {
  store: Pick<Store, 'sessionByHash' | 'recordSessionUse'>;
  clock: Clock;
  config: Pick<ServiceConfig, 'console' | 'publicHosts'>;
}

/**
 * A session id from the cookie to its active principal (docs/console.md#sessions). The session and
 * its principal are read together on every request, so a sign-out, a revocation or a suspension
 * takes effect on the very next one; core's sessionEndAt decides whether the session still holds.
 * An unknown, ended or revoked session is 401 `unauthorized`, a suspended principal 403 `forbidden`,
 * as for a bearer token. A use is written back at most once a minute (shouldRecordUse).
 */
export async function resolveSession(deps: SessionDeps, sessionId: string): Promise<SessionResolution> {
  const idHash = hashBrowserSecret(sessionId);
  const found = await deps.store.sessionByHash(idHash);
  const now = deps.clock.now();
  if (!found || sessionEndAt(found.session, now, deps.config.console.session) !== null) {
    return {
      ok: false,
      error: apiError('unauthorized', 'The session is unknown, has ended or was signed out: sign in again.'),
      headers: { 'WWW-Authenticate': CHALLENGE_BAD_TOKEN },
    };
  }
  const barred = principalRefusal(found.principal);
  if (barred) return { ok: false, error: barred, headers: {} };
  if (shouldRecordUse(found.session, now)) await deps.store.recordSessionUse(idHash, now);
  return { ok: true, principal: found.principal, idHash };
}
