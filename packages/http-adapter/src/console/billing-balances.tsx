import { isLotLive, type Balance, type Lot } from '@secgate/core';
import type { Receipt } from '@secgate/store';
import { formatBytes } from './format-bytes.js';
import { formatUsd } from './format-usd.js';
import { DataTable } from './data-table.js';
import { When } from './when.js';

/** Each scope's balance, and the lots it is made of with their expiry dates. */
export function BalancesSection({ balances, lots, now }: { balances: readonly Balance[]; lots: readonly Lot[]; now: number }) {
  const byExpiry = [...lots].sort((a, b) => a.expiresAt - b.expiresAt || a.id.localeCompare(b.id));
  return (
    <section aria-labelledby="balances-heading">
      <h2 id="balances-heading">Balances</h2>
      <DataTable
        caption="Live lots only; reserved is held for calls in flight."
        columns={['Scope', 'Available', 'Granted', 'Spent', 'Reserved']}
        numeric={['Available', 'Granted', 'Spent', 'Reserved']}
      >
        {balances.map((balance) => (
          <tr>
            <th scope="row">{balance.scope === 'ai' ? 'AI credit' : 'Storage credit'}</th>
            <td class="num">{formatUsd(balance.availableMicroUSD)}</td>
            <td class="num">{formatUsd(balance.grantedMicroUSD)}</td>
            <td class="num">{formatUsd(balance.spentMicroUSD)}</td>
            <td class="num">{formatUsd(balance.reservedMicroUSD)}</td>
          </tr>
        ))}
      </DataTable>
      <h3>Lots</h3>
      {byExpiry.length === 0 ? (
        <p>No credit yet: every lot comes from a paid invoice.</p>
      ) : (
        <DataTable
          caption="Spending draws from the lot that expires first."
          columns={['From', 'Scope', 'Granted', 'Left', 'Granted on', 'Expires']}
          numeric={['Granted', 'Left']}
        >
          {byExpiry.map((lot) => (
            <tr>
              <th scope="row">
                <code>{lot.source}</code>
              </th>
              <td>{lot.scope}</td>
              <td class="num">{formatUsd(lot.grantedMicroUSD)}</td>
              <td class="num">{formatUsd(Math.max(0, lot.grantedMicroUSD - lot.spentMicroUSD))}</td>
              <td>
                <When at={lot.grantedAt} now={now} />
              </td>
              <td>
                {isLotLive(lot, now) ? null : 'expired '}
                <When at={lot.expiresAt} now={now} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The latest receipts: what each call used and what it cost. */
export function ReceiptsSection({ receipts, now }: { receipts: readonly Receipt[]; now: number }) {
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">Recent receipts</h2>
      {receipts.length === 0 ? (
        <p>No calls yet.</p>
      ) : (
        <DataTable
          caption={`The latest ${receipts.length}, newest first. Tokens: input (cached) / output.`}
          columns={['When', 'Model', 'Outcome', 'Tokens', 'Charge']}
          numeric={['Tokens', 'Charge']}
        >
          {receipts.map((receipt) => (
            <tr>
              <th scope="row">
                <When at={receipt.createdAt} now={now} />
              </th>
              <td>{receipt.model ?? (receipt.metered ? `${receipt.kind} of ${receipt.metered.day}` : '-')}</td>
              <td>{outcomeOf(receipt)}</td>
              <td class="num">{tokensOf(receipt)}</td>
              <td class="num">{chargeOf(receipt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The receipt's kind, and for a guardrail's receipt what decided: its categories (or rules) and stage, never text. */
function outcomeOf({ kind, guardrail, metered }: Receipt): string {
  if (metered) return `${kind}: ${formatBytes(metered.bytes)}`;
  if (!guardrail) return kind;
  const what = guardrail.categories.length > 0 ? guardrail.categories : guardrail.ruleIds;
  return `${kind}: ${what.join(', ')} (${guardrail.stage === 'classifier' ? 'guard model' : 'rules'}, ${guardrail.guardrailVersion})`;
}

/** What the receipt cost; a metered one the storage credit could not pay in full says what was waived. */
function chargeOf({ billing, chargedMicroUSD, metered }: Receipt): string {
  if (billing === 'free') return 'free';
  if (metered && chargedMicroUSD < metered.pricedMicroUSD) return `${formatUsd(chargedMicroUSD)} of ${formatUsd(metered.pricedMicroUSD)}`;
  return formatUsd(chargedMicroUSD);
}

function tokensOf({ usage }: Receipt): string {
  if (!usage) return '-';
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
  return `${usage.prompt_tokens.toLocaleString('en-US')} (${cached.toLocaleString('en-US')}) / ${usage.completion_tokens.toLocaleString('en-US')}`;
}
