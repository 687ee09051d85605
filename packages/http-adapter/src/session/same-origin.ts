import { isPublicHostName } from '../mcp/host-origin-check.js';
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

/** What says where the service is: the configured public URL, and the host names it answers to. */
export interface PublicAddress {
  console: { publicUrl: string | null };
  publicHosts: readonly string[];
}

/**
 * The service's origin as browsers and agents see it: the configured public URL, else the
 * request's own origin when its host is one of `publicHosts`, else that origin with the first
 * public host in its place. A `Host` header alone never decides it: a page on evil.example that
 * resolves to this machine (DNS rebinding) must not become "our own origin", nor appear in the
 * URLs the agent files publish.
 */
export function publicOriginOf(c: Context, address: PublicAddress): string {
  if (address.console.publicUrl) return address.console.publicUrl;
  const url = new URL(c.req.url);
  const first = address.publicHosts[0];
  if (isPublicHostName(url.hostname, address.publicHosts) || first === undefined) return url.origin;
  url.hostname = first;
  return url.origin;
}
