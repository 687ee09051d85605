import { REMEDIATION_STATES, vulnerabilityId } from '@secgate/core';
import type { PrincipalRecord, StoredFinding } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import { When } from './when.js';

/** The filter form's fields as the browser sent them (empty ones dropped), to fill the form again. */
export type FindingFilterFields = Readonly<Partial<Record<'status' | 'asset' | 'cve' | 'minScore' | 'limit' | 'cursor', string>>>;

export interface FindingsListPageProps {
  principal: PrincipalRecord;
  /** The page of findings; null when the filters were refused (nothing was read). */
  findings: readonly StoredFinding[] | null;
  /** The link to the following page, or null on the last one. */
  nextHref: string | null;
  fields: FindingFilterFields;
  /** The instant the page is drawn. */
  now: number;
  problem?: string;
}

export const FINDINGS_HREF = '/console/findings';
export const findingHref = (id: string) => `${FINDINGS_HREF}/${encodeURIComponent(id)}`;

/**
 * The principal's findings, highest score first, a page at a time, as `GET /v1/security/findings`
 * lists them. The filters are a GET form, so a filtered page is a link like any other.
 */
export function FindingsListPage({ principal, findings, nextHref, fields, now, problem }: FindingsListPageProps) {
  const filtered = ['status', 'asset', 'cve', 'minScore'].some((name) => fields[name as keyof FindingFilterFields] !== undefined);
  return (
    <ConsoleLayout title="Findings" principalId={principal.id}>
      {problem === undefined ? null : (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      <FilterForm fields={fields} />
      {findings === null ? null : findings.length === 0 ? (
        <p>{filtered ? 'No finding matches these filters.' : 'No findings yet: services report them to POST /v1/security/findings.'}</p>
      ) : (
        <DataTable
          caption="Highest score first (0 to 100: reachability x exploitability)."
          columns={['Finding', 'Score', 'Status', 'Asset', 'Reachability', 'First seen', 'Last seen']}
          numeric={['Score']}
        >
          {findings.map((finding) => (
            <tr>
              <th scope="row">
                <a href={findingHref(finding.id)}>{vulnerabilityId(finding.vulnerability)}</a>
              </th>
              <td class="num">{finding.score}</td>
              <td>{finding.status}</td>
              <td>
                <code>{finding.assetId}</code>
              </td>
              <td>{finding.reachability}</td>
              <td>
                <When at={finding.firstObservedAt} now={now} />
              </td>
              <td>
                <When at={finding.lastObservedAt} now={now} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <p>
        {fields.cursor === undefined ? null : <a href={firstPageHref(fields)}>First page</a>}
        {fields.cursor !== undefined && nextHref !== null ? ' · ' : null}
        {nextHref === null ? null : (
          <a href={nextHref} rel="next">
            Next page
          </a>
        )}
      </p>
    </ConsoleLayout>
  );
}

/** The same filters as the API's list: status, asset, CVE and a lowest score. */
function FilterForm({ fields }: { fields: FindingFilterFields }) {
  return (
    <form method="get" action={FINDINGS_HREF} aria-labelledby="filter-heading">
      <h2 id="filter-heading">Filter</h2>
      <p>
        <label for="status">Status</label>{' '}
        <select id="status" name="status">
          <option value="" selected={fields.status === undefined}>
            any
          </option>
          {REMEDIATION_STATES.map((state) => (
            <option value={state} selected={fields.status === state}>
              {state}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label for="asset">Asset id</label> <input id="asset" name="asset" type="text" maxlength={200} value={fields.asset ?? ''} />
      </p>
      <p>
        <label for="cve">CVE</label> <input id="cve" name="cve" type="text" placeholder="CVE-2021-41773" value={fields.cve ?? ''} />
      </p>
      <p>
        <label for="min-score">Lowest score (0 to 100)</label>{' '}
        <input id="min-score" name="minScore" type="number" min={0} max={100} step={1} value={fields.minScore ?? ''} />
      </p>
      {fields.limit === undefined ? null : <input type="hidden" name="limit" value={fields.limit} />}
      <button type="submit">Filter</button> <a href={FINDINGS_HREF}>Clear filters</a>
    </form>
  );
}

/** The link to the list with these fields, a cursor given or left out. */
export function findingsListHref(fields: FindingFilterFields, cursor?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (name !== 'cursor' && value !== undefined) query.set(name, value);
  if (cursor !== undefined) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${FINDINGS_HREF}?${text}` : FINDINGS_HREF;
}

const firstPageHref = (fields: FindingFilterFields) => findingsListHref(fields);
