import autocannon from 'autocannon';
import { median, percentile, round } from './stats.js';

/** One target of the comparison: the upstream directly, or secgate in front of it. */
export interface Target {
  name: string;
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  token?: string;
}

let counter = 0;
/** A distinct small completion each time: identical bodies would re-attach instead of running. */
function completionBody(): string {
  counter += 1;
  return JSON.stringify({ model: 'shared-1', max_tokens: 16, messages: [{ role: 'user', content: `Review line ${counter}: strcpy(buf, input);` }] });
}

function headersOf(target: Target): Record<string, string> {
  return { 'content-type': 'application/json', ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) };
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
}

/** Requests per second at saturation with autocannon (`connections` in flight), with p50 and p99 latency. */
export async function saturation(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${target.baseURL}/chat/completions`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: headersOf(target),
    requests: [{ setupRequest: (request) => ({ ...request, body: completionBody() }) }],
  });
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export interface OverheadResult {
  direct: { p50: number; p99: number; rps: number; loadP99: number };
  through: { p50: number; p99: number; rps: number; loadP99: number; errors: number };
  addedP50: number;
  addedP99: number;
  rpsRatio: number;
}

/**
 * Direct versus through secgate, alternating round by round so both see the same machine; each
 * figure is the median over rounds.
 */
export async function measureOverhead(direct: Target, through: Target, options: { rounds: number; sequential: number; seconds: number; connections: number }): Promise<OverheadResult> {
  // Warm both paths (JIT, connections, the store's first pages).
  await sequentialLatencies(direct, 50);
  await sequentialLatencies(through, 50);
  const seq = { direct: { p50: [] as number[], p99: [] as number[] }, through: { p50: [] as number[], p99: [] as number[] } };
  const load = { direct: [] as LoadResult[], through: [] as LoadResult[] };
  for (let round = 0; round < options.rounds; round++) {
    for (const [key, target] of [['direct', direct], ['through', through]] as const) {
      const latencies = await sequentialLatencies(target, options.sequential);
      seq[key].p50.push(percentile(latencies, 50));
      seq[key].p99.push(percentile(latencies, 99));
    }
    for (const [key, target] of [['direct', direct], ['through', through]] as const) {
      load[key].push(await saturation(target, options.seconds, options.connections));
    }
  }
  const summary = (key: 'direct' | 'through') => ({
    p50: round(median(seq[key].p50), 3),
    p99: round(median(seq[key].p99), 3),
    rps: median(load[key].map((r) => r.rps)),
    loadP99: median(load[key].map((r) => r.p99)),
  });
  const d = summary('direct');
  const t = { ...summary('through'), errors: load.through.reduce((sum, r) => sum + r.errors, 0) };
  return { direct: d, through: t, addedP50: round(t.p50 - d.p50, 3), addedP99: round(t.p99 - d.p99, 3), rpsRatio: round(t.rps / d.rps, 3) };
}
