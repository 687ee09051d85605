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
  // Only the filters asked for are in the statement, so the planner picks the index that fits
  // (a generic plan over "$n IS NULL OR ..." would scan the whole ledger).
  const params: unknown[] = [principalId];
  const where = ['principal_id = $1'];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.status !== undefined) add((n) => `status = ${n}`, filter.status);
  if (filter.assetId !== undefined) add((n) => `asset_id = ${n}`, filter.assetId);
  if (filter.cve !== undefined) add((n) => `cve = ${n}`, filter.cve);
  if (filter.minScore !== undefined) add((n) => `score >= ${n}::int`, filter.minScore);
  if (after !== undefined) {
    params.push(after.score, after.id);
    const [score, id] = [`$${params.length - 1}::int`, `$${params.length}::text`];
    where.push(`(score < ${score} OR (score = ${score} AND id > ${id}))`);
  }
  params.push(limit + 1);
  const { rows } = await db.query<FindingRow>(
    `SELECT id, score, score_basis, finding, created_at, updated_at FROM findings WHERE ${where.join(' AND ')} ORDER BY score DESC, id LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, limit).map(findingFromRow);
  const last = page.at(-1);
  return { findings: page, next: rows.length > limit && last ? { score: last.score, id: last.id } : null };
}

/** One of the principal's findings with its whole history, or null (another principal's is null too). */
export async function getFinding(db: SqlExecutor, principalId: string, findingId: string): Promise<StoredFinding | null> {
  const { rows } = await db.query<FindingRow>(
    'SELECT id, score, score_basis, finding, created_at, updated_at FROM findings WHERE principal_id = $1 AND id = $2',
    [principalId, findingId],
  );
  return rows[0] ? findingFromRow(rows[0]) : null;
}
