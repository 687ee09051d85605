import { readTokenExpiry } from '@secgate/core';
import { createPersonalAccessToken, newTokenId } from '@secgate/store';
import { EXIT, UsageError } from '../cli-io.js';
import { parseCommand } from './admin-args.js';
import { noPrincipal, refuse, type AdminCommand } from './admin-deps.js';

/**
 * `token create <principalId> [--expires-on YYYY-MM-DD]`: the token goes to standard output alone
 * (so `$(...)` captures it) and is never shown again; only its SHA-256 is stored. The token id,
 * needed to revoke it, goes to standard error. With `--expires-on` it works through the end of that
 * UTC day, by the console's rule (core's readTokenExpiry).
 */
export const tokenCreate: AdminCommand = async (deps, args, io) => {
  const { positionals, values } = parseCommand(args, 'token create', ['principalId'], { 'expires-on': { type: 'string' } });
  const [principalId = ''] = positionals;
  const now = deps.clock.now();
  const expiry = readTokenExpiry(values['expires-on'] ?? '', now);
  if (!expiry.ok) throw new UsageError(`--expires-on: ${expiry.error}`);
  if (!(await deps.store.getPrincipal(principalId))) return noPrincipal(io, principalId);
  const { token, tokenHash } = createPersonalAccessToken(deps.ids);
  const id = newTokenId(deps.ids);
  await deps.store.createToken({ id, principalId, tokenHash, now, ...(expiry.value === null ? {} : { expiresAt: expiry.value }) });
  io.stdout(`${token}\n`);
  io.stderr(`token id: ${id} (for 'secgate admin token revoke'); the token is shown only this once.\n`);
  return EXIT.ok;
};

/** `token revoke <tokenId>`: refused (exit 1) when there is no such live token. */
export const tokenRevoke: AdminCommand = async (deps, args, io) => {
  const { positionals } = parseCommand(args, 'token revoke', ['tokenId'], {});
  const [tokenId = ''] = positionals;
  if (!(await deps.store.revokeToken(tokenId, deps.clock.now()))) return refuse(io, `no live token '${tokenId}'.`);
  io.stdout(`revoked ${tokenId}\n`);
  return EXIT.ok;
};
