import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** The label of a request that matched no route: one value, so stray paths cannot grow the metrics. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The registered pattern this request matched (`/v1/security/:name`, never the concrete path),
 * for logs and metric labels: its cardinality is that of the route table. Catch-all middleware
 * patterns (`*`, `/*`) match everything and say nothing, so they are skipped.
 */
export function routePatternOf(c: Context): string {
  let routes;
  try {
    routes = matchedRoutes(c);
  } catch {
    return UNMATCHED_ROUTE;
  }
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i]?.path;
    if (path !== undefined && !/^[/*]*$/.test(path)) return path;
  }
  return UNMATCHED_ROUTE;
}
