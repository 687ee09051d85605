import type { StorageStatus } from '@secgate/store';
import { formatBytes } from './format-bytes.js';
import { formatUsd } from './format-usd.js';
import { When } from './when.js';

/** Bytes shown in a person's units, the exact count in the markup and on hover. */
function Bytes({ bytes }: { bytes: number }) {
  return (
    <data value={String(bytes)} title={`${bytes.toLocaleString('en-US')} bytes`}>
      {formatBytes(bytes)}
    </data>
  );
}

/**
 * What the principal stores and how its storage and egress were last charged
 * (docs/billing.md#storage-and-egress): the latest hourly sample, what is included today, whether
 * the request history is kept, and the latest metered day.
 */
export function StorageSection({ storage, includedBytes, now }: { storage: StorageStatus; includedBytes: number; now: number }) {
  const day = storage.lastDay;
  return (
    <section aria-labelledby="storage-heading">
      <h2 id="storage-heading">Storage and egress</h2>
      <p>
        {storage.sample === null ? (
          'Not measured yet: what you store is sampled every hour.'
        ) : (
          <>
            You store <Bytes bytes={storage.sample.bytes} /> (measured <When at={storage.sample.hourStart} now={now} />
            ), with <Bytes bytes={includedBytes} /> included.
          </>
        )}{' '}
        Storage above it costs $0.2 per GiB-month and answers sent $0.09 per GiB, charged daily from the storage credit.
      </p>
      {storage.keepingHistory ? null : (
        <p class="notice" role="status">
          Your storage credit could not pay your latest day, so your request history is kept for 24 hours only. Add storage credit to keep it again.
        </p>
      )}
      {day === null ? (
        <p>No day charged yet.</p>
      ) : (
        <p id="storage-last-day">
          {day.day}: stored <Bytes bytes={day.storedBytes} /> (<Bytes bytes={day.includedBytes} /> included), sent <Bytes bytes={day.egressBytes} />; charged{' '}
          {formatUsd(day.chargedMicroUSD)}
          {day.chargedMicroUSD < day.pricedMicroUSD ? ` of ${formatUsd(day.pricedMicroUSD)} (the rest waived)` : ''}.
        </p>
      )}
    </section>
  );
}
