import type { Context } from 'hono';

/** Methods that only read: a cookie may authenticate them from anywhere (SameSite=Lax already limits it). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a request comes from the service's own pages (docs/console.md#sessions): its `Origin`
 * is the public origin, or, from a browser that sends no `Origin` (or `null`), its Fetch Metadata
 * says `same-origin`. Hono's csrf middleware checks form submissions only; a cookie-authenticated JSON
 * POST (the playground's completion) needs the same check, so every state change gets it.
 */
export function isSameOriginRequest(c: Context, publicOrigin: string): boolean {
  const origin = c.req.header('origin');
  // `Origin: null` hides the origin (a privacy-sensitive context, a redirect across origins); the
  // Fetch Metadata a browser sets alongside still says where the request came from.
  if (origin !== undefined && origin !== 'null') return origin === publicOrigin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** The service's origin as browsers see it: the configured public URL, else the request's own. */
export function publicOriginOf(c: Context, publicUrl: string | null): string {
  return publicUrl ?? new URL(c.req.url).origin;
}
