import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FindingReport, Reachability } from '@secgate/core';
import { openStore, type FindingFilter, type Store } from '@secgate/store';
import { freshDatabase } from '../test/support/e2e-service.js';
import { percentile, round } from './stats.js';

/** The VM ledger's store under load: ingestion and filtered lists over a large ledger. */
export interface VmLedgerResult {
  findings: number;
  /** New findings written per second, in batches of 1,000 (the API's largest). */
  ingestPerSecond: number;
  /** The same batches posted again (every report already known: nothing changes) per second. */
  repostPerSecond: number;
  /** Median and p99 of one page of 50, per filter, in ms. */
  lists: Record<string, { p50: number; p99: number }>;
}

/** The API's largest batch. */
export const BATCH = 1_000;
const REACH: Reachability[] = ['confirmed', 'likely', 'unknown', 'unreachable'];
const CVES = Array.from({ length: 50 }, (_, i) => `CVE-2025-${String(10_000 + i)}`);
const VECTORS = [
  'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
  'CVSS:3.1/AV:L/AC:H/PR:L/UI:R/S:U/C:H/I:N/A:N',
  'CVSS:3.1/AV:A/AC:L/PR:N/UI:R/S:U/C:L/I:L/A:N',
];

/** Finding number `n`: 2,000 assets x 50 CVEs, from DAST, with a spread of reachability and vectors. */
export function report(n: number): FindingReport {
  return {
    source: 'dast',
    sourceId: `bench-${n}`,
    asset: { id: `host-${n % 2_000}` },
    vulnerability: { cve: CVES[Math.floor(n / 2_000) % CVES.length] as string },
    reachability: REACH[n % REACH.length] as Reachability,
    cvss: VECTORS[n % VECTORS.length],
    observedAt: new Date(Date.UTC(2026, 10, 1) + n * 1_000).toISOString(),
    evidence: `GET /app/${n} -> 200`,
  };
}

/** The lists each run times: one page of 50 under each filter. */
export const LIST_FILTERS: Readonly<Record<string, FindingFilter>> = {
  'all, by score': {},
  'minScore 70': { minScore: 70 },
  'one CVE': { cve: CVES[1] as string },
  'one asset': { assetId: 'host-1234' },
  'status detected, minScore 30': { status: 'detected', minScore: 30 },
};

/** Ingests `total` findings in batches of 1,000, posts them again, then times filtered lists. */
export async function measureVmLedger(driver: 'pglite' | 'postgres', total: number, listRuns: number): Promise<VmLedgerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-bench-vm-'));
  const database = driver === 'postgres' ? await freshDatabase() : undefined;
  const store: Store = await openStore(database?.url ?? `file:${join(dir, 'db')}`);
  try {
    await store.createPrincipal({ id: 'p_vm', now: Date.now() });
    let next = 0;
    const ingest = async () => {
      const started = performance.now();
      for (let from = 0; from < total; from += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, total - from) }, (_, i) => report(from + i));
        await store.recordFindings('p_vm', batch, Date.now(), () => `fnd_bench-${next++}`);
      }
      return (total / (performance.now() - started)) * 1_000;
    };
    const ingestPerSecond = await ingest();
    const repostPerSecond = await ingest();
    const lists: VmLedgerResult['lists'] = {};
    for (const [name, filter] of Object.entries(LIST_FILTERS)) {
      const times: number[] = [];
      for (let run = 0; run < listRuns; run++) {
        const started = performance.now();
        await store.listFindings('p_vm', filter, 50);
        times.push(performance.now() - started);
      }
      lists[name] = { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
    }
    return { findings: total, ingestPerSecond: round(ingestPerSecond), repostPerSecond: round(repostPerSecond), lists };
  } finally {
    await store.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
