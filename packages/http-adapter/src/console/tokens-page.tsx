import type { PrincipalRecord, TokenRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';

export interface TokensPageProps {
  principal: PrincipalRecord;
  tokens: readonly TokenRecord[];
  /** A token just issued: shown this once. */
  issued?: { id: string; token: string };
  problem?: string;
}

const when = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString().replace('.000Z', 'Z'));

/** Personal access tokens: issue one (shown once, with a copy button), see when each was used, revoke. */
export function TokensPage({ principal, tokens, issued, problem }: TokensPageProps) {
  return (
    <ConsoleLayout title="Tokens" principalId={principal.id} scripts={issued ? ['/console/assets/console.js'] : []}>
      {problem === undefined ? null : (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      {issued === undefined ? null : (
        <section aria-labelledby="issued-heading">
          <h2 id="issued-heading">Your new token</h2>
          <p>
            Copy it now: it is shown only this once, and only its hash is kept. Agents send it as <code>Authorization: Bearer …</code>.
          </p>
          <label for="new-token">Token {issued.id}</label>
          <input id="new-token" type="text" readonly value={issued.token} size={46} autofocus />{' '}
          <button type="button" data-copy="new-token">
            Copy
          </button>
        </section>
      )}
      <h2>Issue a token</h2>
      <form method="post" action="/console/tokens">
        <label for="label">Label (optional, up to 64 characters)</label> <input id="label" name="label" type="text" maxlength={64} />{' '}
        <button type="submit">Issue a token</button>
      </form>
      <h2>Your tokens</h2>
      {tokens.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <DataTable caption="Newest first; a token's last use shows within about a minute." columns={['Label', 'Id', 'Created', 'Last used', 'Status']}>
          {tokens.map((token) => (
            <tr>
              <th scope="row">{token.label ?? '(no label)'}</th>
              <td>
                <code>{token.id}</code>
              </td>
              <td>{when(token.createdAt)}</td>
              <td>{when(token.lastUsedAt)}</td>
              <td>
                {token.revokedAt !== null ? (
                  `revoked ${when(token.revokedAt)}`
                ) : (
                  <form method="post" action="/console/tokens/revoke">
                    <input type="hidden" name="tokenId" value={token.id} />
                    <button type="submit" aria-label={`Revoke ${token.label ?? token.id}`}>
                      Revoke
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ConsoleLayout>
  );
}
