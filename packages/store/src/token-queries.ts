import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';
import type { TokenRecord, TokenUse } from './store.js';

/* A principal's personal access tokens as the console lists them (never their hash). */

export async function listTokens(db: SqlExecutor, principalId: string): Promise<TokenRecord[]> {
  const { rows } = await db.query<{
    id: string;
    label: string | null;
    created_at: DbInt;
    last_used_at: DbInt | null;
    revoked_at: DbInt | null;
    expires_at: DbInt | null;
  }>('SELECT id, label, created_at, last_used_at, revoked_at, expires_at FROM tokens WHERE principal_id = $1 ORDER BY created_at DESC, id', [principalId]);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: toInt(row.created_at, 'tokens.created_at'),
    lastUsedAt: toIntOrNull(row.last_used_at, 'tokens.last_used_at'),
    revokedAt: toIntOrNull(row.revoked_at, 'tokens.revoked_at'),
    expiresAt: toIntOrNull(row.expires_at, 'tokens.expires_at'),
  }));
}

/** Revokes the token only if it is this principal's and live; false otherwise (nothing changes). */
export async function revokeTokenOf(db: SqlExecutor, principalId: string, tokenId: string, now: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE tokens SET revoked_at = $3 WHERE id = $2 AND principal_id = $1 AND revoked_at IS NULL RETURNING id', [
    principalId,
    tokenId,
    now,
  ]);
  return rows.length === 1;
}

/** Moves each token's last use forward (never back), in one statement; a token named twice takes its latest use. */
export async function recordTokenUses(db: SqlExecutor, uses: readonly TokenUse[]): Promise<void> {
  if (uses.length === 0) return;
  await db.query(
    `UPDATE tokens t SET last_used_at = GREATEST(COALESCE(t.last_used_at, 0), u.at)
     FROM (SELECT id, max(at) AS at FROM unnest($1::text[], $2::bigint[]) AS d(id, at) GROUP BY id) u WHERE t.id = u.id`,
    [uses.map((use) => use.tokenId), uses.map((use) => use.at)],
  );
}
