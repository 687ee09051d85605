import type { Clock, Store } from '@secgate/store';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import { errorName } from '../logging/error-name.js';

export interface SignInPurgeDeps {
  store: Pick<Store, 'purgeSignInState'>;
  clock: Clock;
  config: Pick<ServiceConfig, 'console'>;
  logger: Logger;
}

/** Hourly: ended sessions and expired sign-in links serve no one, and each is a row per sign-in. */
export const SIGN_IN_PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes sessions unused for longer than their idle lifetime (ended whatever their absolute end)
 * and sign-in links past their expiry (docs/console.md#sessions).
 */
export async function purgeEndedSignIns(deps: SignInPurgeDeps): Promise<number> {
  const now = deps.clock.now();
  return deps.store.purgeSignInState({ sessionsLastSeenBefore: now - deps.config.console.session.idleMs, linksExpiredBefore: now });
}

/** Runs purgeEndedSignIns every `everyMs` until the returned function is called. */
export function startSignInPurge(deps: SignInPurgeDeps, everyMs = SIGN_IN_PURGE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    purgeEndedSignIns(deps).catch((error: unknown) => deps.logger.warn({ err: errorName(error) }, 'sign-in purge failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
