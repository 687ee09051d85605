import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../packages/cli/bin/node-flags.js';
import { freshDatabase, testConfig } from '../test/support/e2e-service.js';
import { sequentialLatencies, type Target } from './gateway.js';
import { grant, stopChild } from './processes.js';
import { median, round } from './stats.js';

/** Medians (ms) of one sequential completion's stages, as the gateway saw them, and its whole time as the client saw it. */
export interface StagesResult {
  requests: number;
  directMs: number;
  throughMs: number;
  reserveMs: number;
  upstreamMs: number;
  settleMs: number;
  /** Per request: the whole time minus the three stages, i.e. HTTP in and out, authentication, parsing, admission, redaction, guardrails and the answer. */
  restMs: number;
}

/**
 * Where one sequential paid completion spends its time on one store: secgate wired as `secgate
 * serve` wires it, with its reservation, upstream call and settlement timed where the app calls
 * them (bench/stages-gateway-process.ts), against the same bare upstream directly.
 */
export async function measureStages(driver: 'pglite' | 'postgres', upstreamURL: string, rounds: number, perRound: number): Promise<StagesResult> {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-stages-'));
  const database = driver === 'postgres' ? await freshDatabase() : undefined;
  const configFile = join(dir, 'secgate.json');
  writeFileSync(configFile, JSON.stringify(testConfig(upstreamURL, { rateLimitPerMinute: 0 })));
  // Started as `secgate serve` starts (packages/cli/bin/node-flags.js).
  const child = spawn(process.execPath, [...NODE_FLAGS, fileURLToPath(new URL('./stages-gateway.mjs', import.meta.url))], {
    env: { ...process.env, BENCH_DB: database?.url ?? `file:${join(dir, 'db')}`, BENCH_CONFIG_FILE: configFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [url, token] = await new Promise<[string, string]>((resolve, reject) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        out += text;
        const found = /stages (\S+) (\S+)/.exec(out);
        if (found?.[1] && found[2]) resolve([found[1], found[2]]);
      });
      child.once('exit', (code) => reject(new Error(`stages gateway exited with ${code}`)));
    });
    await grant(url, 'p_bench');
    const through: Target = { name: 'secgate', baseURL: `${url}/v1`, token };
    const direct: Target = { name: 'direct', baseURL: upstreamURL };
    await sequentialLatencies(through, 300);
    await takeStages(url);
    const totals: number[] = [];
    const directs: number[] = [];
    const stages = { reserve: [] as number[], upstream: [] as number[], settle: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      directs.push(...(await sequentialLatencies(direct, perRound)));
      totals.push(...(await sequentialLatencies(through, perRound)));
      const taken = await takeStages(url);
      stages.reserve.push(...taken.reserve);
      stages.upstream.push(...taken.upstream);
      stages.settle.push(...taken.settle);
    }
    if (stages.reserve.length !== totals.length || stages.settle.length !== totals.length)
      throw new Error('stages: one reservation and one settlement per request expected');
    const rest = totals.map((total, i) => total - (stages.reserve[i] ?? 0) - (stages.upstream[i] ?? 0) - (stages.settle[i] ?? 0));
    return {
      requests: totals.length,
      directMs: round(median(directs), 3),
      throughMs: round(median(totals), 3),
      reserveMs: round(median(stages.reserve), 3),
      upstreamMs: round(median(stages.upstream), 3),
      settleMs: round(median(stages.settle), 3),
      restMs: round(median(rest), 3),
    };
  } finally {
    await stopChild(child);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function takeStages(url: string): Promise<{ reserve: number[]; upstream: number[]; settle: number[] }> {
  const response = await fetch(`${url}/__bench/stages`);
  return (await response.json()) as { reserve: number[]; upstream: number[]; settle: number[] };
}
