import { tokenStatus, TOKEN_EXPIRY_MAX_DAYS } from '@secgate/core';
import type { PrincipalRecord, TokenRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import type { IssuedToken } from './issued-token-cookie.js';
import { When } from './when.js';

export interface TokensPageProps {
  principal: PrincipalRecord;
  tokens: readonly TokenRecord[];
  /** The instant the page is drawn: statuses and relative times are judged at it. */
  now: number;
  /** A token just issued: shown this once. */
  issued?: IssuedToken | null;
  problem?: string;
  /** What the refused form held, so the holder corrects it rather than typing it again. */
  form?: { label: string; expiresOn: string };
}

const DAY_MS = 86_400_000;
/** A UTC day as `<input type="date">` reads and writes it. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The status cell: active (with its Revoke link to the confirmation page), revoked or expired, with when. */
function StatusCell({ token, now }: { token: TokenRecord; now: number }) {
  const status = tokenStatus(token, now);
  if (status.kind !== 'active') {
    return (
      <td>
        {status.kind} <When at={status.at} now={now} />
      </td>
    );
  }
  return (
    <td>
      active{' '}
      <a class="button" href={`/console/tokens/${encodeURIComponent(token.id)}/revoke`} aria-label={`Revoke ${token.label ?? token.id}`}>
        Revoke
      </a>
    </td>
  );
}

/** Personal access tokens: issue one (shown once, with a copy button), see each one's status and use, revoke. */
export function TokensPage({ principal, tokens, now, issued, problem, form }: TokensPageProps) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return (
    <ConsoleLayout title="Tokens" principalId={principal.id} scripts={issued ? ['/console/assets/console.js'] : []}>
      {problem === undefined ? null : (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      {issued ? (
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
      ) : null}
      <h2>Issue a token</h2>
      <form method="post" action="/console/tokens">
        <p>
          <label for="label">Label (optional, up to 64 characters)</label>{' '}
          <input id="label" name="label" type="text" maxlength={64} value={form?.label ?? ''} />
        </p>
        <p>
          <label for="expires-on">Expires after (optional, a UTC day up to {TOKEN_EXPIRY_MAX_DAYS} days ahead)</label>{' '}
          <input
            id="expires-on"
            name="expiresOn"
            type="date"
            min={utcDate(today)}
            max={utcDate(today + TOKEN_EXPIRY_MAX_DAYS * DAY_MS)}
            value={form?.expiresOn ?? ''}
            aria-describedby="expires-on-help"
          />
        </p>
        <p id="expires-on-help">The token works through the end of that day in UTC, then stops. Without a date it works until revoked.</p>
        <button type="submit">Issue a token</button>
      </form>
      <h2>Your tokens</h2>
      {tokens.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <DataTable
          caption="Newest first; a token's last use shows within about a minute."
          columns={['Label', 'Id', 'Created', 'Last used', 'Expires', 'Status']}
        >
          {tokens.map((token) => (
            <tr>
              <th scope="row">{token.label ?? '(no label)'}</th>
              <td>
                <code>{token.id}</code>
              </td>
              <td>
                <When at={token.createdAt} now={now} />
              </td>
              <td>{token.lastUsedAt === null ? 'never' : <When at={token.lastUsedAt} now={now} />}</td>
              <td>{token.expiresAt === null ? 'never' : <When at={token.expiresAt} now={now} />}</td>
              <StatusCell token={token} now={now} />
            </tr>
          ))}
        </DataTable>
      )}
    </ConsoleLayout>
  );
}
