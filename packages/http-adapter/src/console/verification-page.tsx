import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { When } from './when.js';

export interface VerificationPageProps {
  principal: PrincipalRecord;
  now: number;
  /** Whether a card verification provider is configured. */
  providerConfigured: boolean;
}

/** Card-based identity verification: where it stands, and the way to the provider. */
export function VerificationPage({ principal, now, providerConfigured }: VerificationPageProps) {
  const ekyc = principal.ekyc ?? null;
  const current = ekyc !== null && ekyc.expiresAt > now;
  return (
    <ConsoleLayout title="Verification" principalId={principal.id}>
      <p role="status">
        {ekyc === null ? (
          'Your card is not verified yet.'
        ) : current ? (
          <>
            Card verified <When at={ekyc.verifiedAt} now={now} />; it expires <When at={ekyc.expiresAt} now={now} />.
          </>
        ) : (
          <>
            Your card verification expired <When at={ekyc.expiresAt} now={now} />.
          </>
        )}
      </p>
      <p>A verified card is one of the Red-team requirements; it holds 365 days. The verification itself happens at the provider, with a person.</p>
      {providerConfigured ? (
        <p>
          <a class="button" href="/console/verification/start">
            {current ? 'Verify again' : 'Start card verification'}
          </a>
        </p>
      ) : (
        <p class="notice">No card verification provider is configured here: ask your operator to verify you.</p>
      )}
    </ConsoleLayout>
  );
}
