/** Longest redirect target kept; anything longer falls back. */
const MAX_TARGET_LENGTH = 512;

/**
 * Where to send a browser after sign-in: `target` when it is a path of this service, else
 * `fallback`. Only a path that starts with a single `/` and holds no backslash, no white space and
 * no control character is kept, so no target (`//evil.example`, `/\evil.example`,
 * `https://evil.example`, `javascript:...`, an encoded line break) can leave the service's
 * origin (docs/console.md#sign-in).
 *
 * @example
 * safeRedirectPath('/console/tokens', '/console')
 * //=> '/console/tokens'
 * safeRedirectPath('//evil.example/console', '/console')
 * //=> '/console'
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return fallback;
  if (target[0] !== '/' || target[1] === '/' || target[1] === '\\') return fallback;
  // Browsers read a backslash as a slash, and strip tabs and line breaks from URLs.
  if (/[\\\s\u0000-\u001f\u007f]/.test(target)) return fallback;
  // A percent-encoded slash or backslash right after the first could be decoded by a proxy.
  if (/^\/%(2f|5c)/i.test(target)) return fallback;
  return target;
}
