import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CALCULATORS, recover, type RecoverInput } from '@secgate/calculators';
import { median, round } from './stats.js';

const backups = { lastSuccessAt: '2025-06-30T08:00:00Z', lastRestoreTestAt: '2025-06-01T00:00:00Z', offsite: true, immutable: true };
const CRITICALITIES = ['critical', 'high', 'medium', 'low'] as const;

/**
 * 100,000 assets in 100 layers, each depending on up to three assets below it: about 300,000
 * edges. With `ownBackups`, every asset has backup and restore-test times of its own (and varied
 * flags), the worst case for recover's sharing of equal check records.
 */
export function largeEstate(n = 100_000, ownBackups = false): RecoverInput {
  let state = 42;
  const random = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
  const id = (i: number) => `asset-${String(i).padStart(6, '0')}`;
  const assets: RecoverInput['assets'] = [];
  for (let i = 0; i < n; i++) {
    const layer = Math.floor(i / 1_000);
    const dependsOn = new Set<string>();
    if (layer > 0) {
      dependsOn.add(id(i - 1_000));
      for (let k = 0; k < 2; k++) dependsOn.add(id(Math.floor(random() * layer * 1_000)));
    }
    const own = {
      lastSuccessAt: new Date(Date.UTC(2025, 5, 29) + i * 997).toISOString(),
      lastRestoreTestAt: new Date(Date.UTC(2025, 3, 1) + i * 60_013).toISOString(),
      offsite: i % 3 !== 0,
      immutable: i % 5 !== 0,
    };
    assets.push({
      id: id(i),
      criticality: CRITICALITIES[i % 4]!,
      rtoHours: 1 + (i % 7),
      rpoHours: 24,
      dependsOn: [...dependsOn],
      backups: ownBackups ? own : backups,
    });
  }
  return { asOf: '2025-06-30T09:00:00Z', assets: assets.reverse() };
}

export interface CalculatorResult {
  assets: number;
  dependencies: number;
  recoverLibraryMs: number;
  /** The same estate with backup times of every asset's own. */
  recoverOwnBackupsMs: number;
  recoverHttpMs: number;
  /**
   * The library in a fresh process with V8's default young generation, and with a larger one
   * (--max-semi-space-size=64): an estate of 100,000 assets lives through several scavenges.
   */
  recoverProcessMs: { defaultYoungGeneration: number; semiSpace64MiB: number };
  respondPerSecond: number;
  governPerSecond: number;
  respondHttpRps: number;
  governHttpRps: number;
}

/** Wall time of `work`, after a full collection when exposed (run.mjs passes --expose-gc): what one run costs, not the last one's garbage. */
export function timeIt(work: () => unknown): number {
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Evaluations per second of a calculator on its worked example, over about one second. */
function perSecond(run: () => unknown): number {
  for (let i = 0; i < 200; i++) run();
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < 1_000) {
    run();
    done += 1;
  }
  return round((done * 1_000) / (performance.now() - started), 0);
}

export async function measureCalculators(gatewayURL: string, rounds: number): Promise<CalculatorResult> {
  const estate = largeEstate();
  const dependencies = estate.assets.reduce((sum, asset) => sum + (asset.dependsOn?.length ?? 0), 0);
  recover(estate); // warm-up
  const library = Array.from({ length: rounds }, () =>
    timeIt(() => {
      const result = recover(estate);
      if (!result.ok) throw new Error(result.error.message);
    }),
  );
  const ownBackups = largeEstate(100_000, true);
  recover(ownBackups);
  const varied = Array.from({ length: rounds }, () =>
    timeIt(() => {
      const result = recover(ownBackups);
      if (!result.ok) throw new Error(result.error.message);
    }),
  );
  const body = JSON.stringify(estate);
  const http: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await fetch(`${gatewayURL}/v1/security/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`recover over HTTP: ${response.status}`);
    http.push(performance.now() - started);
  }
  const respondInput = CALCULATORS.respond.example;
  const governInput = CALCULATORS.govern.example;
  const httpRps = async (name: 'respond' | 'govern', input: unknown) => {
    const result = await autocannon({
      url: `${gatewayURL}/v1/security/${name}`,
      method: 'POST',
      connections: 16,
      duration: 3,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (result.non2xx > 0) throw new Error(`${name} over HTTP: ${result.non2xx} non-2xx answers`);
    return round(result.requests.average, 0);
  };
  return {
    assets: estate.assets.length,
    dependencies,
    recoverLibraryMs: round(median(library), 1),
    recoverOwnBackupsMs: round(median(varied), 1),
    recoverHttpMs: round(median(http), 1),
    recoverProcessMs: recoverYoungGenerations(rounds),
    respondPerSecond: perSecond(() => CALCULATORS.respond.run(respondInput)),
    governPerSecond: perSecond(() => CALCULATORS.govern.run(governInput)),
    respondHttpRps: await httpRps('respond', respondInput),
    governHttpRps: await httpRps('govern', governInput),
  };
}

/** The two young-generation sizes alternating over three pairs of processes, medians of their medians. */
function recoverYoungGenerations(rounds: number): CalculatorResult['recoverProcessMs'] {
  const byDefault: number[] = [];
  const larger: number[] = [];
  for (let pair = 0; pair < 3; pair++) {
    byDefault.push(recoverInProcess([], rounds));
    larger.push(recoverInProcess(['--max-semi-space-size=64'], rounds));
  }
  return { defaultYoungGeneration: median(byDefault), semiSpace64MiB: median(larger) };
}

/** Median ms of `recover` on the large estate in a child process run with `nodeFlags` (bench/recover-process.ts). */
function recoverInProcess(nodeFlags: string[], rounds: number): number {
  const script = fileURLToPath(new URL('./recover.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [...nodeFlags, '--expose-gc', script, String(rounds)], { encoding: 'utf8' });
  const found = /^recover (\S+)$/m.exec(run.stdout);
  if (run.status !== 0 || !found?.[1]) throw new Error(`recover process failed: ${run.stderr}`);
  return Number(found[1]);
}
