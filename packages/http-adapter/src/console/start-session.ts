import { hashBrowserSecret, newBrowserSecret, type Clock, type SessionOrigin, type Store } from '@secgate/store';
import type { Context } from 'hono';
import type { ServiceConfig } from '../config/service-config.js';
import { publicOriginOf } from '../session/same-origin.js';
import { readSessionCookie, sessionCookieFor, setSessionCookie, type SessionCookie } from '../session/session-cookie.js';

export interface StartSessionDeps {
  store: Pick<Store, 'createSession' | 'revokeSession'>;
  clock: Clock;
  config: Pick<ServiceConfig, 'console' | 'publicHosts'>;
}

/** The session cookie of this request's public origin. */
export function cookieOf(c: Context, deps: Pick<StartSessionDeps, 'config'>): SessionCookie {
  return sessionCookieFor(publicOriginOf(c, deps.config));
}

/**
 * A fresh session for the principal, replacing the browser's previous one: the id changes at
 * every sign-in, so an id planted before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, deps: StartSessionDeps, principalId: string, via: SessionOrigin): Promise<void> {
  const now = deps.clock.now();
  const cookie = cookieOf(c, deps);
  const previous = readSessionCookie(c, cookie);
  if (previous !== undefined) await deps.store.revokeSession(hashBrowserSecret(previous), now);
  const sessionId = newBrowserSecret();
  await deps.store.createSession({ idHash: hashBrowserSecret(sessionId), principalId, via, now });
  setSessionCookie(c, cookie, sessionId, deps.config.console.session.absoluteMs);
}
