import { readFileSync } from 'node:fs';
import http from 'node:http';
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
 * Opens `streams` streamed completions at once (node:http, no socket limit on the client side),
 * times each one's first byte, samples the gateway's memory once every stream is open, and waits
 * for every stream's [DONE].
 */
export async function measureSlowOrigin(gateway: { url: string; token: string; pid: number | undefined }, streams: number, originMs: number): Promise<SlowOriginResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const rssAtRest = rssMiB(gateway.pid);
  let firstBytes = 0;
  let rssOpen: number | null = null;
  const ttfb: number[] = [];
  let failed = 0;
  const started = performance.now();
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({ model: 'shared-1', stream: true, max_tokens: 16, messages: [{ role: 'user', content: `slow origin ${i} ${started}` }] });
      const sent = performance.now();
      const request = http.request(`${gateway.url}/v1/chat/completions`, {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${gateway.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
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
            if (++firstBytes === streams) rssOpen = rssMiB(gateway.pid);
          }
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200 || !text.trimEnd().endsWith('data: [DONE]')) failed += 1;
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
    failed,
  };
}
