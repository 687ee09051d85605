import type { SqlExecutor } from './sql-executor.js';
import type { OidcFlow } from './store.js';

/* The server-side half of an OpenID sign-in flow (migration 005), found by its state's hash. */

export async function createOidcFlow(db: SqlExecutor, input: OidcFlow & { stateHash: string; now: number; expiresAt: number }): Promise<void> {
  await db.query('INSERT INTO oidc_flows (state_hash, code_verifier, nonce, next_path, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    input.stateHash,
    input.codeVerifier,
    input.nonce,
    input.nextPath,
    input.now,
    input.expiresAt,
  ]);
}

/** Deletes the flow and answers it, or null when it is unknown, already taken or expired: a flow is used once. */
export async function takeOidcFlow(db: SqlExecutor, stateHash: string, now: number): Promise<OidcFlow | null> {
  const { rows } = await db.query<{ code_verifier: string; nonce: string; next_path: string }>(
    'DELETE FROM oidc_flows WHERE state_hash = $1 AND $2 < expires_at RETURNING code_verifier, nonce, next_path',
    [stateHash, now],
  );
  const row = rows[0];
  return row ? { codeVerifier: row.code_verifier, nonce: row.nonce, nextPath: row.next_path } : null;
}

export async function purgeOidcFlows(db: SqlExecutor, before: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM oidc_flows WHERE expires_at < $1 RETURNING state_hash', [before]);
  return rows.length;
}
