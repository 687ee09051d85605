import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionCookie } from '../session/session-cookie.js';

/**
 * A token just issued, carried from the POST that issued it to the GET it redirects to
 * (docs/console.md#tokens), so a reload of the page issues nothing and shows nothing. It never
 * appears in a URL and the server keeps nothing of it in clear: it travels in a short-lived cookie,
 * sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the browser's session id. Only
 * the browser holds that id (the store keeps its hash), so the cookie is useless without the
 * session cookie beside it, yet any process behind a load balancer can open it: nothing but the
 * request itself is needed. The GET that shows it clears it in the same answer.
 */
export interface IssuedToken {
  id: string;
  token: string;
}

/** Long enough for the redirect, short enough that a forgotten cookie is soon gone. */
export const ISSUED_TOKEN_TTL_MS = 5 * 60_000;

const PATH = '/console/tokens';
const INFO = 'secgate console issued-token v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `__Secure-` when the console's session cookie is Secure: a plain-http page cannot set or replace it. */
function cookieName(session: SessionCookie): string {
  return session.secure ? '__Secure-secgate_issued_token' : 'secgate_issued_token';
}

function keyFor(sessionId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionId, '', INFO, 32));
}

/** The sealed form: base64url of IV, ciphertext and GCM tag; `until` is sealed in, so a replay after it is refused. */
export function sealIssuedToken(sessionId: string, issued: IssuedToken, until: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(sessionId), iv);
  cipher.setAAD(Buffer.from(INFO));
  const plain = Buffer.from(JSON.stringify({ id: issued.id, token: issued.token, until }));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

/** The token sealed under this session id, or null: another session's, tampered, malformed or past `until`. */
export function openIssuedToken(sessionId: string, sealed: string, now: number): IssuedToken | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(sessionId), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(INFO));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    const opened = JSON.parse(plain.toString('utf8')) as { id?: unknown; token?: unknown; until?: unknown };
    if (typeof opened.id !== 'string' || typeof opened.token !== 'string' || typeof opened.until !== 'number' || now >= opened.until) return null;
    return { id: opened.id, token: opened.token };
  } catch {
    // A wrong key or a changed byte fails GCM's tag check: not ours to show.
    return null;
  }
}

/** Sets the sealed cookie: HttpOnly, SameSite=Strict, only on the tokens page's path, for ISSUED_TOKEN_TTL_MS. */
export function setIssuedTokenCookie(c: Context, session: SessionCookie, sessionId: string, issued: IssuedToken, now: number): void {
  setCookie(c, cookieName(session), sealIssuedToken(sessionId, issued, now + ISSUED_TOKEN_TTL_MS), {
    httpOnly: true,
    sameSite: 'Strict',
    path: PATH,
    secure: session.secure,
    maxAge: ISSUED_TOKEN_TTL_MS / 1000,
  });
}

/**
 * The token the cookie carries for this session, if any, and the cookie cleared in this answer
 * whatever it held: a token is shown by one GET at most.
 */
export function takeIssuedTokenCookie(c: Context, session: SessionCookie, sessionId: string, now: number): IssuedToken | null {
  const name = cookieName(session);
  const sealed = getCookie(c, name);
  if (sealed === undefined) return null;
  deleteCookie(c, name, { path: PATH, secure: session.secure, httpOnly: true, sameSite: 'Strict' });
  return openIssuedToken(sessionId, sealed, now);
}
