import { HISTORY_OUTCOMES, historyOutcome, jobTokens } from '@secgate/core';
import type { JobHistoryEntry, PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import { formatUsd } from './format-usd.js';
import { When } from './when.js';

/** The filter form's fields as the browser sent them (empty ones dropped), to fill the form again. */
export type HistoryFilterFields = Readonly<Partial<Record<'model' | 'outcome' | 'from' | 'to' | 'limit' | 'cursor', string>>>;

export interface HistoryListPageProps {
  principal: PrincipalRecord;
  /** The page of jobs; null when the filters were refused (nothing was read). */
  entries: readonly JobHistoryEntry[] | null;
  /** The link to the following (older) page, or null on the last one. */
  olderHref: string | null;
  fields: HistoryFilterFields;
  /** The configured models, for the model select. */
  models: readonly string[];
  /** The instant the page is drawn. */
  now: number;
  problem?: string;
}

export const HISTORY_HREF = '/console/history';
export const historyJobHref = (jobId: string) => `${HISTORY_HREF}/${encodeURIComponent(jobId)}`;

/**
 * The principal's requests, newest first, a page at a time: every job the store still keeps
 * (docs/console.md#history). The filters are a GET form, so a filtered page is a link like any
 * other and works without JavaScript.
 */
export function HistoryListPage({ principal, entries, olderHref, fields, models, now, problem }: HistoryListPageProps) {
  const filtered = (['model', 'outcome', 'from', 'to'] as const).some((name) => fields[name] !== undefined);
  return (
    <ConsoleLayout title="History" principalId={principal.id}>
      {problem === undefined ? null : (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      <FilterForm fields={fields} models={models} />
      {entries === null ? null : entries.length === 0 ? (
        <p>{filtered ? 'No request matches these filters.' : 'No requests kept: completions and jobs you run appear here.'}</p>
      ) : (
        <DataTable caption="Newest first. Times are UTC." columns={['Created', 'Model', 'Outcome', 'Tokens', 'Charge', 'Receipt']}>
          {entries.map(({ job, receipt }) => {
            const tokens = jobTokens(receipt?.usage, job.usage);
            const charge = receipt?.chargedMicroUSD ?? job.chargedMicroUSD;
            return (
              <tr>
                <th scope="row">
                  <a href={historyJobHref(job.jobId)}>
                    <When at={Date.parse(job.createdAt)} now={now} />
                  </a>
                </th>
                <td>{job.model}</td>
                <td>{historyOutcome(job)}</td>
                <td class="num">{tokens === null ? '—' : (tokens.input + tokens.output).toLocaleString('en-US')}</td>
                <td class="num">{charge === undefined ? '—' : formatUsd(charge)}</td>
                <td>
                  {job.receiptId === null ? (
                    'none yet'
                  ) : (
                    <a href={`${historyJobHref(job.jobId)}#receipt`}>
                      <code>{job.receiptId}</code>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <p>
        {fields.cursor === undefined ? null : <a href={historyListHref(fields)}>Newest</a>}
        {fields.cursor !== undefined && olderHref !== null ? ' · ' : null}
        {olderHref === null ? null : (
          <a href={olderHref} rel="next">
            Older
          </a>
        )}
      </p>
    </ConsoleLayout>
  );
}

/** Model, outcome and a range of UTC days, each "any" when left empty. */
function FilterForm({ fields, models }: { fields: HistoryFilterFields; models: readonly string[] }) {
  return (
    <form method="get" action={HISTORY_HREF} aria-labelledby="filter-heading">
      <h2 id="filter-heading">Filter</h2>
      <p>
        <label for="model">Model</label>{' '}
        <select id="model" name="model">
          <option value="" selected={fields.model === undefined}>
            any
          </option>
          {models.map((model) => (
            <option value={model} selected={fields.model === model}>
              {model}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label for="outcome">Outcome</label>{' '}
        <select id="outcome" name="outcome">
          <option value="" selected={fields.outcome === undefined}>
            any
          </option>
          {HISTORY_OUTCOMES.map((outcome) => (
            <option value={outcome} selected={fields.outcome === outcome}>
              {outcome}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label for="from">From (UTC day)</label> <input id="from" name="from" type="date" value={fields.from ?? ''} /> <label for="to">to (included)</label>{' '}
        <input id="to" name="to" type="date" value={fields.to ?? ''} />
      </p>
      {fields.limit === undefined ? null : <input type="hidden" name="limit" value={fields.limit} />}
      <button type="submit">Filter</button> <a href={HISTORY_HREF}>Clear filters</a>
    </form>
  );
}

/** The link to the list with these fields, a cursor given or left out. */
export function historyListHref(fields: HistoryFilterFields, cursor?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (name !== 'cursor' && value !== undefined) query.set(name, value);
  if (cursor !== undefined) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${HISTORY_HREF}?${text}` : HISTORY_HREF;
}
