import { parseTimestamp } from '../validation/parse-timestamp.js';
import { findingKey } from './finding-key.js';
import type { ExposureEvent, FindingReport, FindingSource, FindingVulnerability } from './finding-schema.js';
import { checkTransition, type RemediationState, type RemediationTransition, type TransitionCheck } from './remediation-lifecycle.js';
import type { Reachability } from './score-finding.js';

/** One report that the finding merged: which service, its own id, and when it observed. */
export interface FindingSighting {
  source: FindingSource;
  sourceId: string;
  observedAt: number;
}

/**
 * A finding in the ledger: one per asset x vulnerability, whatever the number of reports. What the
 * latest sighting said (reachability, CVSS, evidence, CPE, exposure) is what it says now.
 */
export interface LedgerFinding {
  key: string;
  assetId: string;
  cpe: string | null;
  vulnerability: FindingVulnerability;
  status: RemediationState;
  reachability: Reachability;
  cvss: string | null;
  /** Already redacted (the adapter redacts before it observes). */
  evidence: string | null;
  exposure: ExposureEvent | null;
  firstObservedAt: number;
  lastObservedAt: number;
  /** Every sighting, earliest first (bySightingOrder). */
  sightings: FindingSighting[];
  /** Every move of its remediation, in the order made. */
  history: RemediationTransition[];
}

/** What observing a report did to the ledger. */
export type ObserveOutcome = 'created' | 'merged' | 'unchanged';

/**
 * Sightings in a total order: by time, then service, then the service's id. The latest one
 * speaks for the finding, so which report arrived last never matters.
 */
export function bySightingOrder(a: FindingSighting, b: FindingSighting): number {
  if (a.observedAt !== b.observedAt) return a.observedAt - b.observedAt;
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  return a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0;
}

/** The sighting a report makes (its observedAt already checked by the schema). */
export function sightingOf(report: FindingReport): FindingSighting {
  return { source: report.source, sourceId: report.sourceId, observedAt: parseTimestamp(report.observedAt) ?? Number.NaN };
}

/**
 * Merges one report into the finding it is about (`existing`, or none yet), as a new value:
 * - a report whose service and id the finding already holds changes nothing (posting twice is safe);
 * - otherwise its sighting is added, the first and last observation times widen, and when it is
 *   now the latest sighting its reachability, CVSS, evidence, CPE and exposure replace the old;
 * - a closed finding observed after it was closed is reopened, the move recorded as made by the
 *   reporting service.
 * Any order of the same reports gives the same finding.
 *
 * @example
 * observeFinding(null, { source: 'dast', sourceId: 'd-1', asset: { id: 'web-1' },
 *   vulnerability: { cve: 'CVE-2024-3094' }, reachability: 'confirmed',
 *   observedAt: '2026-11-01T10:00:00Z' }).outcome //=> 'created'
 */
export function observeFinding(existing: LedgerFinding | null, report: FindingReport): { finding: LedgerFinding; outcome: ObserveOutcome } {
  const sighting = sightingOf(report);
  if (existing === null) {
    const finding: LedgerFinding = {
      key: findingKey(report.asset.id, report.vulnerability),
      assetId: report.asset.id,
      vulnerability: report.vulnerability,
      status: 'detected',
      firstObservedAt: sighting.observedAt,
      lastObservedAt: sighting.observedAt,
      sightings: [sighting],
      history: [],
      ...latestSays(report),
    };
    return { finding, outcome: 'created' };
  }
  if (existing.sightings.some((seen) => seen.source === sighting.source && seen.sourceId === sighting.sourceId)) {
    return { finding: existing, outcome: 'unchanged' };
  }
  const latest = existing.sightings.at(-1) as FindingSighting;
  const isLatest = bySightingOrder(sighting, latest) > 0;
  const merged: LedgerFinding = {
    ...existing,
    ...(isLatest ? latestSays(report) : {}),
    firstObservedAt: Math.min(existing.firstObservedAt, sighting.observedAt),
    lastObservedAt: Math.max(existing.lastObservedAt, sighting.observedAt),
    sightings: [...existing.sightings, sighting].sort(bySightingOrder),
  };
  return { finding: reopenIfSeenAfterClosing(merged, sighting), outcome: 'merged' };
}

function latestSays(report: FindingReport): Pick<LedgerFinding, 'reachability' | 'cvss' | 'evidence' | 'cpe' | 'exposure'> {
  return {
    reachability: report.reachability,
    cvss: report.cvss ?? null,
    evidence: report.evidence ?? null,
    cpe: report.asset.cpe ?? null,
    exposure: report.exposure ?? null,
  };
}

function reopenIfSeenAfterClosing(finding: LedgerFinding, sighting: FindingSighting): LedgerFinding {
  const closing = finding.history.at(-1);
  if (finding.status !== 'closed' || closing === undefined || sighting.observedAt <= closing.at) return finding;
  const move: RemediationTransition = {
    from: 'closed',
    to: 'reopened',
    by: `${sighting.source}:${sighting.sourceId}`,
    at: sighting.observedAt,
    reason: 'observed again after it was closed',
  };
  return { ...finding, status: 'reopened', history: [...finding.history, move] };
}

/** A move asked of a finding: to which state, by whom, when, and why. */
export interface TransitionRequest {
  to: RemediationState;
  by: string;
  at: number;
  reason: string;
}

/**
 * Moves a finding along its lifecycle (REMEDIATION_MOVES) and records the move, or says why it
 * may not: the refusal names the state it is in and the moves it allows.
 */
export function transitionFinding(
  finding: LedgerFinding,
  request: TransitionRequest,
): { ok: true; finding: LedgerFinding } | Extract<TransitionCheck, { ok: false }> {
  const check = checkTransition(finding.status, request.to);
  if (!check.ok) return check;
  const move: RemediationTransition = { from: finding.status, to: request.to, by: request.by, at: request.at, reason: request.reason };
  return { ok: true, finding: { ...finding, status: request.to, history: [...finding.history, move] } };
}
