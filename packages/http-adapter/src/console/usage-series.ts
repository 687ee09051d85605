import type { RequestOutcome, UsageReport } from '@secgate/core';
import type { ChartSeries } from './usage-chart.js';

/** How the page names each outcome. */
export const OUTCOME_LABELS: Record<RequestOutcome, string> = {
  answered: 'answered',
  'guardrail-blocked': 'guardrail-blocked',
  'answer-withheld': 'answer withheld',
  failed: 'failed',
};

// Fallback colours (SVG fill attributes) for a stylesheet that does not style the classes; they
// keep a contrast of at least 3:1 against white and black alike.
const OUTCOME_FILLS: Record<RequestOutcome, string> = {
  answered: '#2e8b57',
  'guardrail-blocked': '#c0392b',
  'answer-withheld': '#b7791f',
  failed: '#7f8c8d',
};
const MODEL_FILLS = ['#3b6fd4', '#d9822b', '#8e5bd0', '#179c9c', '#c2457a', '#6b8e23'];

/** Requests per day, one series per outcome (every outcome, in core's order). */
export function outcomeSeries(report: UsageReport): ChartSeries[] {
  return report.byOutcome.map(({ outcome }) => ({
    key: outcome,
    label: OUTCOME_LABELS[outcome],
    className: `usage-outcome-${outcome}`,
    fill: OUTCOME_FILLS[outcome],
    values: report.days.map((day) => day.byOutcome.find((entry) => entry.outcome === outcome)?.counts.requests ?? 0),
  }));
}

/** Spend per day in micro-USD, one series per model of the period; the colours cycle past six models. */
export function modelSeries(report: UsageReport): ChartSeries[] {
  return report.models.map((model, index) => ({
    key: model,
    label: model,
    className: `usage-model usage-model-${index % MODEL_FILLS.length}`,
    fill: MODEL_FILLS[index % MODEL_FILLS.length] as string,
    values: report.days.map((day) => day.byModel.find((entry) => entry.model === model)?.counts.spendMicroUSD ?? 0),
  }));
}
