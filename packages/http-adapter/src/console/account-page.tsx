import type { RequirementToken, ResearchStatus } from '@secgate/core';
import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import { When } from './when.js';

export interface AccountPageProps {
  principal: PrincipalRecord;
  /** As `GET /v1/research/status` answers it now. */
  status: ResearchStatus;
  /** The instant the page is drawn: dates read relative to it. */
  now: number;
}

/** What a person does about each requirement that is not met (the rules themselves are core's). */
const TO_DO: Record<RequirementToken, string> = {
  'authenticated-principal': 'Your account is suspended: contact your operator.',
  'verified-ekyc-card': 'Verify a payment card (card-based identity verification); it holds 365 days.',
  'aup-consent': 'Accept the current acceptable-use policy: your operator records it.',
  'current-aml-ctf-clearance': 'Your operator records an AML/CTF clearance.',
  'current-trust-route': 'Your operator records a trust route (for example a university or partner certificate).',
  'approved-research-scope': 'Ask your operator to approve a research scope for the tasks you need.',
  'available-free-quota': "Today's free requests are used up; paid credit continues, and the count resets at 00:00 UTC.",
  guardrails: 'Judged on each request.',
};

/**
 * The account area's first page: who is signed in, the Red-team research status with each
 * requirement met or not and what to do about it, the scopes, and the free requests left today.
 */
export function AccountPage({ principal, status, now }: AccountPageProps) {
  return (
    <ConsoleLayout title="Account" principalId={principal.id}>
      <dl>
        <dt>Principal</dt>
        <dd>
          <code>{principal.id}</code>
          {principal.label === null ? null : ` (${principal.label})`}
        </dd>
        <dt>Status</dt>
        <dd>{principal.status}</dd>
        <dt>Assurance rung</dt>
        <dd>{principal.rung}</dd>
        <dt>Free requests left today</dt>
        <dd>{`${status.freeTier.remainingToday} of ${status.freeTier.requestsPerDay}`}</dd>
      </dl>

      <h2>Research status: {status.status}</h2>
      <p>Blue-team models are open to every account. Red-team models need every requirement below.</p>
      <DataTable caption="Red-team requirements" columns={['Requirement', 'Met', 'What to do']}>
        {status.requirements.map((requirement) => (
          <tr>
            <th scope="row">
              <code>{requirement.token}</code>
            </th>
            <td>{requirement.met ? 'yes' : 'no'}</td>
            <td>{requirement.met ? '' : TO_DO[requirement.token]}</td>
          </tr>
        ))}
      </DataTable>

      <h2>Research scopes</h2>
      {status.scopes.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <DataTable caption="Scopes and the tasks they open" columns={['Scope', 'Tasks', 'Status', 'Expires']}>
          {status.scopes.map((scope) => (
            <tr>
              <th scope="row">
                <code>{scope.id}</code>
              </th>
              <td>{scope.tasks.join(', ')}</td>
              <td>{scope.current ? scope.status : `${scope.status} (not current)`}</td>
              <td>
                <When at={Date.parse(scope.expiresAt)} now={now} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ConsoleLayout>
  );
}
