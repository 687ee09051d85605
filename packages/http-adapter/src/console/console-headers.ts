import type { MiddlewareHandler } from 'hono';

/**
 * Headers of every console page: nothing cached (pages show account data), no referrer (a sign-in
 * link's secret is in its URL), no framing, and a policy that allows the page's own inline style
 * and forms posting to this origin only.
 */
export function consoleHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  };
}
