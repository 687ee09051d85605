import { readLabel, readTokenExpiry, tokenStatus } from '@secgate/core';
import { createPersonalAccessToken, newTokenId, type Clock, type Ids, type Store } from '@secgate/store';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { SessionDeps } from '../session/resolve-session.js';
import { readSessionCookie } from '../session/session-cookie.js';
import { CONSOLE_SCRIPT } from './console-script.js';
import { consoleFormLimit, requireConsoleSession, requireSameOriginForm } from './console-session.js';
import { setIssuedTokenCookie, takeIssuedTokenCookie } from './issued-token-cookie.js';
import { readForm } from './read-form.js';
import { RevokeTokenPage } from './revoke-token-page.js';
import { cookieOf } from './start-session.js';
import { TokensPage, type TokensPageProps } from './tokens-page.js';

export interface TokenRoutesDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'createToken' | 'listTokens' | 'revokeTokenOf'>;
  clock: Clock;
  ids: Ids;
  logger: Logger;
}

const NOT_LIVE = 'No live token of yours has that id.';

/**
 * The console's tokens page (docs/console.md#tokens): the signed-in holder issues personal access
 * tokens (each shown once), sees each one's status and last use, and revokes them after a
 * confirmation. Issuing is POST, 303, GET: the new token rides to the GET in a sealed cookie
 * (issued-token-cookie.ts), so a reload neither issues another nor shows it again. A revocation
 * takes effect on the token's next request, in every process, as the operator's does.
 */
export function tokenRoutes(deps: TokenRoutesDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  const sameOrigin = requireSameOriginForm(deps);
  const formLimit = consoleFormLimit();

  const page = async (c: Context, extra: Omit<TokensPageProps, 'principal' | 'tokens' | 'now'> = {}, status: 200 | 400 | 404 = 200) => {
    const principal = c.get('principal');
    const tokens = await deps.store.listTokens(principal.id);
    return c.html(<TokensPage principal={principal} tokens={tokens} now={deps.clock.now()} {...extra} />, status);
  };

  /** The session id the console session middleware has just accepted (so present). */
  const sessionIdOf = (c: Context) => readSessionCookie(c, cookieOf(c, deps)) ?? '';

  app.get('/console/tokens', session, (c) => {
    const issued = takeIssuedTokenCookie(c, cookieOf(c, deps), sessionIdOf(c), deps.clock.now());
    return page(c, { issued });
  });

  app.post('/console/tokens', sameOrigin, formLimit, session, async (c) => {
    const fields = await readForm(c);
    const form = { label: fields.get('label') ?? '', expiresOn: fields.get('expiresOn') ?? '' };
    const now = deps.clock.now();
    const label = readLabel(form.label);
    if (!label.ok) return page(c, { problem: label.error, form }, 400);
    const expiresAt = readTokenExpiry(form.expiresOn, now);
    if (!expiresAt.ok) return page(c, { problem: expiresAt.error, form }, 400);
    const principal = c.get('principal');
    const { token, tokenHash } = createPersonalAccessToken(deps.ids);
    const id = newTokenId(deps.ids);
    await deps.store.createToken({ id, principalId: principal.id, tokenHash, now, label: label.value, expiresAt: expiresAt.value });
    deps.logger.info({ principalId: principal.id, tokenId: id, expiresAt: expiresAt.value }, 'token issued');
    setIssuedTokenCookie(c, cookieOf(c, deps), sessionIdOf(c), { id, token }, now);
    return c.redirect('/console/tokens', 303);
  });

  app.get('/console/tokens/:id/revoke', session, async (c) => {
    const principal = c.get('principal');
    const token = (await deps.store.listTokens(principal.id)).find((candidate) => candidate.id === c.req.param('id'));
    if (!token || tokenStatus(token, deps.clock.now()).kind !== 'active') return page(c, { problem: NOT_LIVE }, 404);
    return c.html(<RevokeTokenPage principal={principal} token={token} />);
  });

  app.post('/console/tokens/:id/revoke', sameOrigin, formLimit, session, async (c) => {
    const tokenId = c.req.param('id');
    const principal = c.get('principal');
    if (!(await deps.store.revokeTokenOf(principal.id, tokenId, deps.clock.now()))) return page(c, { problem: NOT_LIVE }, 404);
    deps.logger.info({ principalId: principal.id, tokenId }, 'token revoked');
    return c.redirect('/console/tokens', 303);
  });

  app.get('/console/assets/console.js', (c) => {
    return c.body(CONSOLE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  return app;
}
