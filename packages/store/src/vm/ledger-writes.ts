import {
  findingKey,
  observeFinding,
  transitionFinding,
  type FindingReport,
  type ObserveOutcome,
  type TransitionCheck,
  type TransitionRequest,
} from '@secgate/core';
import type { SqlExecutor } from '../sql-executor.js';
import { cveOf, readIntel } from './exploit-intel-reads.js';
import { findingFromRow, scored, upsertFindings, type FindingRow, type StoredFinding } from './finding-rows.js';

/** What became of one posted report. */
export interface ReportOutcome {
  source: FindingReport['source'];
  sourceId: string;
  findingId: string;
  outcome: ObserveOutcome;
}

/**
 * Ledger writes of one principal take this advisory lock first, feed imports the shared one
 * (LEDGER_FEEDS_KEY) exclusively: two processes posting the same findings merge one after the
 * other, and no score is computed on feeds an import is replacing.
 */
export const LEDGER_FEEDS_KEY = 0x5ec_f00d;

/**
 * Merges a batch of reports (evidence already redacted) into the principal's ledger in one
 * transaction: each report through core's observeFinding in the order given, a report whose
 * service and id the ledger already holds changing nothing, and every new or changed finding
 * scored on the feeds as they stand and written once.
 */
export async function recordFindings(
  db: SqlExecutor,
  principalId: string,
  reports: readonly FindingReport[],
  now: number,
  newId: () => string,
): Promise<ReportOutcome[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [LEDGER_FEEDS_KEY]);
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`vm-ledger:${principalId}`]);
    const keys = [...new Set(reports.map((report) => findingKey(report.asset.id, report.vulnerability)))];
    // One statement at a time: a transaction is one connection.
    const existing = await tx.query<FindingRow & { finding_key: string }>(
      'SELECT id, finding_key, score, score_basis, finding, created_at, updated_at FROM findings WHERE principal_id = $1 AND finding_key = ANY($2::text[])',
      [principalId, keys],
    );
    const known = await tx.query<{ source: string; source_id: string; finding_id: string }>(
      `SELECT r.source, r.source_id, r.finding_id FROM finding_reports r
       JOIN unnest($2::text[], $3::text[]) AS k(source, source_id) ON r.source = k.source AND r.source_id = k.source_id
       WHERE r.principal_id = $1`,
      [principalId, reports.map((report) => report.source), reports.map((report) => report.sourceId)],
    );
    const byKey = new Map(existing.rows.map((row) => [row.finding_key, findingFromRow(row)]));
    const reported = new Map(known.rows.map((row) => [`${row.source}\u0000${row.source_id}`, row.finding_id]));
    const changed = new Map<string, StoredFinding>();
    const newReports: { source: string; sourceId: string; findingId: string }[] = [];

    const outcomes = reports.map((report): ReportOutcome => {
      const ref = `${report.source}\u0000${report.sourceId}`;
      const seenIn = reported.get(ref);
      if (seenIn !== undefined) return { source: report.source, sourceId: report.sourceId, findingId: seenIn, outcome: 'unchanged' };
      const key = findingKey(report.asset.id, report.vulnerability);
      const before = byKey.get(key) ?? null;
      const { finding, outcome } = observeFinding(before, report);
      const stored: StoredFinding = {
        ...finding,
        id: before?.id ?? newId(),
        score: 0,
        scoreBasis: 'unknown',
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
      };
      byKey.set(key, stored);
      changed.set(key, stored);
      reported.set(ref, stored.id);
      newReports.push({ source: report.source, sourceId: report.sourceId, findingId: stored.id });
      return { source: report.source, sourceId: report.sourceId, findingId: stored.id, outcome };
    });

    if (changed.size > 0) {
      const intel = await readIntel(
        tx,
        [...changed.values()].flatMap((finding) => cveOf(finding) ?? []),
      );
      const rows = [...changed.values()].map((finding) => scored(finding, finding.id, finding.createdAt, now, intel));
      const write = upsertFindings(principalId, rows);
      await tx.query(write.text, write.params);
      await tx.query(
        `INSERT INTO finding_reports (principal_id, source, source_id, finding_id)
         SELECT $1, r.source, r.source_id, r.finding_id FROM unnest($2::text[], $3::text[], $4::text[]) AS r(source, source_id, finding_id)`,
        [principalId, newReports.map((r) => r.source), newReports.map((r) => r.sourceId), newReports.map((r) => r.findingId)],
      );
    }
    return outcomes;
  });
}

/** What a move asked of a finding came to. */
export type StoredTransition =
  { kind: 'moved'; finding: StoredFinding } | { kind: 'not-found' } | ({ kind: 'refused' } & Extract<TransitionCheck, { ok: false }>);

/** Moves one of the principal's findings along its lifecycle (core's transitionFinding), recorded with the move. */
export async function moveFinding(db: SqlExecutor, principalId: string, findingId: string, request: TransitionRequest): Promise<StoredTransition> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`vm-ledger:${principalId}`]);
    const { rows } = await tx.query<FindingRow>(
      'SELECT id, score, score_basis, finding, created_at, updated_at FROM findings WHERE principal_id = $1 AND id = $2',
      [principalId, findingId],
    );
    const row = rows[0];
    if (!row) return { kind: 'not-found' };
    const current = findingFromRow(row);
    const moved = transitionFinding(current, request);
    if (!moved.ok) return { kind: 'refused', ...moved };
    const finding: StoredFinding = { ...current, ...moved.finding, updatedAt: request.at };
    const write = upsertFindings(principalId, [finding]);
    await tx.query(write.text, write.params);
    return { kind: 'moved', finding };
  });
}
