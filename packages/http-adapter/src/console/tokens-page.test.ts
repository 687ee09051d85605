import { createPersonalAccessToken } from '@secgate/store';
import { describe, expect, it } from 'vitest';
import { bearer, DAY, NOW, principalWithToken, useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/*
 * The console's tokens page through the real app on a real store: a signed-in holder issues a
 * token (POST, 303, GET: shown once, on the GET, from a sealed cookie), uses it, sees its status
 * and last use, gives it an expiry, and revokes it after a confirmation page; another origin and
 * another principal can do none of it.
 */
const store = useTestStore();
const TOKEN = /sgp_[0-9A-Za-z]{38}/;
const ISSUED_COOKIE = /^(secgate_issued_token=[^;]+)/;

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

const get = (s: Setup, path: string, cookie: string) => s.app.request(`${ORIGIN}${path}`, { headers: { cookie } });
const models = (s: Setup, token: string) => s.app.request(`${ORIGIN}/v1/models`, { headers: bearer(token) });

/** Issues a token as a browser does: the POST's 303, then the GET it leads to, with both cookies. */
async function issue(s: Setup, cookie: string, fields: Record<string, string>) {
  const posted = await post(s, '/console/tokens', cookie, fields);
  const sealed = ISSUED_COOKIE.exec(posted.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const shown = await get(s, '/console/tokens', `${cookie}; ${sealed}`);
  const html = await shown.text();
  return { posted, sealed, shown, html, token: TOKEN.exec(html)?.[0] ?? '', tokenId: /Token (tok_[\w-]+)/.exec(html)?.[1] ?? '' };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the tokens page', () => {
  it('issues by POST, 303, GET: the token is shown once on the GET, never in a URL, and works at once', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const { posted, sealed, shown, html, token } = await issue(s, cookie, { label: 'ci runner' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/console/tokens');
    expect(await posted.text()).not.toMatch(TOKEN);
    const setCookie = posted.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/console\/tokens/);
    expect(setCookie).toMatch(/Max-Age=300/);
    // Sealed: the cookie does not carry the token in clear.
    expect(decodeURIComponent(sealed)).not.toMatch(TOKEN);

    expect(shown.status).toBe(200);
    expect(html).toContain(`value="${token}"`);
    expect(html).toContain('data-copy="new-token"');
    expect(html).toContain('<script src="/console/assets/console.js" defer="">');
    expect(html.split(token)).toHaveLength(2); // exactly once on the page
    // The GET that shows it clears the cookie in the same answer.
    expect(shown.headers.get('set-cookie')).toMatch(/^secgate_issued_token=; Max-Age=0; Path=\/console\/tokens/);

    expect((await models(s, token)).status).toBe(200);
    await s.deps.tokenUses.flush();
    const reloaded = await (await get(s, '/console/tokens', cookie)).text();
    expect(reloaded).not.toMatch(TOKEN);
    expect(reloaded).toMatch(/<th scope="row">ci runner<\/th><td><code>tok_[\w-]+<\/code><\/td><td><time [^>]+>[^<]+<\/time><\/td><td><time /);
    expect(reloaded.match(/<th scope="row">/g)).toHaveLength(2); // the issued one and principalWithToken's: nothing more
  });

  it('shows the token from another process sharing the store, and to no other session', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const { sealed } = await issue(s, cookie, {});
    // Another process: its own app and caches, the same database; the browser's cookies are all it needs.
    const other = consoleTestApp(store());
    const elsewhere = await (await get(other, '/console/tokens', `${cookie}; ${sealed}`)).text();
    expect(elsewhere).toMatch(TOKEN);
    // Another browser's session cannot open it (its key comes from the session id).
    const stranger = await signedIn(s);
    const refused = await get(s, '/console/tokens', `${stranger.cookie}; ${sealed}`);
    expect(await refused.text()).not.toMatch(TOKEN);
    expect(refused.headers.get('set-cookie')).toMatch(/^secgate_issued_token=; Max-Age=0/);
    // Nor is it opened after its five minutes, whatever the browser kept.
    s.deps.clock.set(NOW + 5 * 60_000);
    expect(await (await get(s, '/console/tokens', `${cookie}; ${sealed}`)).text()).not.toMatch(TOKEN);
  });

  it('revokes through a confirmation page, after which the token answers 401 and shows as revoked', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    const { token, tokenId } = await issue(s, cookie, { label: 'laptop' });
    const list = await (await get(s, '/console/tokens', cookie)).text();
    expect(list).toContain(`<a class="button" href="/console/tokens/${tokenId}/revoke" aria-label="Revoke laptop">Revoke</a>`);

    const confirm = await get(s, `/console/tokens/${tokenId}/revoke`, cookie);
    expect(confirm.status).toBe(200);
    const question = await confirm.text();
    expect(question).toContain('Revoke token <strong>laptop</strong>? Agents using it stop working at their next request.');
    expect(question).toContain(`<form method="post" action="/console/tokens/${tokenId}/revoke"><button type="submit">Revoke</button>`);
    expect(question).toContain('<a href="/console/tokens">Cancel</a>');
    // Asking revokes nothing.
    expect((await models(s, token)).status).toBe(200);

    const revoked = await post(s, `/console/tokens/${tokenId}/revoke`, cookie, {});
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get('location')).toBe('/console/tokens');
    expect((await models(s, token)).status).toBe(401);
    const after = await (await get(s, '/console/tokens', cookie)).text();
    expect(after).toMatch(/<td>revoked <time datetime="\d{4}-/);
    expect((await get(s, `/console/tokens/${tokenId}/revoke`, cookie)).status).toBe(404);
    expect((await post(s, `/console/tokens/${tokenId}/revoke`, cookie, {})).status).toBe(404);
  });

  it('gives a token an expiry: listed with it, refused by the API from then on, and shown as expired', async () => {
    const s = setup();
    const { cookie, principalId } = await signedIn(s);
    const form = await (await get(s, '/console/tokens', cookie)).text();
    expect(form).toContain(`type="date" min="${dayOf(NOW)}" max="${dayOf(NOW + 365 * DAY)}"`);
    const { token, tokenId } = await issue(s, cookie, { label: 'short', expiresOn: dayOf(NOW + DAY) });
    const endOfDay = Date.UTC(2025, 5, 7); // the end of 2025-06-06, the day after NOW
    expect((await s.deps.db.listTokens(principalId))[0]).toMatchObject({ id: tokenId, expiresAt: endOfDay });
    expect((await models(s, token)).status).toBe(200);
    expect(await (await get(s, '/console/tokens', cookie)).text()).toMatch(/<td><time datetime="2025-06-07T00:00:00Z"[^>]*>[^<]+<\/time><\/td><td>active /);

    // Time passes (an hour, so the session lives on) past a token that expires in it.
    const { token: brief, tokenHash } = createPersonalAccessToken(s.deps.ids);
    await s.deps.db.createToken({ id: `tok_brief_${principalId}`, principalId, tokenHash, now: NOW, label: 'brief', expiresAt: NOW + 60_000 });
    expect((await models(s, brief)).status).toBe(200);
    s.deps.clock.set(NOW + 3_600_000);
    const refused = await models(s, brief);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'unauthorized', message: expect.stringContaining('expired') } });
    expect((await models(s, token)).status).toBe(200);
    const listed = await (await get(s, '/console/tokens', cookie)).text();
    expect(listed).toMatch(/<th scope="row">brief<\/th>.*?<td>expired <time datetime="2025-06-05T12:01:30Z"/);
    expect(listed).not.toContain(`/console/tokens/tok_brief_${principalId}/revoke`);
    expect((await get(s, `/console/tokens/tok_brief_${principalId}/revoke`, cookie)).status).toBe(404);
  });

  it('refuses an expiry in the past, too far ahead or not a date, and an overlong label, with a 400 page that keeps the form', async () => {
    const s = setup();
    const { cookie } = await signedIn(s);
    for (const expiresOn of [dayOf(NOW - DAY), dayOf(NOW + 366 * DAY), '2025-02-30', 'soon']) {
      const refused = await post(s, '/console/tokens', cookie, { label: 'kept', expiresOn });
      expect(refused.status, expiresOn).toBe(400);
      const html = await refused.text();
      expect(html).toContain('role="alert">The expiry must be a date (YYYY-MM-DD) from today to 365 days from today, in UTC.');
      expect(html).toContain('value="kept"');
      expect(html).not.toMatch(TOKEN);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const long = await post(s, '/console/tokens', cookie, { label: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(await long.text()).not.toMatch(TOKEN);
    expect((await (await get(s, '/console/tokens', cookie)).text()).match(/<th scope="row">/g)).toHaveLength(1);
  });

  it("cannot see or revoke another principal's token, nor act for a form from another site", async () => {
    const s = setup();
    const other = await principalWithToken(s.deps);
    const { cookie } = await signedIn(s);
    expect((await get(s, `/console/tokens/${other.tokenId}/revoke`, cookie)).status).toBe(404);
    const refused = await post(s, `/console/tokens/${other.tokenId}/revoke`, cookie, {});
    expect(refused.status).toBe(404);
    expect((await models(s, other.token)).status).toBe(200);

    const forged = await post(s, '/console/tokens', cookie, { label: 'from evil' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(await (await get(s, '/console/tokens', cookie)).text()).not.toContain('from evil');
    const { tokenId } = await issue(s, cookie, { label: 'mine' });
    expect((await post(s, `/console/tokens/${tokenId}/revoke`, cookie, {}, 'https://evil.example')).status).toBe(403);
  });

  it('sends a browser without a session to sign in and back', async () => {
    const s = setup();
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
