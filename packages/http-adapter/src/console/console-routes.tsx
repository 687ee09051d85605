import { limitClients, type ClientLimiter } from '../auth/client-rate-limit.js';
import { principalRefusal, safeRedirectPath } from '@secgate/core';
import { hashBrowserSecret, isWellFormedBrowserSecret, type Clock, type Ids, type Store } from '@secgate/store';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import type { Upstreams } from '../upstream/upstreams.js';
import { resolveSession } from '../session/resolve-session.js';
import { isSameOriginRequest, publicOriginOf } from '../session/same-origin.js';
import { clearSessionCookie, readSessionCookie } from '../session/session-cookie.js';
import { AccountPage } from './account-page.js';
import { consoleHeaders } from './console-headers.js';
import { CONSOLE_STYLESHEET } from './console-stylesheet.js';
import { consoleFormLimit, requireConsoleSession } from './console-session.js';
import { readForm } from './read-form.js';
import { researchStatusOf } from './research-status-of.js';
import { SignInLinkPage, SignInPage } from './sign-in-page.js';
import { tokenRoutes, type TokenRoutesDeps } from './token-routes.js';
import { verificationRoutes } from './verification-routes.js';
import { playgroundRoutes } from './playground-routes.js';
import { billingRoutes, type BillingRoutesDeps } from './billing-routes.js';
import { usageRoutes, type UsageRoutesDeps } from './usage-routes.js';
import { findingsConsoleRoutes, type FindingsConsoleDeps } from './findings-console-routes.js';
import { historyRoutes, type HistoryRoutesDeps } from './history-routes.js';
import { oidcSignInRoutes, type OidcSignInDeps } from './oidc-sign-in-routes.js';
import { cookieOf, startSession } from './start-session.js';

export interface ConsoleDeps {
  store: Pick<Store, 'sessionByHash' | 'recordSessionUse' | 'createSession' | 'revokeSession' | 'redeemSignInLink' | 'getPrincipal' | 'quotaSnapshot'> &
    OidcSignInDeps['store'] &
    TokenRoutesDeps['store'] &
    BillingRoutesDeps['store'] &
    UsageRoutesDeps['store'] &
    FindingsConsoleDeps['store'] &
    HistoryRoutesDeps['store'];
  clock: Clock;
  ids: Ids;
  config: Pick<ServiceConfig, 'console' | 'publicHosts' | 'aupVersion' | 'freeRequestsPerDay' | 'freeStorageGiB' | 'ekyc' | 'models' | 'payments'>;
  recharges: BillingRoutesDeps['recharges'];
  upstreams: Pick<Upstreams, 'isServed'>;
  logger: Logger;
  /** The per-address limit of the sign-in pages, which anyone may load. */
  clients: ClientLimiter;
}

const HOME = '/console';

/**
 * The console's door (docs/console.md): sign-in with a one-time link, sign-out, and the account
 * page. Pages are server-rendered (Hono JSX) and work without JavaScript. A session id is never
 * logged or shown; every sign-in issues a fresh one (no fixation) and revokes the one the browser
 * had.
 */
export function consoleRoutes(deps: ConsoleDeps): Hono {
  const app = new Hono();
  app.use('/console', consoleHeaders());
  app.use('/console/*', consoleHeaders());
  const formLimit = consoleFormLimit();
  // The sign-in pages are the console's public routes: limited per client address like the API's.
  const anyone = limitClients(deps.clients);
  app.use('/console/sign-in/*', anyone); // also matches /console/sign-in itself
  // The look of every page, the sign-in pages too: its URL carries the content's hash, so it may be cached.
  app.get('/console/assets/console.css', (c) =>
    c.body(CONSOLE_STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=604800, immutable' }),
  );

  app.get('/console', requireConsoleSession(deps), async (c) => {
    const principal = c.get('principal');
    return c.html(<AccountPage principal={principal} now={deps.clock.now()} status={await researchStatusOf(deps, principal)} />);
  });

  const provider = deps.config.console.oidc?.name;
  app.get('/console/sign-in', (c) => c.html(<SignInPage provider={provider} next={safeRedirectPath(c.req.query('next'), HOME)} />));
  app.route('/', oidcSignInRoutes(deps));
  app.route('/', tokenRoutes(deps));
  app.route('/', verificationRoutes(deps));
  app.route('/', playgroundRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route('/', usageRoutes(deps));
  app.route('/', findingsConsoleRoutes(deps));
  app.route('/', historyRoutes(deps));

  app.get('/console/sign-in/link', (c) => {
    const token = c.req.query('token');
    if (!isWellFormedBrowserSecret(token)) return c.html(<SignInPage problem="This sign-in link is not complete: copy the whole link." />, 400);
    return c.html(<SignInLinkPage token={token} next={safeRedirectPath(c.req.query('next'), HOME)} />);
  });

  app.post('/console/sign-in/link', formLimit, async (c) => {
    // Login CSRF: another site must not sign a browser in to an account of its choosing.
    if (!isSameOriginRequest(c, originOf(c, deps))) return c.html(<SignInPage problem="Sign in from this service's own page." />, 403);
    const form = await readForm(c);
    const token = form.get('token');
    if (!isWellFormedBrowserSecret(token)) return c.html(<SignInPage problem="This sign-in link is not complete: copy the whole link." />, 400);
    const now = deps.clock.now();
    const principalId = await deps.store.redeemSignInLink(hashBrowserSecret(token), now);
    if (principalId === null) return c.html(<SignInPage problem="This sign-in link was already used or has expired: ask for a new one." />, 401);
    const principal = await deps.store.getPrincipal(principalId);
    if (!principal || principalRefusal(principal)) return c.html(<SignInPage problem="This account is suspended." />, 403);
    await startSession(c, deps, principalId, 'sign-in-link');
    deps.logger.info({ principalId, via: 'sign-in-link' }, 'signed in');
    return c.redirect(safeRedirectPath(form.get('next'), HOME), 303);
  });

  app.post('/console/sign-out', formLimit, async (c) => {
    if (!isSameOriginRequest(c, originOf(c, deps))) return c.html(<SignInPage problem="Sign out from this service's own page." />, 403);
    const cookie = cookieOf(c, deps);
    const sessionId = readSessionCookie(c, cookie);
    if (sessionId !== undefined) await deps.store.revokeSession(hashBrowserSecret(sessionId), deps.clock.now());
    clearSessionCookie(c, cookie);
    return c.redirect('/console/sign-in', 303);
  });

  return app;
}

function originOf(c: Context, deps: ConsoleDeps): string {
  return publicOriginOf(c, deps.config);
}
