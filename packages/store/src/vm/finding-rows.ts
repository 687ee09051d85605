import { scoreFinding, type LedgerFinding, type ExploitabilityBasis } from '@secgate/core';
import { toInt, type DbInt } from '../db-values.js';
import type { SqlStatement } from '../sql-executor.js';
import { cveOf, intelFor, type IntelByCve } from './exploit-intel-reads.js';

/** A finding as the ledger answers it: core's LedgerFinding with its id and score. */
export interface StoredFinding extends LedgerFinding {
  id: string;
  score: number;
  scoreBasis: ExploitabilityBasis;
  createdAt: number;
  updatedAt: number;
}

export interface FindingRow {
  id: string;
  score: number;
  score_basis: ExploitabilityBasis;
  finding: LedgerFinding | string;
  created_at: DbInt;
  updated_at: DbInt;
}

export function findingFromRow(row: FindingRow): StoredFinding {
  const finding = typeof row.finding === 'string' ? (JSON.parse(row.finding) as LedgerFinding) : row.finding;
  return {
    ...finding,
    id: row.id,
    score: Number(row.score),
    scoreBasis: row.score_basis,
    createdAt: toInt(row.created_at, 'findings.created_at'),
    updatedAt: toInt(row.updated_at, 'findings.updated_at'),
  };
}

/** The finding scored on the feeds as they stand. */
export function scored(finding: LedgerFinding, id: string, createdAt: number, now: number, intel: IntelByCve): StoredFinding {
  const { score, basis } = scoreFinding(finding.reachability, intelFor(finding, intel));
  return { ...finding, id, score, scoreBasis: basis, createdAt, updatedAt: now };
}

/** Writes findings, new or changed, in one statement (each column one array parameter). */
export function upsertFindings(principalId: string, findings: readonly StoredFinding[]): SqlStatement {
  const column = <T>(pick: (finding: StoredFinding) => T) => findings.map(pick);
  return {
    text: `INSERT INTO findings (id, principal_id, finding_key, asset_id, cve, status, score, score_basis, finding, created_at, updated_at)
           SELECT f.id, $1, f.finding_key, f.asset_id, f.cve, f.status, f.score, f.score_basis, f.finding::jsonb, f.created_at, f.updated_at
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::bigint[], $11::bigint[])
             AS f(id, finding_key, asset_id, cve, status, score, score_basis, finding, created_at, updated_at)
           ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, score = EXCLUDED.score, score_basis = EXCLUDED.score_basis,
             finding = EXCLUDED.finding, updated_at = EXCLUDED.updated_at`,
    params: [
      principalId,
      column((f) => f.id),
      column((f) => f.key),
      column((f) => f.assetId),
      column((f) => cveOf(f)),
      column((f) => f.status),
      column((f) => f.score),
      column((f) => f.scoreBasis),
      column((f) => JSON.stringify(ledgerPart(f))),
      column((f) => f.createdAt),
      column((f) => f.updatedAt),
    ],
  };
}

/** Only core's LedgerFinding is stored in `finding`; id, score and times have their columns. */
export function ledgerPart(finding: StoredFinding): LedgerFinding {
  const { id: _id, score: _score, scoreBasis: _basis, createdAt: _created, updatedAt: _updated, ...ledger } = finding;
  return ledger;
}
