import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app/app-deps.js';
import { bearerOrSession } from '../session/session-auth.js';
import { requireConsoleSession } from '../console/console-session.js';
import { requireCachedPrincipal, requirePrincipal } from './bearer-auth.js';
import type { PrincipalCache } from './principal-cache.js';
import { rateLimit } from './rate-limit.js';
import type { SignedInContext } from './signed-in-env.js';

/**
 * How a route's caller signs in (docs/api.md#authentication):
 * - `bearer`: a token only;
 * - `bearer-or-session`: a token, or the console's browser session;
 * - `completion`: as `bearer-or-session`, with the principal possibly from the principal cache,
 *   checked again inside the reservation (requireCachedPrincipal);
 * - `console`: the console's pages: a session, or a redirect to the sign-in page.
 * Every mode but `console` counts the principal's requests against its rate limit.
 */
export type Access = 'bearer' | 'bearer-or-session' | 'completion' | 'console';

export type SignedInHandler = (c: SignedInContext) => Response | Promise<Response>;

/** The routes of one access mode: each handler runs only after the credential check of its mode. */
export interface SignedInRoutes {
  get(path: string, handler: SignedInHandler, before?: readonly MiddlewareHandler[]): void;
  post(path: string, handler: SignedInHandler, before?: readonly MiddlewareHandler[]): void;
}

export type SignedInDeps = Pick<AppDeps, 'store' | 'config' | 'clock' | 'requests'> & { principals?: PrincipalCache };

/**
 * The one way to declare a route that needs a signed-in caller: the credential check of `access`
 * (and the rate limit) runs before the handler, which alone is typed to read `principal`. `before`
 * holds checks that need no credential and must come first (the console's same-origin and form
 * limits).
 */
export function signedIn(app: Hono, deps: SignedInDeps, access: Access): SignedInRoutes {
  const chain = accessChain(deps, access);
  const mount =
    (method: 'get' | 'post') =>
    (path: string, handler: SignedInHandler, before: readonly MiddlewareHandler[] = []) => {
      const on = app.on.bind(app) as (method: string, path: string, ...handlers: Handler[]) => unknown;
      on(method.toUpperCase(), path, ...(before as Handler[]), ...(chain as Handler[]), handler as unknown as Handler);
    };
  return { get: mount('get'), post: mount('post') };
}

function accessChain(deps: SignedInDeps, access: Access): MiddlewareHandler[] {
  switch (access) {
    case 'bearer':
      return [requirePrincipal(deps), rateLimit(deps)] as MiddlewareHandler[];
    case 'bearer-or-session':
      return [bearerOrSession(requirePrincipal(deps), deps), rateLimit(deps)] as MiddlewareHandler[];
    case 'completion':
      if (!deps.principals) throw new Error("signedIn: the 'completion' access needs the principal cache.");
      return [bearerOrSession(requireCachedPrincipal(deps.principals), deps), rateLimit(deps)] as MiddlewareHandler[];
    case 'console':
      return [requireConsoleSession(deps)] as MiddlewareHandler[];
  }
}
