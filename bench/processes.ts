import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signWebhook } from '@secgate/http-adapter';
import { createPrincipals, freshDatabase, testConfig, WEBHOOK_SECRET, withStore } from '../test/support/e2e-service.js';
import { startSecgate, type SecgateProcess } from '../test/support/secgate-process.js';

export interface Upstream {
  baseURL: string;
  stop(): Promise<void>;
}

/** A process of the benchmark's: where it listens, its pid (for its CPU time), how to stop it. */
export interface BenchProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The local OpenAI-compatible upstream in its own process (bench/upstream-process.ts). */
export async function startUpstream(delayMs = 0): Promise<Upstream> {
  const started = await startBundled('upstream.mjs', 'upstream', { BENCH_UPSTREAM_DELAY_MS: String(delayMs) });
  return { baseURL: started.url, stop: started.stop };
}

/**
 * The gateway section's upstream (bench/bare-upstream-process.ts): one fixed pre-serialized
 * answer, as cheap as an upstream can be, so on two cores it leaves the gateways the CPU.
 */
export async function startBareUpstream(): Promise<Upstream & { pid: number | undefined }> {
  const started = await startBundled('bare-upstream.mjs', 'upstream', {});
  return { baseURL: started.url, pid: started.pid, stop: started.stop };
}

/** The no-store forwarder in its own process (bench/forwarder-process.ts): the floor of a hop. */
export function startForwarder(upstreamURL: string): Promise<BenchProcess> {
  return startBundled('forwarder.mjs', 'forwarder', { BENCH_UPSTREAM_URL: upstreamURL });
}

/** Runs one of the bundled scripts (bench/run.mjs) and waits for the line `<word> <url>`. */
async function startBundled(script: string, word: string, env: Record<string, string>): Promise<BenchProcess> {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`./${script}`, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const found = new RegExp(`${word} (\\S+)`).exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`${word} exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

export interface Gateway {
  url: string;
  token: string;
  pid: number | undefined;
  /** How the process ended (or that it runs), and the end of what it wrote to stderr. */
  stderrTail(): string;
  stop(): Promise<void>;
}

/**
 * `secgate serve` on a fresh store (an embedded PGlite directory or a fresh PostgreSQL database)
 * routed to `upstreamURL`, with one principal paying from a $1,000 balance granted through the
 * signed webhook, so every benchmarked request is metered on the paid path.
 */
export async function startGateway(driver: 'pglite' | 'postgres', upstreamURL: string, config: Record<string, unknown> = {}): Promise<Gateway> {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-bench-'));
  const database = driver === 'postgres' ? await freshDatabase() : undefined;
  const db = database?.url ?? `file:${join(dir, 'db')}`;
  const configFile = join(dir, 'secgate.json');
  writeFileSync(configFile, JSON.stringify(testConfig(upstreamURL, { rateLimitPerMinute: 0, bodyLimitBytes: 64 * 1024 * 1024, ...config })));
  const tokens = await withStore(db, (store) => createPrincipals(store, [{ id: 'p_bench', patch: { freeRequestsPerDay: 0 } }]));
  // The default log level (info: one line per request), as operators run it.
  const server: SecgateProcess = await startSecgate({ db, configFile });
  await grant(server.url, 'p_bench');
  return {
    url: server.url,
    token: tokens.p_bench as string,
    pid: server.pid,
    stderrTail: () => `${server.exited() ?? 'still running'}\n${server.stderr().slice(-4_000)}`,
    async stop() {
      await server.stop();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Grants $1,000 of credit to `principalId` through the signed webhook, as a payment would. */
export async function grant(url: string, principalId: string): Promise<void> {
  const raw = JSON.stringify({ id: `evt_bench_${principalId}`, type: 'invoice.paid', data: { principalId, lines: [{ sku: 'deposit-1000', quantity: 1 }] } });
  const signature = signWebhook({ rawBody: raw, secret: WEBHOOK_SECRET, timestampSeconds: Math.floor(Date.now() / 1000) });
  const response = await fetch(`${url}/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body: raw,
  });
  if (!response.ok) throw new Error(`grant failed: ${response.status} ${await response.text()}`);
}

/** SIGTERM, and resolves once the child has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
