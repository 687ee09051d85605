import { readCvssVector } from '../cvss-exploitability.js';
import { CVE_ID, isCpe23 } from '../finding-schema.js';
import type { FeedRead, NvdRecord, RejectedRow } from './feed-record.js';
import { isRecord, utcTime } from './feed-values.js';

/**
 * Reads an NVD CVE API 2.0 answer (`{"format": "NVD_CVE", "version": "2.0", "vulnerabilities":
 * [{"cve": {...}}]}`): per CVE its id, last modification, primary CVSS vector and the CPEs its
 * configurations mark vulnerable. A record without a valid id or time is refused as a whole.
 */
export function readNvdFeed(document: Record<string, unknown>): Extract<FeedRead, { kind: 'nvd' }> | { error: string } {
  const publishedAt = utcTime(document.timestamp);
  if (publishedAt === undefined) return { error: 'The NVD feed has no valid "timestamp".' };
  if (!Array.isArray(document.vulnerabilities)) return { error: 'The NVD feed has no "vulnerabilities" array.' };
  const records: NvdRecord[] = [];
  const rejected: RejectedRow[] = [];
  document.vulnerabilities.forEach((entry: unknown, i) => {
    const read = readNvdEntry(entry);
    if (typeof read === 'string') rejected.push({ at: `vulnerabilities[${i}]`, reason: read });
    else records.push(read);
  });
  return { kind: 'nvd', publishedAt, records, rejected };
}

function readNvdEntry(entry: unknown): NvdRecord | string {
  const cve = isRecord(entry) && isRecord(entry.cve) ? entry.cve : undefined;
  if (cve === undefined) return 'no "cve" object';
  if (typeof cve.id !== 'string' || !CVE_ID.test(cve.id)) return 'no valid CVE id';
  const lastModified = utcTime(cve.lastModified);
  if (lastModified === undefined) return `${cve.id}: no valid "lastModified"`;
  return { cve: cve.id, lastModified, cvss: primaryVector(cve.metrics), cpes: vulnerableCpes(cve.configurations) };
}

/** NVD's own (Primary) vector, v4.0 first; a Secondary one only when there is no Primary. */
function primaryVector(metrics: unknown): string | null {
  if (!isRecord(metrics)) return null;
  const candidates = ['cvssMetricV40', 'cvssMetricV31'].flatMap((name) => (Array.isArray(metrics[name]) ? (metrics[name] as unknown[]) : []));
  const vectors = candidates.flatMap((metric) => {
    const vector = isRecord(metric) && isRecord(metric.cvssData) ? metric.cvssData.vectorString : undefined;
    return typeof vector === 'string' && readCvssVector(vector) ? [{ vector, primary: isRecord(metric) && metric.type === 'Primary' }] : [];
  });
  return (vectors.find((v) => v.primary) ?? vectors[0])?.vector ?? null;
}

function vulnerableCpes(configurations: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value)) return;
    if (value.vulnerable === true && typeof value.criteria === 'string' && isCpe23(value.criteria)) found.add(value.criteria);
    for (const key of ['nodes', 'cpeMatch']) if (key in value) visit(value[key]);
  };
  visit(configurations);
  return [...found].sort();
}
