import type { FindingVulnerability } from './finding-schema.js';

/**
 * What a finding is about, as one string: a CVE id, or a CWE id at its place in code
 * (`CWE-89@src/db.ts:42`). Two reports of the same vulnerability id on the same asset are one finding.
 *
 * @example
 * vulnerabilityId({ cwe: 'CWE-89', location: { path: 'src/db.ts', line: 42 } }) //=> 'CWE-89@src/db.ts:42'
 */
export function vulnerabilityId(vulnerability: FindingVulnerability): string {
  if ('cve' in vulnerability) return vulnerability.cve;
  const { path, line } = vulnerability.location;
  return `${vulnerability.cwe}@${path}${line === undefined ? '' : `:${line}`}`;
}

/**
 * The ledger's deduplication key: asset x vulnerability. The unit separator (U+001F) joins the
 * two; an asset id may hold no control character (the schema refuses one), so no two pairs share
 * a key. (Not NUL: PostgreSQL text cannot hold it.)
 *
 * @example
 * findingKey('web-1', { cve: 'CVE-2024-3094' }) //=> 'web-1\u001fCVE-2024-3094'
 */
export function findingKey(assetId: string, vulnerability: FindingVulnerability): string {
  return `${assetId}\u001f${vulnerabilityId(vulnerability)}`;
}
