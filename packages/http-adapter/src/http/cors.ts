import type { MiddlewareHandler } from 'hono';

export interface PublicCorsOptions {
  /** The methods the route serves, e.g. `['GET']` or `['GET', 'POST']`; OPTIONS is implied. */
  methods: readonly string[];
}

/** Request headers a browser may send cross-origin to a public route. */
export const CORS_ALLOWED_HEADERS = 'content-type, authorization';

/** Response headers a browser script may read: the request id and the back-off hint. */
export const CORS_EXPOSED_HEADERS = 'x-request-id, retry-after';

/** How long (seconds) a browser may cache a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = '86400';

/**
 * CORS for the public read routes only (security catalog, solutions, calculators, knowledge,
 * `/v1/secure`): any origin may read them, and no credential is involved, so `*` is safe.
 * Protected routes never get these headers, so a browser page on another origin cannot use a
 * visitor's bearer token against them. Mount per path: `app.use('/v1/security/services', publicCors({methods: ['GET']}))`.
 *
 * OPTIONS is answered here with 204 and the allowed methods and headers (whether or not it is a
 * real preflight), before any handler or the method guard runs.
 */
export function publicCors(options: PublicCorsOptions): MiddlewareHandler {
  const methods = [...new Set([...options.methods.map((m) => m.toUpperCase()), 'OPTIONS'])];
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  const allowMethods = methods.join(', ');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
        Allow: allowMethods,
      });
    }
    await next();
    // Set after the handler so error answers (400, 413, 500) are readable cross-origin too.
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
  };
}
