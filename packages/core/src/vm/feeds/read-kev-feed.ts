import { CVE_ID } from '../finding-schema.js';
import type { FeedRead, KevRecord, RejectedRow } from './feed-record.js';
import { isRecord, utcTime } from './feed-values.js';

/**
 * Reads CISA's Known Exploited Vulnerabilities catalog (`{"catalogVersion", "dateReleased",
 * "vulnerabilities": [{"cveID", "dateAdded", ...}]}`): the listed CVEs and when each was added.
 */
export function readKevFeed(document: Record<string, unknown>): Extract<FeedRead, { kind: 'kev' }> | { error: string } {
  const publishedAt = utcTime(document.dateReleased);
  if (publishedAt === undefined) return { error: 'The KEV catalog has no valid "dateReleased".' };
  if (typeof document.catalogVersion !== 'string') return { error: 'The KEV catalog has no "catalogVersion".' };
  if (!Array.isArray(document.vulnerabilities)) return { error: 'The KEV catalog has no "vulnerabilities" array.' };
  const records: KevRecord[] = [];
  const rejected: RejectedRow[] = [];
  document.vulnerabilities.forEach((entry: unknown, i) => {
    const at = `vulnerabilities[${i}]`;
    if (!isRecord(entry) || typeof entry.cveID !== 'string' || !CVE_ID.test(entry.cveID)) return rejected.push({ at, reason: 'no valid "cveID"' });
    if (typeof entry.dateAdded !== 'string' || utcTime(`${entry.dateAdded}T00:00:00Z`) === undefined) {
      return rejected.push({ at, reason: `${entry.cveID}: no valid "dateAdded"` });
    }
    return records.push({ cve: entry.cveID, dateAdded: entry.dateAdded });
  });
  return { kind: 'kev', publishedAt, version: document.catalogVersion, records, rejected };
}
