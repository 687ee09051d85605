import fc from 'fast-check';
import { FINDING_SOURCES, type FindingReport } from './finding-schema.js';
import { REMEDIATION_STATES } from './remediation-lifecycle.js';
import type { LedgerEvent } from './replay-ledger.js';
import { REACHABILITY } from './score-finding.js';

const T0 = Date.parse('2026-11-01T00:00:00Z');

/** One DAST report on web-1, for the tests that need a plain one to vary. */
export const DAST_REPORT: FindingReport = {
  source: 'dast',
  sourceId: 'd-1',
  asset: { id: 'web-1' },
  vulnerability: { cve: 'CVE-2021-41773' },
  reachability: 'likely',
  observedAt: '2026-11-01T10:00:00Z',
};

/** A timestamp in a 30-day window, written with an explicit offset as the schema requires. */
// Whole days, so reports often share a time and the tie-break is exercised.
export const observedAt = fc.integer({ min: 0, max: 30 }).map((days) => new Date(T0 + days * 86_400_000).toISOString());

export const cvssVector = fc
  .record({
    av: fc.constantFrom('N', 'A', 'L', 'P'),
    ac: fc.constantFrom('L', 'H'),
    pr: fc.constantFrom('N', 'L', 'H'),
    ui: fc.constantFrom('N', 'R'),
    s: fc.constantFrom('U', 'C'),
  })
  .map(({ av, ac, pr, ui, s }) => `CVSS:3.1/AV:${av}/AC:${ac}/PR:${pr}/UI:${ui}/S:${s}/C:H/I:L/A:N`);

/** Few assets and vulnerabilities, so reports often land on the same finding. */
export const report: fc.Arbitrary<FindingReport> = fc.record({
  source: fc.constantFrom(...FINDING_SOURCES),
  sourceId: fc.integer({ min: 1, max: 1_000_000 }).map((n) => `r-${n}`),
  asset: fc.record({ id: fc.constantFrom('web-1', 'web-2', 'db-1') }),
  vulnerability: fc.oneof(
    fc.constantFrom('CVE-2024-3094', 'CVE-2021-44228').map((cve) => ({ cve })),
    fc.constantFrom(41, 42).map((line) => ({ cwe: 'CWE-89', location: { path: 'src/db.ts', line } })),
  ),
  reachability: fc.constantFrom(...REACHABILITY),
  cvss: fc.option(cvssVector, { nil: undefined }),
  observedAt,
  evidence: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
});

/** Reports with distinct (service, id) pairs: each one a different sighting. */
export const distinctReports = fc.uniqueArray(report, { selector: (r) => `${r.source}:${r.sourceId}`, maxLength: 25 });

export const ledgerEvents: fc.Arbitrary<LedgerEvent[]> = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: report.map((r): LedgerEvent => ({ kind: 'observe', report: r })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          asset: fc.constantFrom('web-1', 'web-2', 'db-1'),
          cve: fc.constantFrom('CVE-2024-3094', 'CVE-2021-44228'),
          to: fc.constantFrom(...REMEDIATION_STATES),
          at: fc.integer({ min: 0, max: 30 * 86_400 }).map((seconds) => T0 + seconds * 1000),
        })
        .map(({ asset, cve, to, at }): LedgerEvent => ({
          kind: 'transition',
          key: `${asset}\u001f${cve}`,
          request: { to, by: 'p_owner', at, reason: 'triage' },
        })),
    },
  ),
  { maxLength: 40 },
);
