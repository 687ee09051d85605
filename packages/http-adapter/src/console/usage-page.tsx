import type { UsageReport } from '@secgate/core';
import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { formatUsd } from './format-usd.js';
import { ChartLegend, StackedBarChart } from './usage-chart.js';
import { modelSeries, outcomeSeries } from './usage-series.js';
import { UsageDays, UsageRows, UsageTotals } from './usage-tables.js';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The last 30 UTC days of the principal's requests: two charts drawn on the server (requests by
 * outcome, spend by model), and the same numbers in tables. Nothing on it takes focus but its
 * links; it works without script.
 */
export function UsagePage({ principal, report }: { principal: PrincipalRecord; report: UsageReport }) {
  const outcomes = outcomeSeries(report);
  const models = modelSeries(report);
  const days = report.days.map((day) => day.day);
  return (
    <ConsoleLayout title="Usage" principalId={principal.id}>
      <p>
        Your requests of the last 30 UTC days, {report.from} to {report.to} (today up to now), from their receipts:{' '}
        <strong>{count(report.totals.requests)}</strong> requests, <strong>{formatUsd(report.totals.spendMicroUSD)}</strong> spent. A request refused before it
        ran (rate limit, free quota, balance) leaves no receipt and is not counted; storage and egress are on the <a href="/console/billing">billing page</a>.
      </p>
      <section aria-labelledby="usage-requests-heading" class="usage-section">
        <h2 id="usage-requests-heading">Requests per day</h2>
        <StackedBarChart
          id="usage-requests"
          title="Requests per day, by outcome"
          description={`Requests per UTC day from ${report.from} to ${report.to}, stacked by outcome; ${count(report.totals.requests)} in all. The tables below have the same numbers.`}
          days={days}
          series={outcomes}
          format={count}
        />
        <ChartLegend series={outcomes} />
      </section>
      <section aria-labelledby="usage-spend-heading" class="usage-section">
        <h2 id="usage-spend-heading">Spend per day</h2>
        {models.length === 0 ? null : (
          <>
            <StackedBarChart
              id="usage-spend"
              title="Spend per day, by model"
              description={`Spend in USD per UTC day from ${report.from} to ${report.to}, stacked by model; ${formatUsd(report.totals.spendMicroUSD)} in all. The tables below have the same numbers.`}
              days={days}
              series={models}
              format={formatUsd}
            />
            <ChartLegend series={models} />
          </>
        )}
        {models.length === 0 ? <p>No requests, so nothing spent.</p> : null}
      </section>
      <section aria-labelledby="usage-totals-heading">
        <h2 id="usage-totals-heading">Totals</h2>
        <UsageTotals report={report} />
      </section>
      <section aria-labelledby="usage-days-heading">
        <h2 id="usage-days-heading">Days</h2>
        <UsageDays report={report} />
      </section>
      <section aria-labelledby="usage-rows-heading">
        <h2 id="usage-rows-heading">By day, model and outcome</h2>
        <UsageRows report={report} />
      </section>
    </ConsoleLayout>
  );
}
