import type { Clock, Store } from '@secgate/store';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { errorName } from '../logging/error-name.js';
import { signedInVariables } from './signed-in-env.js';

/**
 * When each personal access token was last used, for the console's tokens page
 * (docs/console.md#tokens). A write per request would put the store on every call's path; uses
 * are kept in memory and written in one statement every `everyMs` (a minute by default), so the
 * page may show a use up to that much late. A process that dies loses at most that minute of
 * "last used" times, nothing else.
 */
export interface TokenUseRecorder {
  /** Notes a use of the token now. */
  record(tokenId: string): void;
  /** Writes the uses noted so far (the timer does it every `everyMs`). */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
}

export interface TokenUseRecorderDeps {
  store: Pick<Store, 'recordTokenUses'>;
  clock: Clock;
  logger: Logger;
  everyMs?: number;
}

export function createTokenUseRecorder(deps: TokenUseRecorderDeps): TokenUseRecorder {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const uses = [...pending].map(([tokenId, at]) => ({ tokenId, at }));
    pending = new Map();
    await deps.store.recordTokenUses(uses).catch((error: unknown) => {
      deps.logger.warn({ err: errorName(error) }, 'token last-use write failed');
    });
  }

  return {
    record(tokenId) {
      pending.set(tokenId, deps.clock.now());
      if (!timer) {
        timer = setInterval(() => void flush(), deps.everyMs ?? 60_000);
        timer.unref();
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

/** After a request, notes the use of the token that authenticated it, if one did. */
export function recordTokenUses(recorder: TokenUseRecorder): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { tokenId } = signedInVariables(c);
    if (tokenId !== undefined) recorder.record(tokenId);
  };
}
