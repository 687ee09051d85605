import type { ResearchScope } from '@secgate/core';
import { toIntOrNull, type DbInt } from './db-values.js';
import { principalFromRow, type PrincipalRow } from './row-mapping.js';
import type { SqlExecutor } from './sql-executor.js';
import type { PrincipalPatch, PrincipalRecord, TokenHolder } from './store.js';

/**
 * A principal with its scopes in one statement (scopes sorted by id, byte order so no locale
 * decides it). Callers append the WHERE clause.
 */
export const PRINCIPAL_WITH_SCOPES = `
  SELECT p.*,
    COALESCE((
      SELECT json_agg(json_build_object('id', s.id, 'tasks', s.tasks, 'status', s.status, 'expiresAt', s.expires_at)
                      ORDER BY s.id COLLATE "C")
      FROM scopes s WHERE s.principal_id = p.id
    ), '[]'::json) AS scopes
  FROM principals p`;

export async function createPrincipal(db: SqlExecutor, input: { id: string; label?: string; now: number }): Promise<PrincipalRecord> {
  await db.query('INSERT INTO principals (id, label, created_at) VALUES ($1, $2, $3)', [input.id, input.label ?? null, input.now]);
  const created = await getPrincipal(db, input.id);
  if (!created) throw new Error(`principal ${input.id} vanished after insert`);
  return created;
}

export async function getPrincipal(db: SqlExecutor, id: string): Promise<PrincipalRecord | null> {
  const { rows } = await db.query<PrincipalRow>(`${PRINCIPAL_WITH_SCOPES} WHERE p.id = $1`, [id]);
  return rows[0] ? principalFromRow(rows[0]) : null;
}

export async function updatePrincipal(db: SqlExecutor, id: string, patch: PrincipalPatch): Promise<PrincipalRecord | null> {
  const assignments = patchAssignments(patch);
  if (assignments.length === 0) return getPrincipal(db, id);
  const set = assignments.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(`UPDATE principals SET ${set} WHERE id = $1 RETURNING id`, [id, ...assignments.map(([, value]) => value)]);
    return rows.length === 0 ? null : getPrincipal(tx, id);
  });
}

/**
 * The columns a patch sets, in a fixed order. Column names come only from this function, never from
 * the patch, so building the SET clause from them is safe. `undefined` leaves a field alone; `null`
 * clears an optional record (both of its columns).
 */
function patchAssignments(patch: PrincipalPatch): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (patch.status !== undefined) out.push(['status', patch.status]);
  if (patch.rung !== undefined) out.push(['rung', patch.rung]);
  if (patch.autoRecharge !== undefined) out.push(['auto_recharge', patch.autoRecharge]);
  if (patch.label !== undefined) out.push(['label', patch.label]);
  if (patch.freeRequestsPerDay !== undefined) out.push(['free_requests_per_day', patch.freeRequestsPerDay]);
  if (patch.ekyc !== undefined) {
    out.push(['ekyc_verified_at', patch.ekyc?.verifiedAt ?? null], ['ekyc_expires_at', patch.ekyc?.expiresAt ?? null]);
  }
  if (patch.aupConsent !== undefined) {
    out.push(['aup_version', patch.aupConsent?.version ?? null], ['aup_accepted_at', patch.aupConsent?.acceptedAt ?? null]);
  }
  if (patch.amlClearance !== undefined) {
    out.push(['aml_checked_at', patch.amlClearance?.checkedAt ?? null], ['aml_expires_at', patch.amlClearance?.expiresAt ?? null]);
  }
  if (patch.trustRoute !== undefined) {
    out.push(['trust_route', patch.trustRoute?.route ?? null], ['trust_route_expires_at', patch.trustRoute?.expiresAt ?? null]);
  }
  return out;
}

export async function putScope(db: SqlExecutor, principalId: string, scope: ResearchScope): Promise<PrincipalRecord | null> {
  return db.transaction(async (tx) => {
    // Inserting only when the principal exists answers null for an unknown one instead of a
    // foreign-key error.
    const { rows } = await tx.query(
      `INSERT INTO scopes (principal_id, id, tasks, status, expires_at)
       SELECT $1, $2, $3::text[], $4, $5 WHERE EXISTS (SELECT 1 FROM principals WHERE id = $1)
       ON CONFLICT (principal_id, id) DO UPDATE
         SET tasks = EXCLUDED.tasks, status = EXCLUDED.status, expires_at = EXCLUDED.expires_at
       RETURNING id`,
      [principalId, scope.id, [...scope.tasks], scope.status, scope.expiresAt],
    );
    return rows.length === 0 ? null : getPrincipal(tx, principalId);
  });
}

export async function createToken(
  db: SqlExecutor,
  input: { id: string; principalId: string; tokenHash: string; now: number; label?: string | null; expiresAt?: number | null },
): Promise<void> {
  await db.query('INSERT INTO tokens (id, principal_id, token_hash, created_at, label, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    input.id,
    input.principalId,
    input.tokenHash,
    input.now,
    input.label ?? null,
    input.expiresAt ?? null,
  ]);
}

export async function revokeToken(db: SqlExecutor, id: string, now: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id, now]);
  return rows.length > 0;
}

/** One statement on the unique token_hash index, joined to the principal and its scopes. */
export async function principalByTokenHash(db: SqlExecutor, tokenHash: string): Promise<TokenHolder | null> {
  const { rows } = await db.query<PrincipalRow & { token_id: string; token_expires_at: DbInt | null }>(
    `SELECT t.id AS token_id, t.expires_at AS token_expires_at, pw.* FROM tokens t
     JOIN LATERAL (${PRINCIPAL_WITH_SCOPES} WHERE p.id = t.principal_id) pw ON TRUE
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { tokenId: row.token_id, expiresAt: toIntOrNull(row.token_expires_at, 'tokens.expires_at'), principal: principalFromRow(row) } : null;
}
