import { describe, expect, it } from 'vitest';
import { usageReport } from './usage-report.js';
import type { UsageRow } from './usage-row.js';

const NOW = Date.UTC(2026, 10, 28, 9, 47);

const row = (overrides: Partial<UsageRow>): UsageRow => ({
  day: '2026-11-28',
  model: 'shared-1',
  outcome: 'answered',
  requests: 1,
  inputTokens: 100,
  cachedInputTokens: 20,
  outputTokens: 50,
  spendMicroUSD: 135,
  ...overrides,
});

describe('usageReport', () => {
  it('has every one of the last 30 days, oldest first, zero-filled', () => {
    const report = usageReport([], NOW);
    expect(report.days.map((day) => day.day)).toHaveLength(30);
    expect(report).toMatchObject({ from: '2026-10-30', to: '2026-11-28', models: [], rows: [] });
    expect(report.totals).toEqual({ requests: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 });
    expect(report.days[0]?.byOutcome.map((entry) => entry.outcome)).toEqual(['answered', 'guardrail-blocked', 'answer-withheld', 'failed']);
    expect(report.byOutcome.every((entry) => entry.counts.requests === 0)).toBe(true);
  });

  it('adds the rows up per day, per outcome and per model, and totals the period', () => {
    const rows = [
      row({ requests: 3, spendMicroUSD: 400 }),
      row({ model: 'shared-2', outcome: 'failed', requests: 1, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 }),
      row({ day: '2026-11-01', outcome: 'guardrail-blocked', requests: 2, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, spendMicroUSD: 0 }),
      row({ day: '2026-11-01', outcome: 'answer-withheld', requests: 1, spendMicroUSD: 90 }),
    ];
    const report = usageReport(rows, NOW);
    expect(report.models).toEqual(['shared-1', 'shared-2']);
    expect(report.totals).toEqual({ requests: 7, inputTokens: 200, cachedInputTokens: 40, outputTokens: 100, spendMicroUSD: 490 });
    const today = report.days.at(-1);
    expect(today?.totals).toEqual({ requests: 4, inputTokens: 100, cachedInputTokens: 20, outputTokens: 50, spendMicroUSD: 400 });
    expect(today?.byModel.map((entry) => [entry.model, entry.counts.requests])).toEqual([
      ['shared-1', 3],
      ['shared-2', 1],
    ]);
    const first = report.days.find((day) => day.day === '2026-11-01');
    expect(first?.byOutcome.map((entry) => entry.counts.requests)).toEqual([0, 2, 1, 0]);
    expect(first?.byModel.map((entry) => entry.counts.spendMicroUSD)).toEqual([90, 0]);
    expect(report.byOutcome.map((entry) => [entry.outcome, entry.counts.requests])).toEqual([
      ['answered', 3],
      ['guardrail-blocked', 2],
      ['answer-withheld', 1],
      ['failed', 1],
    ]);
    expect(report.byModel.map((entry) => [entry.model, entry.counts.spendMicroUSD])).toEqual([
      ['shared-1', 490],
      ['shared-2', 0],
    ]);
    expect(report.rows.map((entry) => `${entry.day} ${entry.model} ${entry.outcome}`)).toEqual([
      '2026-11-01 shared-1 guardrail-blocked',
      '2026-11-01 shared-1 answer-withheld',
      '2026-11-28 shared-1 answered',
      '2026-11-28 shared-2 failed',
    ]);
  });

  it('leaves out rows of days outside the period', () => {
    const report = usageReport([row({ day: '2026-10-29' }), row({ day: '2026-11-29' }), row({ day: '2026-10-30' })], NOW);
    expect(report.totals.requests).toBe(1);
    expect(report.rows.map((entry) => entry.day)).toEqual(['2026-10-30']);
  });

  it('changes neither the rows it is given nor its constants', () => {
    const rows = [row({}), row({ day: '2026-11-27' })];
    const copy = structuredClone(rows);
    const report = usageReport(rows, NOW);
    report.totals.requests = 99;
    report.rows[0]!.requests = 99;
    expect(rows).toEqual(copy);
    expect(usageReport([], NOW).totals.requests).toBe(0);
  });
});
