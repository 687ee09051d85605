import { describe, expect, it } from 'vitest';
import { createApp } from '../../app/create-app.js';
import { bearer, principalWithToken, testDeps, useTestStore, type TestDeps } from '../../auth/test-deps.test-support.js';
import { randomIds } from '@secgate/store';
import { createOpenAIUpstreams } from '../../upstream/openai-upstreams.js';
import { OFFLINE_BASE_URL } from '../../upstream/offline-origin.js';

/*
 * The completion routes resolve bearer tokens from a cache; these tests hold that a cached
 * principal is never trusted past a change in the store: revocation, suspension and any change to
 * the principal take effect on the very next request, whatever that request holds.
 */
const store = useTestStore();

/** The deps of one app, with random ids: receipts and runs of every test share the store. */
function depsOf(): TestDeps {
  return { ...testDeps(store(), { config: { routes: { shared: { baseURL: OFFLINE_BASE_URL }, dedicated: {} } } }), ids: randomIds };
}

function appOf(deps: TestDeps) {
  const upstreams = createOpenAIUpstreams({ config: deps.config, clock: deps.clock, logger: deps.logger, env: {} });
  return createApp({ ...deps, upstreams });
}

const chat = (content: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST',
  body: JSON.stringify({ model: 'shared-1', max_tokens: 16, messages: [{ role: 'user', content }], ...extra }),
});

async function post(app: ReturnType<typeof appOf>, token: string, init: { method: string; body: string }, path = '/v1/chat/completions') {
  const response = await app.request(path, { ...init, headers: { ...bearer(token), 'content-type': 'application/json' } });
  return { status: response.status, body: (await response.json()) as Record<string, any>, challenge: response.headers.get('www-authenticate') };
}

describe('completion routes on a cached principal', () => {
  it('resolve a used token without the store, and refuse it once revoked: valid request or not', async () => {
    const deps = depsOf();
    const app = appOf(deps);
    const { token, tokenId } = await principalWithToken(deps);
    expect((await post(app, token, chat('first'))).status).toBe(200);
    const lookups = deps.calls.principalByTokenHash?.length ?? 0;
    expect((await post(app, token, chat('second'))).status).toBe(200);
    expect(deps.calls.principalByTokenHash?.length ?? 0).toBe(lookups);

    await deps.db.revokeToken(tokenId, Date.now());
    for (const init of [chat('third'), chat('x', { max_tokens: 'lots' }), { method: 'POST', body: '{not json' }]) {
      const answer = await post(app, token, init);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
      expect(answer.challenge).toContain('invalid_token');
    }
    const job = await post(app, token, chat('fourth'), '/v1/research/jobs');
    expect(job.status).toBe(401);
  });

  it('refuse a suspended principal with 403, and admit it again once active', async () => {
    const deps = depsOf();
    const app = appOf(deps);
    const { token, principalId } = await principalWithToken(deps);
    expect((await post(app, token, chat('before'))).status).toBe(200);
    await deps.db.updatePrincipal(principalId, { status: 'suspended' });
    const refused = await post(app, token, chat('during'));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    await deps.db.updatePrincipal(principalId, { status: 'active' });
    expect((await post(app, token, chat('after'))).status).toBe(200);
  });

  it('admit on the principal as it is now: a change since it was cached decides the next request', async () => {
    const deps = depsOf();
    const app = appOf(deps);
    const { token, principalId } = await principalWithToken(deps);
    expect((await post(app, token, chat('free'))).body.billing).toBe('free');
    // No free requests any more and no paid credit: the cached principal still had 1,000 a day.
    await deps.db.updatePrincipal(principalId, { freeRequestsPerDay: 0 });
    const refused = await post(app, token, chat('after the change'));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('free-quota-exhausted');
  });
});
