import { signInLinkExpiresAt } from '@secgate/core';
import { type Clock, createPersonalAccessToken, hashBrowserSecret, type Ids, newBrowserSecret, newTokenId, type Store } from '@secgate/store';

export const DEMO_PRINCIPAL_ID = 'p_demo';

export interface DemoAccess {
  principalId: string;
  /** Shown once: only its hash is stored. */
  token: string;
  /** The secret of a one-time console sign-in link (15 minutes), shown once like the token. */
  signInSecret: string;
}

/**
 * Demo mode's principal: Blue team only (no Red requirements met), free tier. It is created
 * once per store; every start issues it a fresh token, since stored tokens cannot be shown again,
 * and a one-time console sign-in link.
 */
export async function ensureDemoPrincipal({ store, clock, ids }: { store: Store; clock: Clock; ids: Ids }): Promise<DemoAccess> {
  const now = clock.now();
  if (!(await store.getPrincipal(DEMO_PRINCIPAL_ID))) {
    await store.createPrincipal({ id: DEMO_PRINCIPAL_ID, label: 'demo', now });
  }
  const { token, tokenHash } = createPersonalAccessToken(ids);
  await store.createToken({ id: newTokenId(ids), principalId: DEMO_PRINCIPAL_ID, tokenHash, now });
  const signInSecret = newBrowserSecret();
  await store.createSignInLink({ tokenHash: hashBrowserSecret(signInSecret), principalId: DEMO_PRINCIPAL_ID, now, expiresAt: signInLinkExpiresAt(now) });
  return { principalId: DEMO_PRINCIPAL_ID, token, signInSecret };
}
