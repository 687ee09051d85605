import { REMEDIATION_MOVES, vulnerabilityId, type RemediationState } from '@secgate/core';
import type { PrincipalRecord, StoredFinding } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import { FINDINGS_HREF, findingHref } from './findings-list-page.js';
import { When } from './when.js';

export interface FindingPageProps {
  principal: PrincipalRecord;
  finding: StoredFinding;
  /** The instant the page is drawn. */
  now: number;
  /** Why the move just asked for was refused (nothing changed). */
  problem?: string;
  /** The refused move, so its reason is not typed again. */
  draft?: { to: string; reason: string };
}

/** How the score was reached, in words (docs/vm.md#score). */
const BASIS: Record<StoredFinding['scoreBasis'], string> = {
  kev: 'listed in CISA KEV',
  epss: 'FIRST EPSS probability',
  cvss: 'CVSS exploitability',
  unknown: 'nothing known about exploitation',
};

/**
 * One finding: what it is and where, its score, its (already redacted) evidence, the reports it
 * merged, every move of its remediation, and a form for each move the lifecycle allows now.
 */
export function FindingPage({ principal, finding, now, problem, draft }: FindingPageProps) {
  const title = `${vulnerabilityId(finding.vulnerability)} on ${finding.assetId}`;
  return (
    <ConsoleLayout title={title} principalId={principal.id}>
      <p>
        <a href={FINDINGS_HREF}>All findings</a>
      </p>
      {problem === undefined ? null : (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      <dl>
        <dt>Status</dt>
        <dd id="finding-status">{finding.status}</dd>
        <dt>Score</dt>
        <dd>
          {finding.score} of 100 ({finding.reachability} reachability, {BASIS[finding.scoreBasis]})
        </dd>
        <dt>Asset</dt>
        <dd>
          <code>{finding.assetId}</code>
          {finding.cpe === null ? null : (
            <>
              {' '}
              (<code>{finding.cpe}</code>)
            </>
          )}
        </dd>
        <dt>CVSS vector</dt>
        <dd>{finding.cvss === null ? 'none reported' : <code>{finding.cvss}</code>}</dd>
        {finding.exposure === null ? null : (
          <>
            <dt>Exposure (CTEM)</dt>
            <dd>
              {finding.exposure.surface} <code>{finding.exposure.target}</code>
              {finding.exposure.techniques?.length ? ` (ATT&CK ${finding.exposure.techniques.join(', ')})` : null}
            </dd>
          </>
        )}
        <dt>First seen</dt>
        <dd>
          <When at={finding.firstObservedAt} now={now} />
        </dd>
        <dt>Last seen</dt>
        <dd>
          <When at={finding.lastObservedAt} now={now} />
        </dd>
      </dl>
      <h2>Move it</h2>
      <MoveForms finding={finding} draft={draft} />
      <h2>History</h2>
      {finding.history.length === 0 ? (
        <p>No move yet: it has been {finding.status} since it was first reported.</p>
      ) : (
        <DataTable caption="Every move of its remediation, oldest first." columns={['When', 'From', 'To', 'By', 'Why']}>
          {finding.history.map((move) => (
            <tr>
              <th scope="row">
                <When at={move.at} now={now} />
              </th>
              <td>{move.from}</td>
              <td>{move.to}</td>
              <td>
                <code>{move.by}</code>
              </td>
              <td>{move.reason}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2>Evidence</h2>
      {finding.evidence === null ? <p>None reported.</p> : <pre>{finding.evidence}</pre>}
      <p>Secrets in the evidence were redacted before it was stored.</p>
      <DataTable caption="The reports merged into this finding, earliest first." columns={['Service', 'Its id', 'Observed']}>
        {finding.sightings.map((seen) => (
          <tr>
            <th scope="row">{seen.source}</th>
            <td>
              <code>{seen.sourceId}</code>
            </td>
            <td>
              <When at={seen.observedAt} now={now} />
            </td>
          </tr>
        ))}
      </DataTable>
    </ConsoleLayout>
  );
}

/** One form per move the lifecycle allows from the current status, each asking why. */
function MoveForms({ finding, draft }: { finding: StoredFinding; draft: FindingPageProps['draft'] }) {
  const moves: readonly RemediationState[] = REMEDIATION_MOVES[finding.status];
  return (
    <>
      {moves.map((to) => (
        <form method="post" action={`${findingHref(finding.id)}/transition`}>
          <input type="hidden" name="to" value={to} />
          <p>
            <label for={`reason-${to}`}>Why move it to {to} (up to 500 characters)</label>
            <br />
            <input id={`reason-${to}`} name="reason" type="text" size={50} required maxlength={500} value={draft?.to === to ? draft.reason : ''} />{' '}
            <button type="submit">Move to {to}</button>
          </p>
        </form>
      ))}
    </>
  );
}

/** A finding that is not in this principal's ledger: another's answers exactly like none. */
export function FindingNotFoundPage({ principal }: { principal: PrincipalRecord }) {
  return (
    <ConsoleLayout title="Finding not found" principalId={principal.id}>
      <p class="notice" role="alert">
        No such finding exists in your ledger.
      </p>
      <p>
        <a href={FINDINGS_HREF}>All findings</a>
      </p>
    </ConsoleLayout>
  );
}
