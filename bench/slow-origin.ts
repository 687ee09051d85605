import { readFileSync } from 'node:fs';
import http from 'node:http';
import { headersOf, type Target } from './gateway.js';
import { processCpuMs } from './process-cpu.js';
import { percentile, round } from './stats.js';

/** Thousands of streamed completions at once against an origin that answers each after `originMs`. */
export interface SlowOriginResult {
  streams: number;
  originMs: number;
  /** From the first request sent to the last stream ended. */
  wallMs: number;
  /** wallMs / originMs: 1 would be no overhead at all; the goal is at most 1.5. */
  ratio: number;
  ttfbP50: number;
  ttfbP99: number;
  /** The gateway's resident memory before the batch, in MiB. */
  rssAtRestMiB: number | null;
  /** What every 1,000 open streams add to it, in MiB (measured once all streams are open). */
  rssPer1000StreamsMiB: number | null;
  /** The target's CPU time (all threads) per call over the batch, in ms. */
  cpuMsPerCall: number | null;
  failed: number;
}

/** The resident set of a process, from /proc (Linux); null elsewhere. */
export function rssMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/**
 * Opens `streams` completions at once (node:http, no socket limit on the client side), times each
 * one's first byte, samples the gateway's memory once every call is open, and waits for every
 * answer: a streamed one must end with [DONE], a plain one must be a 200 with a choice.
 */
export async function measureSlowOrigin(target: Target, streams: number, originMs: number, stream = true): Promise<SlowOriginResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const rssAtRest = rssMiB(target.pid);
  const cpuBefore = processCpuMs(target.pid);
  let firstBytes = 0;
  let rssOpen: number | null = null;
  const ttfb: number[] = [];
  let failed = 0;
  const started = performance.now();
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({ model: 'shared-1', stream, max_tokens: 16, messages: [{ role: 'user', content: `slow origin ${i} ${started}` }] });
      const sent = performance.now();
      const request = http.request(`${target.baseURL}/chat/completions`, {
        method: 'POST',
        agent,
        headers: { ...headersOf(target), 'content-length': String(Buffer.byteLength(body)) },
      });
      request.on('response', (response) => {
        let text = '';
        let first = true;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (first) {
            first = false;
            ttfb.push(performance.now() - sent);
            // Every stream open and waiting: what the open streams hold.
            if (++firstBytes === streams) rssOpen = rssMiB(target.pid);
          }
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200 || !answered(text, stream)) failed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });
  await Promise.all(Array.from({ length: streams }, (_, i) => one(i)));
  const wallMs = performance.now() - started;
  const cpuAfter = processCpuMs(target.pid);
  agent.destroy();
  return {
    streams,
    originMs,
    wallMs: round(wallMs),
    ratio: round(wallMs / originMs),
    ttfbP50: round(percentile(ttfb, 50)),
    ttfbP99: round(percentile(ttfb, 99)),
    rssAtRestMiB: rssAtRest === null ? null : round(rssAtRest),
    rssPer1000StreamsMiB: rssAtRest === null || rssOpen === null ? null : round(((rssOpen - rssAtRest) / streams) * 1_000),
    cpuMsPerCall: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / streams),
    failed,
  };
}

function answered(text: string, stream: boolean): boolean {
  if (stream) return text.trimEnd().endsWith('data: [DONE]');
  try {
    return Array.isArray((JSON.parse(text) as { choices?: unknown }).choices);
  } catch {
    return false;
  }
}
