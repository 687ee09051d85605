import { describe, expect, it } from 'vitest';
import { bearer, principalWithToken, useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/*
 * The console's tokens page through the real app on a real store: a signed-in holder issues a
 * token (shown once), uses it, sees its last use, and revokes it; another origin and another
 * principal can do none of it.
 */
const store = useTestStore();
const TOKEN = /sgp_[0-9A-Za-z]{38}/;

const setup = () => consoleTestApp(store());
type Setup = ReturnType<typeof setup>;
const signedIn = signedInBrowser;

function post(s: Setup, path: string, cookie: string, fields: Record<string, string>, origin = ORIGIN) {
  return s.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const models = (s: Setup, token: string) => s.app.request(`${ORIGIN}/v1/models`, { headers: bearer(token) });

describe('the tokens page', () => {
  it('issues a token shown once, which works at once, and lists it with its label and last use', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const issued = await post(s, '/console/tokens', cookie, { label: 'ci runner' });
    expect(issued.status).toBe(200);
    const html = await issued.text();
    const token = TOKEN.exec(html)?.[0] ?? '';
    expect(html).toContain(`value="${token}"`);
    expect(html).toContain('data-copy="new-token"');
    expect(html).toContain('<script src="/console/assets/console.js" defer="">');
    expect(html.split(token)).toHaveLength(2); // exactly once on the page

    expect((await models(s, token)).status).toBe(200);
    await s.deps.tokenUses.flush();
    const listed = await (await s.app.request(`${ORIGIN}/console/tokens`, { headers: { cookie } })).text();
    expect(listed).not.toMatch(TOKEN);
    expect(listed).toMatch(/<th scope="row">ci runner<\/th><td><code>tok_[\w-]+<\/code><\/td><td>[^<]+Z<\/td><td>[^<]+Z<\/td>/);
  });

  it('revokes a token of its own, which then answers 401 everywhere', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const html = await (await post(s, '/console/tokens', cookie, { label: 'laptop' })).text();
    const token = TOKEN.exec(html)?.[0] ?? '';
    const tokenId = /Token (tok_[\w-]+)/.exec(html)?.[1] ?? '';
    const revoked = await post(s, '/console/tokens/revoke', cookie, { tokenId });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get('location')).toBe('/console/tokens');
    expect((await models(s, token)).status).toBe(401);
    expect(await (await s.app.request(`${ORIGIN}/console/tokens`, { headers: { cookie } })).text()).toMatch(/revoked \d{4}-/);
  });

  it("cannot revoke another principal's token, nor act for a form from another site", async () => {
    const s = setup();
    const other = await principalWithToken(s.deps);
    const { cookie } = await signedIn(s);
    const refused = await post(s, '/console/tokens/revoke', cookie, { tokenId: other.tokenId });
    expect(refused.status).toBe(404);
    expect((await models(s, other.token)).status).toBe(200);

    const forged = await post(s, '/console/tokens', cookie, { label: 'from evil' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toMatch(TOKEN);
    expect(await (await s.app.request(`${ORIGIN}/console/tokens`, { headers: { cookie } })).text()).not.toContain('from evil');
  });

  it('refuses an overlong label, and sends a browser without a session to sign in and back', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const long = await post(s, '/console/tokens', cookie, { label: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(await long.text()).not.toMatch(TOKEN);
    const anonymous = await s.app.request(`${ORIGIN}/console/tokens`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Ftokens');
  });

  it('serves its copy script from this origin, as the pages allow', async () => {
    const s = setup();
    const script = await s.app.request(`${ORIGIN}/console/assets/console.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('navigator.clipboard.writeText');
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
