import { signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret, randomIds, type Store } from '@secgate/store';
import { createApp } from '../app/create-app.js';
import { principalWithToken, testDeps, type TestDeps } from '../auth/test-deps.test-support.js';
import type { ServiceConfig } from '../config/service-config.js';
import { OFFLINE_BASE_URL } from '../upstream/offline-origin.js';
import { createOpenAIUpstreams } from '../upstream/openai-upstreams.js';

/** The origin the console tests' app serves (its configured public URL). */
export const CONSOLE_ORIGIN = 'http://127.0.0.1:8080';

/** The real app on a real store, with the offline origin and the console on CONSOLE_ORIGIN. */
export function consoleTestApp(store: Store, config: Partial<ServiceConfig> = {}) {
  const deps: TestDeps = {
    ...testDeps(store, {
      config: {
        routes: { shared: { baseURL: OFFLINE_BASE_URL }, dedicated: {} },
        console: { publicUrl: CONSOLE_ORIGIN, session: { idleMs: 43_200_000, absoluteMs: 604_800_000 }, oidc: null },
        ...config,
      },
    }),
    ids: randomIds,
  };
  const upstreams = createOpenAIUpstreams({ config: deps.config, clock: deps.clock, logger: deps.logger, env: {} });
  return { deps, app: createApp({ ...deps, upstreams }) };
}

/** A new principal signed in by a one-time link, as a browser does: its id, token and session cookie. */
export async function signedInBrowser(s: ReturnType<typeof consoleTestApp>) {
  const { principalId, token } = await principalWithToken(s.deps);
  const secret = newBrowserSecret();
  const now = s.deps.clock.now();
  await s.deps.db.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId, now, expiresAt: signInLinkExpiresAt(now) });
  const response = await s.app.request(`${CONSOLE_ORIGIN}/console/sign-in/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE_ORIGIN },
    body: `token=${secret}`,
  });
  const cookie = /^(secgate_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return { principalId, token, cookie };
}
