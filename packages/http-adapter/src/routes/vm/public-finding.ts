import type { FindingSighting, RemediationTransition } from '@secgate/core';
import type { StoredFinding } from '@secgate/store';

/** One report the finding merged, as the API shows it. */
export interface PublicSighting {
  source: FindingSighting['source'];
  sourceId: string;
  observedAt: string;
}

/** One recorded move of a finding's remediation, as the API shows it. */
export interface PublicTransition extends Omit<RemediationTransition, 'at'> {
  at: string;
}

/**
 * A finding as `GET /v1/security/findings` lists it: times as ISO 8601 UTC, the ledger's internal
 * key left out. The list leaves out evidence and history too, which can be long; one finding read
 * by its id carries both (publicFindingDetail).
 */
export interface PublicFinding {
  id: string;
  object: 'vm.finding';
  assetId: string;
  cpe: string | null;
  vulnerability: StoredFinding['vulnerability'];
  status: StoredFinding['status'];
  score: number;
  scoreBasis: StoredFinding['scoreBasis'];
  reachability: StoredFinding['reachability'];
  cvss: string | null;
  exposure: StoredFinding['exposure'];
  firstObservedAt: string;
  lastObservedAt: string;
  sources: PublicSighting[];
  createdAt: string;
  updatedAt: string;
}

/** A finding read by its id: the listed fields, its (redacted) evidence and its whole history. */
export interface PublicFindingDetail extends PublicFinding {
  evidence: string | null;
  history: PublicTransition[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function publicFinding(finding: StoredFinding): PublicFinding {
  return {
    id: finding.id,
    object: 'vm.finding',
    assetId: finding.assetId,
    cpe: finding.cpe,
    vulnerability: finding.vulnerability,
    status: finding.status,
    score: finding.score,
    scoreBasis: finding.scoreBasis,
    reachability: finding.reachability,
    cvss: finding.cvss,
    exposure: finding.exposure,
    firstObservedAt: iso(finding.firstObservedAt),
    lastObservedAt: iso(finding.lastObservedAt),
    sources: finding.sightings.map((seen) => ({ source: seen.source, sourceId: seen.sourceId, observedAt: iso(seen.observedAt) })),
    createdAt: iso(finding.createdAt),
    updatedAt: iso(finding.updatedAt),
  };
}

export function publicFindingDetail(finding: StoredFinding): PublicFindingDetail {
  return {
    ...publicFinding(finding),
    evidence: finding.evidence,
    history: finding.history.map((move) => ({ ...move, at: iso(move.at) })),
  };
}
