import { isTokenLive, principalRefusal } from '@secgate/core';
import type { Clock, Store, TokenHolder } from '@secgate/store';
import { resolveBearer, type BearerResolution } from './resolve-bearer.js';

/**
 * The principals of recently used tokens, so the completion path resolves a bearer token without
 * a database read. A cached principal is only a starting point: the transaction that reserves the
 * request checks that the token is unrevoked and the principal active at the version admission
 * used (NewJob.credential), and every other way out of the request checks the token against the
 * store before answering (bearer-auth.ts). Revocation, suspension and any change to a principal
 * therefore take effect on the next request, in every process. A token's expiry never changes once
 * issued, so the cache keeps it with the principal and judges it by the clock (core's isTokenLive)
 * at every use: an entry whose token has expired is never answered from memory, the store is asked.
 */
export interface PrincipalCache {
  /** Like resolveBearer, from the cache when the token's principal is there (`cached: true`). */
  resolve(header: string | undefined | null): Promise<BearerResolution & { cached: boolean }>;
  /** resolveBearer against the store, replacing what the cache holds for the token. */
  refresh(header: string | undefined | null): Promise<BearerResolution>;
}

/** Tokens kept; the least recently used is dropped beyond this. */
const DEFAULT_MAX_ENTRIES = 10_000;

export function createPrincipalCache(store: Pick<Store, 'principalByTokenHash'>, clock: Clock, maxEntries = DEFAULT_MAX_ENTRIES): PrincipalCache {
  const entries = new Map<string, TokenHolder>();

  /** Only live tokens of active principals are kept: a refusal is always the store's word, never the cache's. */
  function remember(tokenHash: string, entry: TokenHolder | null) {
    entries.delete(tokenHash);
    if (!entry || principalRefusal(entry.principal) || !isTokenLive(entry, clock.now())) return;
    entries.set(tokenHash, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  const fromStore = {
    async principalByTokenHash(tokenHash: string) {
      const found = await store.principalByTokenHash(tokenHash);
      remember(tokenHash, found);
      return found;
    },
  };

  return {
    async resolve(header) {
      let cached = false;
      const now = clock.now();
      const resolution = await resolveBearer(
        {
          async principalByTokenHash(tokenHash) {
            const entry = entries.get(tokenHash);
            if (!entry || !isTokenLive(entry, now)) return fromStore.principalByTokenHash(tokenHash);
            cached = true;
            remember(tokenHash, entry); // most recently used
            return entry;
          },
        },
        header,
        now,
      );
      return { ...resolution, cached };
    },
    refresh: (header) => resolveBearer(fromStore, header, clock.now()),
  };
}
