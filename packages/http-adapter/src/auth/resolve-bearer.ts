import { apiError, principalRefusal, tokenRefusal, type ApiError } from '@secgate/core';
import { hashToken, isWellFormedToken, type PrincipalRecord, type Store } from '@secgate/store';

const REALM = 'Bearer realm="secgate"';
// RFC 6750 section 3: no error attribute when the request carried no credential at all.
export const CHALLENGE_NO_TOKEN = REALM;
export const CHALLENGE_BAD_TOKEN = `${REALM}, error="invalid_token"`;

/** An active principal, or the error (and its challenge header) to answer with. */
export type BearerResolution = { ok: true; principal: PrincipalRecord; tokenId: string } | { ok: false; error: ApiError; headers: Record<string, string> };

/**
 * Resolves an `Authorization` header value to an active principal. One function for every place
 * that checks a credential (the protected routes and the MCP endpoint's gate), so they can never
 * disagree on what counts as a valid token.
 *
 * - No credential, or another scheme: 401 `unauthorized`, challenge without an error.
 * - A malformed token (prefix, length, alphabet, checksum): 401 with `error="invalid_token"`,
 *   decided without touching the database, so garbage cannot load it.
 * - Unknown or revoked: the same 401. The store looks the token's SHA-256 up by a unique index:
 *   the attacker controls the hash's input but not its output, so timing of the index walk says
 *   nothing about the stored secret, and the hash the database holds is useless to whoever reads it.
 * - Expired at `now` (core's tokenRefusal): the same 401 and challenge, with a message saying so,
 *   since the holder who issued it can fix that (a new token) and nobody else learns anything.
 * - Suspended: 403 `forbidden`: the token still identifies its holder (so not 401), who is barred.
 */
export async function resolveBearer(store: Pick<Store, 'principalByTokenHash'>, header: string | undefined | null, now: number): Promise<BearerResolution> {
  // Any other scheme (Basic, ...) counts as no credential; `Bearer` with garbage is a bad token.
  const match = header == null ? null : /^Bearer(?:[ \t]+(.*))?$/is.exec(header.trim());
  if (!match) {
    return refusal(apiError('unauthorized', 'A bearer token is required: Authorization: Bearer sgp_...'), CHALLENGE_NO_TOKEN);
  }
  const badToken = () => refusal(apiError('unauthorized', 'The bearer token is malformed, unknown or revoked.'), CHALLENGE_BAD_TOKEN);
  const token = (match[1] ?? '').trim();
  if (!isWellFormedToken(token)) return badToken();
  const found = await store.principalByTokenHash(hashToken(token));
  if (!found) return badToken();
  const expired = tokenRefusal(found, now);
  if (expired) return refusal(expired, CHALLENGE_BAD_TOKEN);
  const barred = principalRefusal(found.principal);
  if (barred) return { ok: false, error: barred, headers: {} };
  return { ok: true, principal: found.principal, tokenId: found.tokenId };
}

function refusal(error: ApiError, challenge: string): BearerResolution {
  return { ok: false, error, headers: { 'WWW-Authenticate': challenge } };
}
