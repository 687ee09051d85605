import type { FindingFilter } from '@secgate/store';
import { startBareUpstream, startGateway } from './processes.js';
import { percentile, round } from './stats.js';
import { BATCH, LIST_FILTERS, report, type VmLedgerResult } from './vm-ledger.js';

/** Clients posting batches at once, as several scanners report to one gateway. */
const CLIENTS = 4;

/**
 * The same ledger work as measureVmLedger, through `secgate serve` over HTTP: batches of 1,000
 * posted by four clients at once (JSON parsing, validation, redaction of every evidence text and
 * the answer included), then each filtered list asked for as a client would.
 */
export async function measureVmLedgerHttp(driver: 'pglite' | 'postgres', total: number, listRuns: number): Promise<VmLedgerResult> {
  const upstream = await startBareUpstream();
  const gateway = await startGateway(driver, upstream.baseURL);
  const headers = { authorization: `Bearer ${gateway.token}`, 'content-type': 'application/json' };
  const bodies = Array.from({ length: Math.ceil(total / BATCH) }, (_, b) =>
    JSON.stringify({ findings: Array.from({ length: Math.min(BATCH, total - b * BATCH) }, (_, i) => report(b * BATCH + i)) }),
  );
  try {
    const ingest = async () => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let b = next++; b < bodies.length; b = next++) {
            const response = await fetch(`${gateway.url}/v1/security/findings`, { method: 'POST', headers, body: bodies[b] as string });
            if (response.status !== 200) throw new Error(`POST /v1/security/findings: ${response.status} ${await response.text()}`);
            await response.arrayBuffer();
          }
        }),
      );
      return (total / (performance.now() - started)) * 1_000;
    };
    const ingestPerSecond = await ingest();
    const repostPerSecond = await ingest();
    const lists: VmLedgerResult['lists'] = {};
    for (const [name, filter] of Object.entries(LIST_FILTERS)) {
      const url = `${gateway.url}/v1/security/findings?${queryOf(filter)}limit=50`;
      const times: number[] = [];
      for (let run = 0; run < listRuns; run++) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        const page = (await response.json()) as { data: unknown[] };
        times.push(performance.now() - started);
        if (response.status !== 200 || page.data.length === 0) throw new Error(`GET ${url}: ${response.status}`);
      }
      lists[name] = { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
    }
    return { findings: total, ingestPerSecond: round(ingestPerSecond), repostPerSecond: round(repostPerSecond), lists };
  } finally {
    await gateway.stop();
    await upstream.stop();
  }
}

function queryOf(filter: FindingFilter): string {
  const pairs: [string, string | number | undefined][] = [
    ['status', filter.status],
    ['asset', filter.assetId],
    ['cve', filter.cve],
    ['minScore', filter.minScore],
  ];
  return pairs
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}&`)
    .join('');
}
