import type { UsageCounts, UsageReport } from '@secgate/core';
import type { Child } from 'hono/jsx';
import { formatUsd } from './format-usd.js';
import { OUTCOME_LABELS } from './usage-series.js';

const COUNT_COLUMNS = ['Requests', 'Input tokens', 'Cached input', 'Output tokens', 'Spend'];
const count = (value: number) => value.toLocaleString('en-US');

/**
 * A usage table: row headings (`<th scope="row">`) first, then the counts. Numeric cells and
 * their headings have class `num` (right-aligned by the stylesheet) and each number's exact value
 * in `data-value`; the table sits in a `table-scroll` box so a narrow screen scrolls it, not the page.
 */
function UsageTable({ caption, headings, children }: { caption: string; headings: readonly string[]; children: Child }) {
  return (
    <div class="table-scroll">
      <table class="usage-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th scope="col">{heading}</th>
            ))}
            {COUNT_COLUMNS.map((heading) => (
              <th scope="col" class="num">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The five counts of a row, each a right-aligned cell with its exact value. */
function CountCells({ counts }: { counts: UsageCounts }) {
  const cell = (field: keyof UsageCounts, text: string) => (
    <td class="num" data-field={field} data-value={String(counts[field])}>
      {text}
    </td>
  );
  return (
    <>
      {cell('requests', count(counts.requests))}
      {cell('inputTokens', count(counts.inputTokens))}
      {cell('cachedInputTokens', count(counts.cachedInputTokens))}
      {cell('outputTokens', count(counts.outputTokens))}
      {cell('spendMicroUSD', formatUsd(counts.spendMicroUSD))}
    </>
  );
}

/** The period's totals, then the same split by outcome and by model. */
export function UsageTotals({ report }: { report: UsageReport }) {
  return (
    <>
      <UsageTable caption={`Totals, ${report.from} to ${report.to}.`} headings={['Period']}>
        <tr data-total="period">
          <th scope="row">Last 30 days</th>
          <CountCells counts={report.totals} />
        </tr>
      </UsageTable>
      <UsageTable caption="By outcome." headings={['Outcome']}>
        {report.byOutcome.map(({ outcome, counts }) => (
          <tr data-outcome={outcome}>
            <th scope="row">{OUTCOME_LABELS[outcome]}</th>
            <CountCells counts={counts} />
          </tr>
        ))}
      </UsageTable>
      {report.byModel.length === 0 ? null : (
        <UsageTable caption="By model." headings={['Model']}>
          {report.byModel.map(({ model, counts }) => (
            <tr data-model={model}>
              <th scope="row">{model}</th>
              <CountCells counts={counts} />
            </tr>
          ))}
        </UsageTable>
      )}
    </>
  );
}

/** Every day of the period, oldest first, as the charts draw them. */
export function UsageDays({ report }: { report: UsageReport }) {
  return (
    <UsageTable caption="Per UTC day, oldest first (today up to now)." headings={['Day']}>
      {report.days.map(({ day, totals }) => (
        <tr data-day={day}>
          <th scope="row">{day}</th>
          <CountCells counts={totals} />
        </tr>
      ))}
    </UsageTable>
  );
}

/** Each day, model and outcome with requests: the rows the store summed. */
export function UsageRows({ report }: { report: UsageReport }) {
  if (report.rows.length === 0) return <p>No requests in these 30 days.</p>;
  return (
    <UsageTable caption="Per day, model and outcome; days without requests are left out." headings={['Day', 'Model', 'Outcome']}>
      {report.rows.map((row) => (
        <tr data-day={row.day} data-model={row.model} data-outcome={row.outcome}>
          <th scope="row">{row.day}</th>
          <td>{row.model}</td>
          <td>{OUTCOME_LABELS[row.outcome]}</td>
          <CountCells counts={row} />
        </tr>
      ))}
    </UsageTable>
  );
}
