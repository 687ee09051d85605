import { isLotLive, type Balance, type Lot } from '@secgate/core';
import type { Receipt } from '@secgate/store';
import { formatUsd } from './format-usd.js';
import { DataTable } from './data-table.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Each scope's balance, and the lots it is made of with their expiry dates. */
export function BalancesSection({ balances, lots, now }: { balances: readonly Balance[]; lots: readonly Lot[]; now: number }) {
  const byExpiry = [...lots].sort((a, b) => a.expiresAt - b.expiresAt || a.id.localeCompare(b.id));
  return (
    <section aria-labelledby="balances-heading">
      <h2 id="balances-heading">Balances</h2>
      <DataTable caption="Live lots only; reserved is held for calls in flight." columns={['Scope', 'Available', 'Granted', 'Spent', 'Reserved']}>
        {balances.map((balance) => (
          <tr>
            <th scope="row">{balance.scope === 'ai' ? 'AI credit' : 'Storage credit'}</th>
            <td>{formatUsd(balance.availableMicroUSD)}</td>
            <td>{formatUsd(balance.grantedMicroUSD)}</td>
            <td>{formatUsd(balance.spentMicroUSD)}</td>
            <td>{formatUsd(balance.reservedMicroUSD)}</td>
          </tr>
        ))}
      </DataTable>
      <h3>Lots</h3>
      {byExpiry.length === 0 ? (
        <p>No credit yet: every lot comes from a paid invoice.</p>
      ) : (
        <DataTable caption="Spending draws from the lot that expires first." columns={['From', 'Scope', 'Granted', 'Left', 'Granted on', 'Expires']}>
          {byExpiry.map((lot) => (
            <tr>
              <th scope="row">
                <code>{lot.source}</code>
              </th>
              <td>{lot.scope}</td>
              <td>{formatUsd(lot.grantedMicroUSD)}</td>
              <td>{formatUsd(Math.max(0, lot.grantedMicroUSD - lot.spentMicroUSD))}</td>
              <td>{day(lot.grantedAt)}</td>
              <td>{isLotLive(lot, now) ? day(lot.expiresAt) : `expired ${day(lot.expiresAt)}`}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The latest receipts: what each call used and what it cost. */
export function ReceiptsSection({ receipts }: { receipts: readonly Receipt[] }) {
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">Recent receipts</h2>
      {receipts.length === 0 ? (
        <p>No calls yet.</p>
      ) : (
        <DataTable
          caption={`The latest ${receipts.length}, newest first. Tokens: input (cached) / output.`}
          columns={['When', 'Model', 'Outcome', 'Tokens', 'Charge']}
        >
          {receipts.map((receipt) => (
            <tr>
              <th scope="row">{when(receipt.createdAt)}</th>
              <td>{receipt.model}</td>
              <td>{outcomeOf(receipt)}</td>
              <td>{tokensOf(receipt)}</td>
              <td>{receipt.billing === 'free' ? 'free' : formatUsd(receipt.chargedMicroUSD)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The receipt's kind, and for a guardrail's receipt what decided: its categories (or rules) and stage, never text. */
function outcomeOf({ kind, guardrail }: Receipt): string {
  if (!guardrail) return kind;
  const what = guardrail.categories.length > 0 ? guardrail.categories : guardrail.ruleIds;
  return `${kind}: ${what.join(', ')} (${guardrail.stage === 'classifier' ? 'guard model' : 'rules'}, ${guardrail.guardrailVersion})`;
}

function tokensOf({ usage }: Receipt): string {
  if (!usage) return '-';
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
  return `${usage.prompt_tokens.toLocaleString('en-US')} (${cached.toLocaleString('en-US')}) / ${usage.completion_tokens.toLocaleString('en-US')}`;
}
