import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usageReport } from './usage-report.js';
import { addUsage, REQUEST_OUTCOMES, ZERO_USAGE, type UsageCounts, type UsageRow } from './usage-row.js';
import { usageWindow } from './usage-window.js';

const DAY_MS = 86_400_000;
const count = fc.nat({ max: 10_000_000 });
const anyNow = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Rows within a few days either side of the period, so some are in it and some are not. */
const anyRows = (now: number) =>
  fc.array(
    fc.record({
      day: fc.integer({ min: -35, max: 2 }).map((offset) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10)),
      model: fc.constantFrom('shared-1', 'shared-2', 'dedicated-a', 'b'),
      outcome: fc.constantFrom(...REQUEST_OUTCOMES),
      requests: count,
      inputTokens: count,
      cachedInputTokens: count,
      outputTokens: count,
      spendMicroUSD: count,
    }),
    { maxLength: 60 },
  );
const sum = (counts: readonly UsageCounts[]) => counts.reduce<UsageCounts>(addUsage, { ...ZERO_USAGE });

describe('usageReport properties', () => {
  it('for any rows: the totals equal the sum of the days, of the breakdowns, and of the rows in the period', () => {
    fc.assert(
      fc.property(
        anyNow.chain((now) => fc.tuple(fc.constant(now), anyRows(now))),
        ([now, rows]: [number, UsageRow[]]) => {
          const report = usageReport(rows, now);
          const period = new Set(usageWindow(now).days);
          const inPeriod = rows.filter((row) => period.has(row.day));
          expect(report.days).toHaveLength(30);
          expect(report.totals).toEqual(sum(inPeriod));
          expect(sum(report.days.map((day) => day.totals))).toEqual(report.totals);
          expect(sum(report.byOutcome.map((entry) => entry.counts))).toEqual(report.totals);
          expect(sum(report.byModel.map((entry) => entry.counts))).toEqual(report.totals);
          expect(sum(report.rows)).toEqual(report.totals);
          for (const day of report.days) {
            expect(sum(day.byModel.map((entry) => entry.counts))).toEqual(day.totals);
            expect(sum(inPeriod.filter((row) => row.day === day.day))).toEqual(day.totals);
          }
        },
      ),
    );
  });
});
