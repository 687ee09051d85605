import type { RemediationState } from '@secgate/core';
import type { SqlExecutor } from '../sql-executor.js';
import { findingFromRow, type FindingRow, type StoredFinding } from './finding-rows.js';

/** What a list of findings is narrowed to; every filter is optional. */
export interface FindingFilter {
  status?: RemediationState;
  assetId?: string;
  cve?: string;
  minScore?: number;
}

/** Where the previous page ended: its last finding's score and id (the list's order). */
export interface FindingCursor {
  score: number;
  id: string;
}

/**
 * One page of the principal's findings, highest score first (ties by id), after `after` when
 * given; `next` names where the following page starts, or is null on the last page.
 */
export async function listFindings(
  db: SqlExecutor,
  principalId: string,
  filter: FindingFilter,
  limit: number,
  after?: FindingCursor,
): Promise<{ findings: StoredFinding[]; next: FindingCursor | null }> {
  const { rows } = await db.query<FindingRow>(
    `SELECT id, score, score_basis, finding, created_at, updated_at FROM findings
     WHERE principal_id = $1
       AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR asset_id = $3)
       AND ($4::text IS NULL OR cve = $4) AND ($5::int IS NULL OR score >= $5)
       AND ($6::int IS NULL OR score < $6 OR (score = $6 AND id > $7::text))
     ORDER BY score DESC, id
     LIMIT $8`,
    [principalId, filter.status ?? null, filter.assetId ?? null, filter.cve ?? null, filter.minScore ?? null, after?.score ?? null, after?.id ?? null, limit + 1],
  );
  const page = rows.slice(0, limit).map(findingFromRow);
  const last = page.at(-1);
  return { findings: page, next: rows.length > limit && last ? { score: last.score, id: last.id } : null };
}

/** One of the principal's findings with its whole history, or null (another principal's is null too). */
export async function getFinding(db: SqlExecutor, principalId: string, findingId: string): Promise<StoredFinding | null> {
  const { rows } = await db.query<FindingRow>('SELECT id, score, score_basis, finding, created_at, updated_at FROM findings WHERE principal_id = $1 AND id = $2', [
    principalId,
    findingId,
  ]);
  return rows[0] ? findingFromRow(rows[0]) : null;
}
