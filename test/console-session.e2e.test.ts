import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The human door with real processes: `secgate serve --demo` prints a one-time sign-in link next
 * to its token; a browser (fetch, sending what a browser sends) opens it, signs in, uses the
 * session on a completion from the service's own origin, and signs out. The service's log never
 * holds the session id or the link's secret.
 */
let server: SecgateProcess;
let link: URL;

beforeAll(async () => {
  server = await startSecgate({ db: 'memory:', demo: true });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  const found = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout());
  link = new URL(found?.[1] ?? 'http://invalid/');
});
afterAll(() => server?.stop());

/** A browser's form post from the service's own page. */
function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

function chat(cookie: string, origin = server.url) {
  return fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'Review this: eval(input())' }] }),
  });
}

describe('a browser session on the real server', () => {
  it('signs in with the demo link, completes with the session, and is dead after sign-out', async () => {
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/console/sign-in/link`);
    const secret = link.searchParams.get('token') ?? '';

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sign in');

    const signIn = await postForm('/console/sign-in/link', { token: secret, next: '/console' });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/console');
    const cookie = /^(secgate_session=[A-Za-z0-9_-]{43});/.exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cookie).not.toBe('');

    const account = await fetch(`${server.url}/console`, { headers: { cookie } });
    expect(await account.text()).toContain('p_demo');

    const answered = await chat(cookie);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ object: 'chat.completion', billing: 'free' });
    const crossSite = await chat(cookie, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: { code: 'cross-origin-refused' } });

    expect((await postForm('/console/sign-in/link', { token: secret })).status).toBe(401);

    const signOut = await postForm('/console/sign-out', {}, cookie);
    expect(signOut.status).toBe(303);
    expect((await chat(cookie)).status).toBe(401);

    const logs = `${server.stdout()}\n${server.stderr()}`;
    const sessionId = cookie.split('=')[1] as string;
    expect(logs).not.toContain(sessionId);
    // The secret appears once: in the banner that printed the link, never in a log line.
    expect(logs.split(secret)).toHaveLength(2);
    expect(logs).toContain('"msg":"signed in"');
  });
});
