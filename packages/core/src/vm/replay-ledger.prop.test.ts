import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findingKey } from './finding-key.js';
import type { FindingReport } from './finding-schema.js';
import { REMEDIATION_MOVES } from './remediation-lifecycle.js';
import { replayLedger, type LedgerEvent } from './replay-ledger.js';
import { distinctReports, ledgerEvents } from './vm-arbitraries.test-support.js';

const observations = (reports: readonly FindingReport[]): LedgerEvent[] => reports.map((report) => ({ kind: 'observe', report }));

describe('replayLedger', () => {
  it('deduplicates by asset x vulnerability whatever the order the reports arrive in', () => {
    fc.assert(
      fc.property(
        distinctReports.chain((reports) =>
          fc.tuple(fc.constant(reports), fc.shuffledSubarray(reports, { minLength: reports.length, maxLength: reports.length })),
        ),
        ([reports, shuffled]) => {
          const inOrder = replayLedger(observations(reports));
          const reordered = replayLedger(observations(shuffled));
          expect(reordered).toEqual(inOrder);
          expect(inOrder.size).toBe(new Set(reports.map((report) => findingKey(report.asset.id, report.vulnerability))).size);
          const sightings = [...inOrder.values()].reduce((sum, finding) => sum + finding.sightings.length, 0);
          expect(sightings).toBe(reports.length);
        },
      ),
    );
  });

  it('gives the same ledger for the same events, also when replay stops and goes on from a stored copy', () => {
    fc.assert(
      fc.property(ledgerEvents, fc.nat(), (events, cut) => {
        const whole = replayLedger(events);
        expect(replayLedger(events)).toEqual(whole);
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        // As the store keeps it: values through JSON, nothing shared with the replay that made them.
        const stored = new Map(JSON.parse(JSON.stringify([...replayLedger(events.slice(0, at))])) as [string, never][]);
        expect(replayLedger(events.slice(at), stored)).toEqual(whole);
      }),
    );
  });

  it('records only moves the lifecycle allows, and each finding is where its last move left it', () => {
    fc.assert(
      fc.property(ledgerEvents, (events) => {
        for (const finding of replayLedger(events).values()) {
          for (const move of finding.history) {
            const byObservation = move.from === 'closed' && move.to === 'reopened';
            expect(byObservation || REMEDIATION_MOVES[move.from].includes(move.to)).toBe(true);
          }
          expect(finding.status).toBe(finding.history.at(-1)?.to ?? 'detected');
        }
      }),
    );
  });
});
