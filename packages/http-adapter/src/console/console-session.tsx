import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SignedInEnv } from '../auth/signed-in-env.js';
import { resolveSession, type SessionDeps } from '../session/resolve-session.js';
import { isSameOriginRequest, publicOriginOf } from '../session/same-origin.js';
import { clearSessionCookie, readSessionCookie } from '../session/session-cookie.js';
import { SignInPage } from './sign-in-page.js';
import { cookieOf } from './start-session.js';

/**
 * A console page needs a live session: without one the browser goes to the sign-in page (and
 * comes back here after it); a suspended principal gets a 403 page. Sets `principal`.
 */
export function requireConsoleSession(deps: SessionDeps): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const cookie = cookieOf(c, deps);
    const sessionId = readSessionCookie(c, cookie);
    // After sign-in the browser comes back here (the console's home needs no `next`).
    const toSignIn = () => c.redirect(c.req.path === '/console' ? '/console/sign-in' : `/console/sign-in?next=${encodeURIComponent(c.req.path)}`, 303);
    if (sessionId === undefined) return toSignIn();
    const resolved = await resolveSession(deps, sessionId);
    if (!resolved.ok) {
      if (resolved.error.status === 403) return c.html(<SignInPage problem="This account is suspended." />, 403);
      clearSessionCookie(c, cookie);
      return toSignIn();
    }
    c.set('principal', resolved.principal);
    await next();
  };
}

/** A console form that changes state must come from the service's own pages (403 page otherwise). */
export function requireSameOriginForm(deps: Pick<SessionDeps, 'config'>): MiddlewareHandler {
  return async (c, next) => {
    if (!isSameOriginRequest(c, publicOriginOf(c, deps.config))) return c.html(<SignInPage problem="Send this form from this service's own page." />, 403);
    await next();
  };
}

/** Console forms are a few hundred bytes: more than 8 KiB is refused (413 page) before it is read. */
export function consoleFormLimit(): MiddlewareHandler {
  return bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.html(<SignInPage problem="That form was too large." />, 413) });
}
