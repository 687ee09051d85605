import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';

export interface AccountPageProps {
  principal: PrincipalRecord;
}

/** The account area's first page: who is signed in. (Research status, tokens and billing follow.) */
export function AccountPage({ principal }: AccountPageProps) {
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
      </dl>
    </ConsoleLayout>
  );
}
