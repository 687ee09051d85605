import autocannon from 'autocannon';
import { BENCH_MODEL } from './fixed-completion.js';
import { processCpuMs } from './process-cpu.js';
import { median, percentile, round } from './stats.js';

/** One target of the comparison: the upstream directly, a bare forwarder, Portkey, or secgate in front of it. */
export interface Target {
  name: string;
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  token?: string;
  /** Further request headers (Portkey's routing headers). */
  headers?: Record<string, string>;
  /** The process serving it, for its CPU time per request; absent for the upstream itself. */
  pid?: number;
}

let counter = 0;
/** A distinct small completion each time: identical bodies would re-attach instead of running. */
export function completionBody(): string {
  counter += 1;
  return JSON.stringify({ model: BENCH_MODEL, max_tokens: 16, messages: [{ role: 'user', content: `Review line ${counter}: strcpy(buf, input);` }] });
}

export function headersOf(target: Target): Record<string, string> {
  return { 'content-type': 'application/json', ...target.headers, ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) };
}

/** Sequential latencies (ms) of `count` completions, one at a time over a kept-alive connection. */
export async function sequentialLatencies(target: Target, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${target.baseURL}/chat/completions`, { method: 'POST', headers: headersOf(target), body: completionBody() });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${target.name}: status ${response.status}`);
  }
  return latencies;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the serving process per answered request (us), or null when unknown. */
  cpuUsPerRequest: number | null;
}

/** Requests per second at saturation with autocannon (`connections` in flight), with latency and CPU per request. */
export async function saturation(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const cpuBefore = processCpuMs(target.pid);
  const result = await autocannon({
    url: `${target.baseURL}/chat/completions`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: headersOf(target),
    requests: [{ setupRequest: (request) => ({ ...request, body: completionBody() }) }],
  });
  const cpuAfter = processCpuMs(target.pid);
  const answered = result.requests.total;
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null || answered === 0 ? null : round(((cpuAfter - cpuBefore) * 1000) / answered, 0),
  };
}

export interface TargetSummary {
  /** Sequential latency (ms), median over rounds of each round's percentile. */
  p50: number;
  p99: number;
  /** Saturation, median over rounds. */
  rps: number;
  loadP99: number;
  cpuUsPerRequest: number | null;
  errors: number;
}

export interface OverheadOptions {
  rounds: number;
  sequential: number;
  seconds: number;
  connections: number;
  /** Seconds of load on each target before measuring: the JIT and PGlite's WebAssembly tier up. */
  warmupSeconds: number;
}

/**
 * Every target measured alternately round by round, so all see the same machine; each figure is
 * the median over rounds. The first target is the baseline the others add to.
 */
export async function measureTargets(targets: readonly Target[], options: OverheadOptions): Promise<Record<string, TargetSummary>> {
  for (const target of targets) {
    await sequentialLatencies(target, 50);
    if (options.warmupSeconds > 0) await saturation(target, options.warmupSeconds, options.connections);
  }
  const seq = new Map(targets.map((target) => [target.name, { p50: [] as number[], p99: [] as number[] }]));
  const load = new Map(targets.map((target) => [target.name, [] as LoadResult[]]));
  for (let round = 0; round < options.rounds; round++) {
    for (const target of targets) {
      const latencies = await sequentialLatencies(target, options.sequential);
      seq.get(target.name)?.p50.push(percentile(latencies, 50));
      seq.get(target.name)?.p99.push(percentile(latencies, 99));
    }
    for (const target of targets) load.get(target.name)?.push(await saturation(target, options.seconds, options.connections));
  }
  const summaries: Record<string, TargetSummary> = {};
  for (const target of targets) {
    const s = seq.get(target.name) as { p50: number[]; p99: number[] };
    const l = load.get(target.name) as LoadResult[];
    const cpu = l.map((r) => r.cpuUsPerRequest).filter((value): value is number => value !== null);
    summaries[target.name] = {
      p50: round(median(s.p50), 3),
      p99: round(median(s.p99), 3),
      rps: median(l.map((r) => r.rps)),
      loadP99: median(l.map((r) => r.p99)),
      cpuUsPerRequest: cpu.length > 0 ? median(cpu) : null,
      errors: l.reduce((sum, r) => sum + r.errors, 0),
    };
  }
  return summaries;
}
