import type { SqlExecutor, SqlStatement } from './sql-executor.js';

/*
 * One-time sign-in links (docs/console.md#sign-in-links): only the SHA-256 of a link's secret is
 * stored. The caller computes the expiry with core's signInLinkExpiresAt.
 */

export async function createSignInLink(db: SqlExecutor, input: { tokenHash: string; principalId: string; now: number; expiresAt: number }): Promise<void> {
  await db.query('INSERT INTO sign_in_links (token_hash, principal_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    input.tokenHash,
    input.principalId,
    input.now,
    input.expiresAt,
  ]);
}

/**
 * Uses the link at `now` and answers its principal, or null when it is unknown, used or expired.
 * The condition is core's isSignInLinkUsable (never used, now before its expiry), re-stated in the
 * one conditional update that marks it used, so two browsers racing for a link cannot both win
 * (contract/sign-in-links.test-support.ts holds the two equal).
 */
export async function redeemSignInLink(db: SqlExecutor, tokenHash: string, now: number): Promise<string | null> {
  const statement = redeemStatement(tokenHash, now);
  const { rows } = await db.query<{ principal_id: string }>(statement.text, statement.params);
  return rows[0]?.principal_id ?? null;
}

export function redeemStatement(tokenHash: string, now: number): SqlStatement {
  return { text: REDEEM, params: [tokenHash, now] };
}

const REDEEM = `
UPDATE sign_in_links SET used_at = $2
WHERE token_hash = $1 AND used_at IS NULL AND $2 < expires_at
RETURNING principal_id`;

/** Deletes links that expired before `before`; answers how many. */
export async function purgeSignInLinks(db: SqlExecutor, before: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM sign_in_links WHERE expires_at < $1 RETURNING token_hash', [before]);
  return rows.length;
}
