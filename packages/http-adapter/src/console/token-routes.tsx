import { readLabel } from '@secgate/core';
import { createPersonalAccessToken, newTokenId, type Clock, type Ids, type Store } from '@secgate/store';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { SessionDeps } from '../session/resolve-session.js';
import { CONSOLE_SCRIPT } from './console-script.js';
import { consoleFormLimit, requireConsoleSession, requireSameOriginForm } from './console-session.js';
import { readForm } from './read-form.js';
import { TokensPage, type TokensPageProps } from './tokens-page.js';

export interface TokenRoutesDeps extends SessionDeps {
  store: SessionDeps['store'] & Pick<Store, 'createToken' | 'listTokens' | 'revokeTokenOf'>;
  clock: Clock;
  ids: Ids;
  logger: Logger;
}

/**
 * The console's tokens page (docs/console.md#tokens): the signed-in holder issues personal access
 * tokens (each shown once), sees when each was last used, and revokes them. A revocation takes
 * effect on the token's next request, in every process, as the operator's does.
 */
export function tokenRoutes(deps: TokenRoutesDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  const sameOrigin = requireSameOriginForm(deps);
  const formLimit = consoleFormLimit();

  const page = async (c: Context, extra: Omit<TokensPageProps, 'principal' | 'tokens'> = {}, status: 200 | 400 | 404 = 200) => {
    const principal = c.get('principal');
    return c.html(<TokensPage principal={principal} tokens={await deps.store.listTokens(principal.id)} {...extra} />, status);
  };

  app.get('/console/tokens', session, (c) => page(c));

  app.post('/console/tokens', sameOrigin, formLimit, session, async (c) => {
    const label = readLabel((await readForm(c)).get('label') ?? '');
    if (!label.ok) return page(c, { problem: label.error }, 400);
    const principal = c.get('principal');
    const { token, tokenHash } = createPersonalAccessToken(deps.ids);
    const id = newTokenId(deps.ids);
    await deps.store.createToken({ id, principalId: principal.id, tokenHash, now: deps.clock.now(), label: label.value });
    deps.logger.info({ principalId: principal.id, tokenId: id }, 'token issued');
    return page(c, { issued: { id, token } });
  });

  app.post('/console/tokens/revoke', sameOrigin, formLimit, session, async (c) => {
    const tokenId = (await readForm(c)).get('tokenId') ?? '';
    const principal = c.get('principal');
    if (!(await deps.store.revokeTokenOf(principal.id, tokenId, deps.clock.now()))) return page(c, { problem: 'No live token of yours has that id.' }, 404);
    deps.logger.info({ principalId: principal.id, tokenId }, 'token revoked');
    return c.redirect('/console/tokens', 303);
  });

  app.get('/console/assets/console.js', (c) => {
    return c.body(CONSOLE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  return app;
}
