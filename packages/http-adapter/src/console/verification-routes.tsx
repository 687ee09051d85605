import type { Clock } from '@secgate/store';
import { Hono } from 'hono';
import type { ServiceConfig } from '../config/service-config.js';
import { isVerificationConfigured, verificationUrlFor } from '../routes/account/verification-url.js';
import type { SessionDeps } from '../session/resolve-session.js';
import { requireConsoleSession } from './console-session.js';
import { VerificationPage } from './verification-page.js';

export interface VerificationRoutesDeps extends SessionDeps {
  clock: Clock;
  config: SessionDeps['config'] & Pick<ServiceConfig, 'ekyc'>;
}

/**
 * The console's verification page (docs/console.md#verification): the card verification's state,
 * and a link that sends the person to the configured provider with a signed state (as
 * `POST /v1/research/ekyc/start` does). A link, not a form: it changes nothing here, and the
 * page's CSP keeps forms to this origin. The provider's signed callback records the result.
 */
export function verificationRoutes(deps: VerificationRoutesDeps): Hono {
  const app = new Hono();
  const session = requireConsoleSession(deps);
  app.get('/console/verification', session, (c) =>
    c.html(<VerificationPage principal={c.get('principal')} now={deps.clock.now()} providerConfigured={isVerificationConfigured(deps.config)} />),
  );
  app.get('/console/verification/start', session, (c) => {
    const started = verificationUrlFor(deps.config, c.get('principal').id, deps.clock.now());
    return c.redirect(started ? started.url : '/console/verification', 303);
  });
  return app;
}
