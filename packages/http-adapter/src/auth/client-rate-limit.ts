import { clientRateLimited, takeFromWindow, type RateWindow } from '@secgate/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from '@secgate/store';
import type { ServiceConfig } from '../config/service-config.js';
import { clientAddressReader } from '../http/client-address.js';
import { errorResponse } from '../http/error-response.js';

/**
 * The limit per client address on the routes anyone may call without a credential
 * (docs/operations.md#rate-limits): `publicRateLimitPerMinute` requests per UTC minute, counted in
 * this process's memory (anonymous traffic writes nothing to the store; behind N processes a
 * client gets up to N times the limit). Requests without a network peer are not counted.
 */
export interface ClientLimiter {
  /** Takes `cost` requests from the request's client: undefined to go on, else the 429 answer. */
  take(c: Context, cost?: number): Response | undefined;
}

export interface ClientLimiterDeps {
  config: Pick<ServiceConfig, 'publicRateLimitPerMinute' | 'trustedProxies'>;
  clock: Clock;
  logger: Logger;
}

export function createClientLimiter(deps: ClientLimiterDeps): ClientLimiter {
  const limit = deps.config.publicRateLimitPerMinute;
  const windows = new Map<string, RateWindow>();
  let warned = false;
  const addressOf = clientAddressReader(deps.config.trustedProxies, (peer) => {
    if (warned) return;
    warned = true;
    deps.logger.warn(
      { peer },
      'X-Forwarded-For came from a peer that is not a configured trusted proxy and was ignored: behind an unconfigured proxy every user counts as one client (set trustedProxies)',
    );
  });
  let prunedFor = 0;

  return {
    take(c, cost = 1) {
      if (limit <= 0) return undefined;
      const client = addressOf(c);
      if (client === undefined) return undefined;
      const now = deps.clock.now();
      prune(now);
      const taken = takeFromWindow(windows.get(client), now, limit, cost);
      windows.set(client, taken.window);
      if (taken.allowed) return undefined;
      const { retryAfterSeconds } = taken;
      return errorResponse(c, clientRateLimited(limit, retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) });
    },
  };

  /** Once a minute, forgets the windows of past minutes: memory stays with the clients of one minute. */
  function prune(now: number) {
    const minute = Math.floor(now / 60_000);
    if (minute === prunedFor) return;
    prunedFor = minute;
    for (const [client, window] of windows) if (window.start < minute * 60_000) windows.delete(client);
  }
}

/** The limiter as middleware: one request per request. */
export function limitClients(limiter: ClientLimiter): MiddlewareHandler {
  return async (c, next) => limiter.take(c) ?? next();
}
