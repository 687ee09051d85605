import { describe, expect, it } from 'vitest';
import type { FindingReport } from './finding-schema.js';
import { observeFinding, transitionFinding, type LedgerFinding } from './ledger-finding.js';
import { DAST_REPORT } from './vm-arbitraries.test-support.js';

const base: FindingReport = DAST_REPORT;
const at = (iso: string) => Date.parse(iso);

function walk(finding: LedgerFinding, ...moves: [LedgerFinding['status'], string][]): LedgerFinding {
  let current = finding;
  for (const [to, when] of moves) {
    const moved = transitionFinding(current, { to, by: 'p_owner', at: at(when), reason: `to ${to}` });
    if (!moved.ok) throw new Error(`refused: ${current.status} -> ${to}`);
    current = moved.finding;
  }
  return current;
}

describe('observeFinding', () => {
  it('creates a detected finding from a first report', () => {
    const { finding, outcome } = observeFinding(null, base);
    expect(outcome).toBe('created');
    expect(finding).toMatchObject({
      key: 'web-1\u001fCVE-2021-41773',
      status: 'detected',
      reachability: 'likely',
      firstObservedAt: at(base.observedAt),
      history: [],
    });
  });

  it("merges another service's report of the same asset and vulnerability, and the latest one speaks", () => {
    const first = observeFinding(null, base).finding;
    const { finding, outcome } = observeFinding(first, {
      ...base,
      source: 'ctem',
      sourceId: 'exp-1',
      reachability: 'confirmed',
      observedAt: '2026-11-02T10:00:00Z',
    });
    expect(outcome).toBe('merged');
    expect(finding.sightings.map((s) => s.source)).toEqual(['dast', 'ctem']);
    expect(finding).toMatchObject({ reachability: 'confirmed', firstObservedAt: at('2026-11-01T10:00:00Z'), lastObservedAt: at('2026-11-02T10:00:00Z') });
  });

  it('lets an older report widen the times without speaking over the latest', () => {
    const latest = observeFinding(null, { ...base, reachability: 'confirmed', observedAt: '2026-11-05T00:00:00Z' }).finding;
    const { finding } = observeFinding(latest, { ...base, sourceId: 'd-0', reachability: 'unreachable', observedAt: '2026-10-30T00:00:00Z' });
    expect(finding).toMatchObject({ reachability: 'confirmed', firstObservedAt: at('2026-10-30T00:00:00Z') });
  });

  it('changes nothing when a service sends the same report (its own id) again', () => {
    const first = observeFinding(null, base).finding;
    const again = observeFinding(first, { ...base, reachability: 'confirmed', observedAt: '2026-11-09T00:00:00Z' });
    expect(again).toEqual({ finding: first, outcome: 'unchanged' });
  });

  it('reopens a closed finding observed after it was closed, and not one observed before', () => {
    const closed = walk(
      observeFinding(null, base).finding,
      ['in-progress', '2026-11-02T00:00:00Z'],
      ['verified', '2026-11-03T00:00:00Z'],
      ['closed', '2026-11-04T00:00:00Z'],
    );
    const late = observeFinding(closed, { ...base, sourceId: 'd-2', observedAt: '2026-11-03T12:00:00Z' }).finding;
    expect(late.status).toBe('closed');
    const reopened = observeFinding(closed, { ...base, source: 'ctem', sourceId: 'exp-2', observedAt: '2026-11-06T00:00:00Z' }).finding;
    expect(reopened.status).toBe('reopened');
    expect(reopened.history.at(-1)).toEqual({
      from: 'closed',
      to: 'reopened',
      by: 'ctem:exp-2',
      at: at('2026-11-06T00:00:00Z'),
      reason: 'observed again after it was closed',
    });
  });
});

describe('transitionFinding', () => {
  it('walks detected, in progress, verified, closed, recording who, when and why', () => {
    const closed = walk(
      observeFinding(null, base).finding,
      ['in-progress', '2026-11-02T00:00:00Z'],
      ['verified', '2026-11-03T00:00:00Z'],
      ['closed', '2026-11-04T00:00:00Z'],
    );
    expect(closed.status).toBe('closed');
    expect(closed.history.map((move) => [move.from, move.to, move.by, move.reason])).toEqual([
      ['detected', 'in-progress', 'p_owner', 'to in-progress'],
      ['in-progress', 'verified', 'p_owner', 'to verified'],
      ['verified', 'closed', 'p_owner', 'to closed'],
    ]);
  });

  it('refuses a move the lifecycle does not have, naming the moves it allows', () => {
    const detected = observeFinding(null, base).finding;
    expect(transitionFinding(detected, { to: 'closed', by: 'p_owner', at: 0, reason: 'skip' })).toEqual({
      ok: false,
      from: 'detected',
      to: 'closed',
      allowed: ['in-progress'],
    });
    expect(transitionFinding(detected, { to: 'detected', by: 'p_owner', at: 0, reason: 'same' })).toMatchObject({ ok: false });
  });
});
