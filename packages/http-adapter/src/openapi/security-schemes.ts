import type { ErrorCode } from '@secgate/core';
import type { ApiRoute } from '../agents/api-routes.js';
import { TOKEN_LENGTH, TOKEN_PREFIX } from '@secgate/store';
import { SIGNATURE_HEADER } from '../billing/webhook-signature.js';

/** The `components.securitySchemes` of the document (docs/api.md#authentication). */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${TOKEN_PREFIX}... personal access token`,
    description:
      `A personal access token issued by \`secgate admin token create\`: \`${TOKEN_PREFIX}\` followed by 32 random base62 ` +
      `characters and a 6-character base62 CRC-32 checksum (${TOKEN_LENGTH} characters). No token, or a malformed, unknown, ` +
      'revoked or expired one: 401 `unauthorized` with `WWW-Authenticate: Bearer realm="secgate"`; a suspended principal: 403 `forbidden`.',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADER,
    description:
      'Sent by the payment processor or the verification provider: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` ' +
      'under the shared secret; several `v1=` entries may be present, one match suffices. The timestamp must be within ' +
      '`webhook.toleranceSeconds` (300) of the server clock. A failure is 400 `invalid-signature` (docs/api.md#signed-callbacks).',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-secgate_session',
    description:
      "The console's browser session (docs/console.md#sessions), set at sign-in: HttpOnly, SameSite=Lax, Path=/; `__Host-secgate_session` " +
      "with Secure when the public URL is https, `secgate_session` otherwise. A request that changes state must come from the service's own " +
      'origin (403 `cross-origin-refused`). A session is not a bearer token, and a token is not a session.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The operator's `metrics.token`, not a principal's token. Without one configured, `/metrics` answers loopback clients only " +
      '(403 `forbidden` otherwise); with one, a scrape without it is 401 (docs/api.md#metrics).',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/**
 * The `security` of an operation. An empty requirement (`{}`) means "no credential": public
 * routes have only that; `/mcp` also accepts a bearer token (its inference tools need one) and
 * `/metrics` the operator's metrics token.
 */
export function securityOf(route: Pick<ApiRoute, 'method' | 'path' | 'auth' | 'acceptsSession'>): SecurityRequirement[] {
  if (route.auth === 'bearer') return route.acceptsSession ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [{ bearerAuth: [] }];
  if (route.auth === 'session') return [{ sessionCookie: [] }];
  if (route.auth === 'signed') return [{ webhookSignature: [] }];
  if (route.path === '/mcp') return [{}, { bearerAuth: [] }];
  if (route.path === '/metrics') return [{}, { metricsToken: [] }];
  return [{}];
}

/** The codes a route answers because of how it is called, whatever it does (docs/api.md#conventions). */
export function conventionalErrors(route: Pick<ApiRoute, 'method' | 'auth' | 'acceptsSession'>, readsJsonBody: boolean): ErrorCode[] {
  const codes: ErrorCode[] = ['internal'];
  if (route.auth === 'bearer') codes.push('unauthorized', 'forbidden', 'rate-limited');
  if (route.acceptsSession && route.method === 'POST') codes.push('cross-origin-refused');
  if (route.auth === 'signed') codes.push('invalid-signature');
  if (readsJsonBody) codes.push('json-required', 'body-too-large', 'invalid-request');
  return codes;
}
