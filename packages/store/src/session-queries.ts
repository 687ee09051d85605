import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import { PRINCIPAL_WITH_SCOPES } from './principal-queries.js';
import { principalFromRow, type PrincipalRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { BrowserSession, PrincipalRecord, SessionOrigin } from './store.js';

/*
 * Browser sessions (docs/console.md#sessions). The store keeps the SHA-256 of a session id and its
 * times; whether a session is still valid is core's rule (sessionEndAt), decided by the caller on
 * what sessionByHash answers.
 */

export async function createSession(db: SqlExecutor, input: { idHash: string; principalId: string; via: SessionOrigin; now: number }): Promise<void> {
  await db.query('INSERT INTO browser_sessions (id_hash, principal_id, via, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [
    input.idHash,
    input.principalId,
    input.via,
    input.now,
  ]);
}

/** The session with this id hash (revoked or not) and its principal as it is now, in one statement. */
export async function sessionByHash(db: SqlExecutor, idHash: string): Promise<{ session: BrowserSession; principal: PrincipalRecord } | null> {
  const { rows } = await db.query<PrincipalRow & SessionRow>(
    `SELECT s.id_hash, s.principal_id AS session_principal_id, s.via, s.created_at AS session_created_at, s.last_seen_at, s.revoked_at, pw.*
     FROM browser_sessions s
     JOIN LATERAL (${PRINCIPAL_WITH_SCOPES} WHERE p.id = s.principal_id) pw ON TRUE
     WHERE s.id_hash = $1`,
    [idHash],
  );
  const row = rows[0];
  return row ? { session: sessionFromRow(row), principal: principalFromRow(row) } : null;
}

/** Moves the last use forward (never back); false when the session is unknown or revoked. */
export async function recordSessionUse(db: SqlExecutor, idHash: string, now: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE browser_sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id_hash = $1 AND revoked_at IS NULL RETURNING id_hash',
    [idHash, now],
  );
  return rows.length === 1;
}

/** False when the session is unknown or was already revoked. */
export async function revokeSession(db: SqlExecutor, idHash: string, now: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE browser_sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL RETURNING id_hash', [idHash, now]);
  return rows.length === 1;
}

/** Revokes every live session of a principal; answers how many. */
export async function revokeSessionsOf(db: SqlExecutor, principalId: string, now: number): Promise<number> {
  const { rows } = await db.query('UPDATE browser_sessions SET revoked_at = $2 WHERE principal_id = $1 AND revoked_at IS NULL RETURNING id_hash', [
    principalId,
    now,
  ]);
  return rows.length;
}

/** Deletes sessions last used before `before` (ended by then under any lifetime shorter than the gap); answers how many. */
export async function purgeSessions(db: SqlExecutor, before: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM browser_sessions WHERE last_seen_at < $1 RETURNING id_hash', [before]);
  return rows.length;
}

interface SessionRow {
  id_hash: string;
  session_principal_id: string;
  via: SessionOrigin;
  session_created_at: DbInt;
  last_seen_at: DbInt;
  revoked_at: DbInt | null;
}

function sessionFromRow(row: SessionRow): BrowserSession {
  return {
    idHash: row.id_hash,
    principalId: row.session_principal_id,
    via: row.via,
    createdAt: toInt(row.session_created_at, 'browser_sessions.created_at'),
    lastSeenAt: toInt(row.last_seen_at, 'browser_sessions.last_seen_at'),
    revokedAt: toIntOrNull(row.revoked_at, 'browser_sessions.revoked_at'),
  };
}
