import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the tests: oidc-provider (the certified Node implementation) on a
 * loopback port, with one confidential client and its development login and consent pages. Any
 * login name signs in as that subject; its email is `<login>@acme.example`, verified unless the
 * login starts with `unverified`.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * What a person does at the provider: follows `authorizationUrl`, logs in as `login`, consents,
   * and answers the URL the provider sends the browser back to (the callback with code and state).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestOidcProvider(redirectUris: readonly string[]): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'secgate-console';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [...redirectUris], grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@acme.example`, email_verified: !sub.startsWith('unverified') }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-cookie-key-for-oidc-provider'] },
    features: { devInteractions: { enabled: true } },
  });
  // Its development pages warn on every start; the tests know.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    signIn: (authorizationUrl, login) => walkProvider(authorizationUrl, login, redirectUris),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects with a cookie jar, posting its login and consent forms. */
async function walkProvider(start: string, login: string, redirectUris: readonly string[]): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (redirectUris.some((uri) => url.href.startsWith(uri))) return url;
      await response.arrayBuffer();
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action, url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}
