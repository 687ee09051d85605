import { findingKey } from './finding-key.js';
import type { FindingReport } from './finding-schema.js';
import { observeFinding, transitionFinding, type LedgerFinding, type TransitionRequest } from './ledger-finding.js';

/** What happens to a ledger: a report observed, or a move asked of the finding with `key`. */
export type LedgerEvent = { kind: 'observe'; report: FindingReport } | { kind: 'transition'; key: string; request: TransitionRequest };

/**
 * A whole ledger from its events, in order: reports merged by asset x vulnerability
 * (observeFinding), moves applied where allowed (a refused move or one naming no finding changes
 * nothing). The store applies the same two functions one event at a time; this is the rule they
 * add up to, and what the property tests replay. `from` is a ledger to go on from.
 */
export function replayLedger(events: Iterable<LedgerEvent>, from: ReadonlyMap<string, LedgerFinding> = new Map()): Map<string, LedgerFinding> {
  const ledger = new Map(from);
  for (const event of events) {
    if (event.kind === 'observe') {
      const key = findingKey(event.report.asset.id, event.report.vulnerability);
      ledger.set(key, observeFinding(ledger.get(key) ?? null, event.report).finding);
      continue;
    }
    const finding = ledger.get(event.key);
    if (finding === undefined) continue;
    const moved = transitionFinding(finding, event.request);
    if (moved.ok) ledger.set(event.key, moved.finding);
  }
  return ledger;
}
