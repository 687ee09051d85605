import type { RechargeRequest, RechargeState } from '@secgate/store';
import type { CatalogOnSale } from '../billing/catalog-on-sale.js';
import { formatUsd } from './format-usd.js';
import { DataTable } from './data-table.js';
import { When } from './when.js';

export interface RechargeSectionProps {
  onSale: CatalogOnSale;
  /** Null when the service offers no automatic recharge (no endpoint configured). */
  intervalMs: number | null;
  state: RechargeState;
  requests: readonly RechargeRequest[];
  /** The instant the page is drawn: dates read relative to it. */
  now: number;
}

function every(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 1_440 === 0) return minutes === 1_440 ? 'day' : `${minutes / 1_440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
  return minutes === 1 ? 'minute' : `${minutes} minutes`;
}

/** Automatic recharge: off by default; the form to turn it on, and the requests it made. */
export function RechargeSection({ onSale, intervalMs, state, requests, now }: RechargeSectionProps) {
  const processor = onSale.processor ?? 'the payment processor';
  const offered = intervalMs !== null && onSale.rechargeable.length > 0;
  const nameOf = (id: string) => onSale.rechargeable.find(({ sku }) => sku.id === id)?.sku.name ?? id;
  return (
    <section aria-labelledby="recharge-heading" id="recharge">
      <h2 id="recharge-heading">Automatic recharge</h2>
      {!offered ? (
        <p>Automatic recharge is not available here: the operator has not configured a recharge endpoint and a top-up on sale.</p>
      ) : (
        <>
          <p role="status">
            {state.enabled
              ? `On: when a charge leaves your available AI credit below ${formatUsd(state.thresholdMicroUSD)}, secgate asks ${processor} to sell you ${nameOf(state.sku)}, at most once every ${every(intervalMs)}.`
              : 'Off. Nothing is bought unless you turn it on.'}
          </p>
          <p>A recharge request only asks {processor}; the credit arrives, as for any purchase, once the payment is confirmed.</p>
          <form method="post" action="/console/billing/recharge">
            <p>
              <input id="recharge-enabled" name="enabled" type="checkbox" value="on" checked={state.enabled} />{' '}
              <label for="recharge-enabled">Recharge automatically</label>
            </p>
            <p>
              <label for="recharge-threshold">When available AI credit falls below (whole dollars, 1 to 1,000)</label>{' '}
              <input
                id="recharge-threshold"
                name="thresholdUSD"
                type="number"
                min={1}
                max={1000}
                step={1}
                inputmode="numeric"
                value={state.thresholdMicroUSD > 0 ? String(state.thresholdMicroUSD / 1_000_000) : ''}
              />
            </p>
            <p>
              <label for="recharge-sku">Buy</label>{' '}
              <select id="recharge-sku" name="sku">
                {onSale.rechargeable.map(({ sku }) => (
                  <option value={sku.id} selected={sku.id === state.sku}>
                    {`${sku.name} (${formatUsd(sku.priceMicroUSD)})`}
                  </option>
                ))}
              </select>
            </p>
            <button type="submit">Save automatic recharge</button>
          </form>
        </>
      )}
      {requests.length === 0 ? null : (
        <DataTable caption="Recharge requests sent, newest first." columns={['When', 'Product', 'Available then', 'Request']} numeric={['Available then']}>
          {requests.map((request) => (
            <tr>
              <th scope="row">
                <When at={request.requestedAt} now={now} />
              </th>
              <td>{nameOf(request.sku)}</td>
              <td class="num">{formatUsd(request.availableMicroUSD)}</td>
              <td>
                {request.status === 'pending'
                  ? 'sending'
                  : request.httpStatus === null
                    ? `${request.status} (no answer)`
                    : `${request.status} (HTTP ${request.httpStatus})`}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
