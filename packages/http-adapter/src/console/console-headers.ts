import type { MiddlewareHandler } from 'hono';

/**
 * Headers of every console page: nothing cached (pages show account data), a referrer only to this
 * origin (a sign-in link's secret is in its URL; `no-referrer` would also make Chromium send
 * `Origin: null` on the page's own form posts), no framing, and a policy that allows the page's own inline style
 * forms posting to and requests made to this origin only.
 */
export function consoleHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  };
}
