import { apiError } from '@secgate/core';
import type { Hono } from 'hono';
import { errorResponse } from './error-response.js';

/** The order `Allow` lists methods in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods each concrete route pattern answers, from a Hono app's route table. Middleware
 * (`ALL`) and catch-all patterns are not routes. HEAD is added wherever GET is (Hono answers HEAD
 * with the GET handler) and OPTIONS everywhere (the guard answers it with the same list).
 */
export function allowedMethodsByPath(routes: readonly { path: string; method: string }[]): Map<string, string[]> {
  const byPath = new Map<string, Set<string>>();
  for (const { path, method } of routes) {
    if (method === 'ALL' || /^[/*]*$/.test(path)) continue;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    byPath.set(path, methods);
  }
  const result = new Map<string, string[]>();
  for (const [path, methods] of byPath) {
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    result.set(
      path,
      [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    );
  }
  return result;
}

function rank(method: string): number {
  const index = METHOD_ORDER.indexOf(method);
  return index === -1 ? METHOD_ORDER.length : index;
}

/**
 * Call once on the root app AFTER every route is registered: each known path then answers a
 * method it does not serve with 405 `method-not-allowed` and an `Allow` header, and a plain
 * OPTIONS with 204 and the same `Allow` (a CORS preflight on a public route is answered earlier
 * by publicCors). Registered as `app.all` after the real handlers, it only runs when none of them
 * matched the method. Returns the table it used, for docs and tests.
 */
export function methodGuard(app: Hono): Map<string, string[]> {
  const table = allowedMethodsByPath(app.routes);
  for (const [path, methods] of table) {
    const allow = methods.join(', ');
    app.all(path, (c) => {
      if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
      return errorResponse(c, apiError('method-not-allowed', `This path does not accept ${c.req.method}; it accepts ${allow}.`, { allowed: methods }), {
        Allow: allow,
      });
    });
  }
  return table;
}
