import type { FeedRead } from '@secgate/core';
import type { SqlExecutor, SqlStatement } from '../sql-executor.js';
import { readIntel } from './exploit-intel-reads.js';
import { findingFromRow, scored, upsertFindings, type FindingRow } from './finding-rows.js';
import { LEDGER_FEEDS_KEY } from './ledger-writes.js';

/** What one import did. */
export interface FeedImport {
  id: string;
  kind: FeedRead['kind'];
  publishedAt: number;
  importedAt: number;
  records: number;
  rejected: number;
  /** Open findings on the feed's CVEs, scored again. */
  rescored: number;
}

/**
 * Stores a feed's good rows (each CVE's row replaced by the newer one) and scores again every open
 * finding, of any principal, on the CVEs it touched, in one transaction: all of it or none.
 */
export async function importFeed(db: SqlExecutor, read: FeedRead, id: string, now: number): Promise<FeedImport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LEDGER_FEEDS_KEY]);
    const upsert = feedUpsert(read);
    await tx.query(upsert.text, upsert.params);
    const cves = [...new Set(read.records.map((record) => record.cve))];
    const { rows } = await tx.query<FindingRow & { principal_id: string }>(
      `SELECT id, principal_id, score, score_basis, finding, created_at, updated_at FROM findings
       WHERE cve = ANY($1::text[]) AND status <> 'closed' AND cve IS NOT NULL`,
      [cves],
    );
    const intel = await readIntel(tx, cves);
    const byPrincipal = new Map<string, ReturnType<typeof scored>[]>();
    for (const row of rows) {
      const finding = findingFromRow(row);
      const again = scored(finding, finding.id, finding.createdAt, finding.updatedAt, intel);
      if (again.score === finding.score && again.scoreBasis === finding.scoreBasis) continue;
      byPrincipal.set(row.principal_id, [...(byPrincipal.get(row.principal_id) ?? []), { ...again, updatedAt: now }]);
    }
    let rescored = 0;
    for (const [principalId, findings] of byPrincipal) {
      const write = upsertFindings(principalId, findings);
      await tx.query(write.text, write.params);
      rescored += findings.length;
    }
    const done: FeedImport = {
      id,
      kind: read.kind,
      publishedAt: read.publishedAt,
      importedAt: now,
      records: read.records.length,
      rejected: read.rejected.length,
      rescored,
    };
    await tx.query('INSERT INTO vm_feed_imports (id, kind, published_at, imported_at, records, rejected, rescored) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      done.id,
      done.kind,
      done.publishedAt,
      done.importedAt,
      done.records,
      done.rejected,
      done.rescored,
    ]);
    return done;
  });
}

/** A feed's rows written over the stored ones; an older row than the stored one is kept out. */
function feedUpsert(read: FeedRead): SqlStatement {
  switch (read.kind) {
    case 'kev':
      return {
        text: `INSERT INTO vm_kev (cve, date_added, catalog_version, published_at)
               SELECT DISTINCT ON (k.cve) k.cve, k.date_added, $3, $4 FROM unnest($1::text[], $2::text[]) AS k(cve, date_added)
               ON CONFLICT (cve) DO UPDATE SET date_added = EXCLUDED.date_added, catalog_version = EXCLUDED.catalog_version, published_at = EXCLUDED.published_at
               WHERE vm_kev.published_at <= EXCLUDED.published_at`,
        params: [read.records.map((r) => r.cve), read.records.map((r) => r.dateAdded), read.version, read.publishedAt],
      };
    case 'epss':
      return {
        text: `INSERT INTO vm_epss (cve, epss, percentile, model_version, published_at)
               SELECT DISTINCT ON (e.cve) e.cve, e.epss, e.percentile, $4, $5 FROM unnest($1::text[], $2::float8[], $3::float8[]) AS e(cve, epss, percentile)
               ON CONFLICT (cve) DO UPDATE SET epss = EXCLUDED.epss, percentile = EXCLUDED.percentile, model_version = EXCLUDED.model_version, published_at = EXCLUDED.published_at
               WHERE vm_epss.published_at <= EXCLUDED.published_at`,
        params: [read.records.map((r) => r.cve), read.records.map((r) => r.epss), read.records.map((r) => r.percentile), read.modelVersion, read.publishedAt],
      };
    case 'nvd':
      return {
        text: `INSERT INTO vm_nvd (cve, last_modified, cvss, cpes, published_at)
               SELECT DISTINCT ON (n.cve) n.cve, n.last_modified, n.cvss, n.cpes::jsonb, $5 FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS n(cve, last_modified, cvss, cpes)
               ORDER BY n.cve, n.last_modified DESC
               ON CONFLICT (cve) DO UPDATE SET last_modified = EXCLUDED.last_modified, cvss = EXCLUDED.cvss, cpes = EXCLUDED.cpes, published_at = EXCLUDED.published_at
               WHERE vm_nvd.last_modified <= EXCLUDED.last_modified`,
        params: [
          read.records.map((r) => r.cve),
          read.records.map((r) => r.lastModified),
          read.records.map((r) => r.cvss),
          read.records.map((r) => JSON.stringify(r.cpes)),
          read.publishedAt,
        ],
      };
  }
}
