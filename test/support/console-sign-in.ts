import { signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret } from '@secgate/store';
import type { E2EService } from './e2e-service.js';

/**
 * A one-time console sign-in link for a principal of an end-to-end service, made as
 * `secgate admin principal sign-in-link` makes it. The embedded store belongs to one process, so
 * the server stops while the link is written and starts again (up to a minute each on a busy machine).
 */
export async function signInLinkFor(service: E2EService, principalId: string): Promise<string> {
  const secret = newBrowserSecret();
  await service.inspect((store) =>
    store.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId, now: Date.now(), expiresAt: signInLinkExpiresAt(Date.now()) }),
  );
  await service.restart();
  return `${service.url}/console/sign-in/link?token=${secret}`;
}
