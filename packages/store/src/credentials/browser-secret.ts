import { hash, randomBytes } from 'node:crypto';

/*
 * The secrets a browser holds (docs/console.md): a session id in its cookie, a one-time sign-in
 * link's secret in its URL. 256 random bits each, base64url; the store keeps only their SHA-256,
 * as it does of tokens.
 */

/** A fresh secret: 43 base64url characters. */
export function newBrowserSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a browser secret: what the store keeps and looks up. */
export function hashBrowserSecret(secret: string): string {
  return hash('sha256', secret);
}

const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `text` has the shape of a browser secret; anything else is never looked up. */
export function isWellFormedBrowserSecret(text: unknown): text is string {
  return typeof text === 'string' && SHAPE.test(text);
}
