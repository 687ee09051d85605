import { isWellFormedBrowserSecret } from '@secgate/store';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The browser session's cookie (docs/console.md#sessions): HttpOnly, SameSite=Lax, Path=/, and on
 * an https public URL also Secure with the `__Host-` prefix, which browsers accept only from a
 * secure origin for the whole host (no Domain), so a sibling subdomain cannot set or shadow it.
 */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(publicOrigin: string): SessionCookie {
  const secure = publicOrigin.startsWith('https://');
  return { name: secure ? '__Host-secgate_session' : 'secgate_session', secure };
}

export function readSessionCookie(c: Context, cookie: SessionCookie): string | undefined {
  const value = getCookie(c, cookie.name);
  return isWellFormedBrowserSecret(value) ? value : undefined;
}

/** Sets the cookie for `maxAgeMs` (the session's absolute lifetime; the store ends it sooner when idle). */
export function setSessionCookie(c: Context, cookie: SessionCookie, id: string, maxAgeMs: number): void {
  setCookie(c, cookie.name, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: cookie.secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(c: Context, cookie: SessionCookie): void {
  deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure, httpOnly: true, sameSite: 'Lax' });
}
