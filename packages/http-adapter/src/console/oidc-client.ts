import * as client from 'openid-client';
import type { OidcConfig } from '../config/service-config.js';

/** What a verified ID token says about the person who signed in. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * The service as an OpenID Connect relying party (docs/console.md#sign-in-with-an-identity-provider),
 * through openid-client: the authorization code flow with PKCE (S256), state and nonce, the
 * client authenticated with its secret. The provider's discovery document is read once, on first
 * use (again after a failure), so a provider that is down stops sign-in only, never the start.
 */
export interface OidcClient {
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /**
   * Exchanges the code of `callbackUrl` for tokens and verifies the ID token: the state of the
   * callback, the nonce in the token and the PKCE verifier must all be the flow's; any mismatch
   * throws (openid-client checks them all).
   */
  finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity>;
}

export function createOidcClient(config: OidcConfig): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // A provider on plain http (a Keycloak on the same machine, a test's provider) is allowed
        // only when its issuer URL says http: the operator chose it.
        ...(config.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: config.scopes.join(' '),
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token endpoint answered no ID token');
      // Providers may put the email in the ID token or only behind the userinfo endpoint (OpenID
      // Connect Core 5.4); ask the latter, for the same subject, when the token has none.
      const profile = typeof claims.email === 'string' ? claims : await client.fetchUserInfo(await configuration(), tokens.access_token, claims.sub);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile.email === 'string' ? profile.email : null,
        emailVerified: profile.email_verified === true,
      };
    },
  };
}

/** Fresh random values for a flow: state, nonce and PKCE code verifier. */
export function newFlowSecrets(): { state: string; nonce: string; codeVerifier: string } {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}
