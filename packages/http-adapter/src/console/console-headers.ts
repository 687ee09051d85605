import type { MiddlewareHandler } from 'hono';

/** The console's assets (its stylesheet and script), which may keep a cache policy of their own. */
const ASSETS = '/console/assets/';

/**
 * Headers of every console page: nothing cached (pages show account data), a referrer only to this
 * origin (a sign-in link's secret is in its URL; `no-referrer` would also make Chromium send
 * `Origin: null` on the page's own form posts), no framing, and a policy that allows scripts and
 * styles of this origin only (no inline script, no inline style: the look is one stylesheet,
 * console-stylesheet.ts), and forms posting to and requests made to this origin only.
 */
export function consoleHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // An asset holds no account data: its route may say how long it keeps (the stylesheet's URL is versioned).
    if (!(c.req.path.startsWith(ASSETS) && c.res.headers.has('Cache-Control'))) c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  };
}
