/** One row a feed could not give, and why: reported to the operator, never half-applied. */
export interface RejectedRow {
  /** Where it was: `vulnerabilities[3]` in a JSON feed, `line 12` in a CSV. */
  at: string;
  reason: string;
}

/** An NVD CVE record as the ledger keeps it. */
export interface NvdRecord {
  cve: string;
  /** Epoch ms (NVD writes UTC without an offset). */
  lastModified: number;
  /** The primary CVSS vector: v4.0 when NVD has one, else v3.1; null when it has neither. */
  cvss: string | null;
  /** The CPE 2.3 match criteria marked vulnerable in its configurations. */
  cpes: string[];
}

/** A CVE listed in CISA's Known Exploited Vulnerabilities catalog. */
export interface KevRecord {
  cve: string;
  /** `YYYY-MM-DD`, as CISA writes it. */
  dateAdded: string;
}

/** A CVE's FIRST EPSS score. */
export interface EpssRecord {
  cve: string;
  /** Probability of exploitation in the next 30 days, 0 to 1. */
  epss: number;
  percentile: number;
}

/** A feed file read: what it is, the date it carries, its good rows and the rows it refused. */
export type FeedRead =
  | { kind: 'nvd'; publishedAt: number; records: NvdRecord[]; rejected: RejectedRow[] }
  | { kind: 'kev'; publishedAt: number; version: string; records: KevRecord[]; rejected: RejectedRow[] }
  | { kind: 'epss'; publishedAt: number; modelVersion: string; records: EpssRecord[]; rejected: RejectedRow[] };
