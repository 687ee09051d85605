import { decideOidcSignIn, OIDC_FLOW_TTL_MS, safeRedirectPath, type OidcSignInDecision, principalRefusal } from '@secgate/core';
import { hashBrowserSecret, newPrincipalId, type Clock, type Ids, type Store } from '@secgate/store';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import type { OidcConfig, ServiceConfig } from '../config/service-config.js';
import { publicOriginOf } from '../session/same-origin.js';
import { errorName } from '../logging/error-name.js';
import { createOidcClient, newFlowSecrets, type VerifiedIdentity } from './oidc-client.js';
import { SignInPage } from './sign-in-page.js';
import { startSession } from './start-session.js';

export interface OidcSignInDeps {
  store: Pick<
    Store,
    'createOidcFlow' | 'takeOidcFlow' | 'principalIdByIdentity' | 'linkIdentity' | 'createPrincipal' | 'getPrincipal' | 'createSession' | 'revokeSession'
  >;
  clock: Clock;
  ids: Ids;
  config: Pick<ServiceConfig, 'console' | 'publicHosts'>;
  logger: Logger;
}

export const OIDC_CALLBACK_PATH = '/console/sign-in/oidc/callback';
const HOME = '/console';

/** Why a sign-in was refused, for the person. */
const REFUSALS: Record<Extract<OidcSignInDecision, { kind: 'refused' }>['reason'], string> = {
  'not-linked': 'This identity is not linked to an account here: ask your operator to link it.',
  'email-domain-not-allowed': 'Sign-in here is open to verified addresses of the allowed domains only.',
};

/**
 * Sign-in with an OpenID Connect provider (docs/console.md#sign-in-with-an-identity-provider).
 * `GET /console/sign-in/oidc` starts a flow: state, nonce and PKCE verifier are made here, the
 * verifier and nonce kept in the store under the state's hash (any process can finish the flow),
 * the state also in a cookie that binds the flow to this browser, and the browser goes to the
 * provider. The callback finishes it once: the state must match the cookie and a stored flow, and
 * openid-client checks the code with the verifier and the ID token's nonce. Then core decides who
 * signs in (decideOidcSignIn) and a fresh session starts.
 */
export function oidcSignInRoutes(deps: OidcSignInDeps): Hono {
  const app = new Hono();
  const oidc = deps.config.console.oidc;
  const client = oidc ? createOidcClient(oidc) : null;

  // Without a provider both routes lead to the sign-in page, which offers the links.
  app.get('/console/sign-in/oidc', async (c) => {
    if (!oidc || !client) return c.redirect('/console/sign-in', 303);
    const origin = publicOriginOf(c, deps.config);
    const flow = newFlowSecrets();
    let url: URL;
    try {
      url = await client.authorizationUrl({ redirectUri: `${origin}${OIDC_CALLBACK_PATH}`, ...flow });
    } catch (error) {
      deps.logger.warn({ err: errorName(error) }, 'identity provider unreachable');
      return c.html(<SignInPage problem={`${oidc.name} could not be reached: try again in a moment.`} />, 503);
    }
    const now = deps.clock.now();
    const nextPath = safeRedirectPath(c.req.query('next'), HOME);
    await deps.store.createOidcFlow({
      stateHash: hashBrowserSecret(flow.state),
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
      nextPath,
      now,
      expiresAt: now + OIDC_FLOW_TTL_MS,
    });
    setCookie(c, flowCookieName(origin), flow.state, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: origin.startsWith('https://'),
      maxAge: OIDC_FLOW_TTL_MS / 1000,
    });
    return c.redirect(url.href, 303);
  });

  app.get(OIDC_CALLBACK_PATH, async (c) => {
    if (!oidc || !client) return c.redirect('/console/sign-in', 303);
    const origin = publicOriginOf(c, deps.config);
    const state = c.req.query('state');
    const bound = getCookie(c, flowCookieName(origin));
    deleteCookie(c, flowCookieName(origin), { path: '/', secure: origin.startsWith('https://') });
    const startAgain = (problem: string, status: 400 | 403) => c.html(<SignInPage problem={problem} provider={oidc.name} />, status);
    // The state must be the one this browser started with (login CSRF), and a flow still waiting.
    if (state === undefined || bound === undefined || state !== bound) return startAgain('This sign-in did not start in this browser: start again.', 400);
    const flow = await deps.store.takeOidcFlow(hashBrowserSecret(state), deps.clock.now());
    if (!flow) return startAgain('This sign-in has expired or was already finished: start again.', 400);
    if (c.req.query('error') !== undefined) return startAgain(`${oidc.name} did not sign you in.`, 400);

    let identity: VerifiedIdentity;
    try {
      identity = await client.finish(callbackUrl(c, origin), { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    } catch (error) {
      deps.logger.warn({ err: errorName(error) }, 'identity provider answer refused');
      return startAgain(`The answer of ${oidc.name} could not be verified: start again.`, 400);
    }
    const principalId = await principalFor(deps, oidc, identity);
    if (!principalId.ok) return startAgain(principalId.problem, 403);
    await startSession(c, deps, principalId.value, 'oidc');
    deps.logger.info({ principalId: principalId.value, via: 'oidc' }, 'signed in');
    return c.redirect(flow.nextPath, 303);
  });

  return app;
}

/** The principal this identity signs in, created at a first sign-in when the policy allows it. */
async function principalFor(
  deps: OidcSignInDeps,
  oidc: OidcConfig,
  identity: VerifiedIdentity,
): Promise<{ ok: true; value: string } | { ok: false; problem: string }> {
  const linkedPrincipalId = await deps.store.principalIdByIdentity(identity.issuer, identity.subject);
  const decision = decideOidcSignIn({ linkedPrincipalId, email: identity.email, emailVerified: identity.emailVerified }, oidc);
  if (decision.kind === 'refused') return { ok: false, problem: REFUSALS[decision.reason] };
  let principalId: string;
  if (decision.kind === 'existing') {
    principalId = decision.principalId;
  } else {
    // Blue team, free tier: what any new principal is.
    principalId = newPrincipalId(deps.ids);
    const now = deps.clock.now();
    await deps.store.createPrincipal({ id: principalId, label: identity.email ?? identity.subject, now });
    const linked = await deps.store.linkIdentity({ issuer: identity.issuer, subject: identity.subject, principalId, email: identity.email, now });
    // Another callback of the same person won the race: sign in the principal it linked.
    if (linked === 'taken') principalId = (await deps.store.principalIdByIdentity(identity.issuer, identity.subject)) ?? principalId;
  }
  const principal = await deps.store.getPrincipal(principalId);
  if (!principal || principalRefusal(principal)) return { ok: false, problem: 'This account is suspended.' };
  return { ok: true, value: principalId };
}

/** The callback's URL as the provider sent the browser to it: the public origin, this path and query. */
function callbackUrl(c: Context, origin: string): URL {
  return new URL(`${origin}${OIDC_CALLBACK_PATH}${new URL(c.req.url).search}`);
}

function flowCookieName(origin: string): string {
  return origin.startsWith('https://') ? '__Host-secgate_oidc' : 'secgate_oidc';
}
