import { randomUUID } from 'node:crypto';
import { rssMiB } from './slow-origin.js';
import { round } from './stats.js';

/** Minutes of mixed load against one gateway, with its resident memory sampled throughout. */
export interface SoakResult {
  minutes: number;
  requests: number;
  /** Answers that were not the expected 2xx (each is a failure of the run). */
  errors: number;
  /** RSS samples after the first minute, in MiB. */
  rssAfterFirstMinuteMiB: number;
  rssAtEndMiB: number;
  rssMaxAfterFirstMinuteMiB: number;
  /** Least-squares slope of RSS over the samples after the first minute: 0 is stable. */
  rssSlopeMiBPerMinute: number;
}

interface SoakTarget {
  url: string;
  token: string;
  pid: number | undefined;
}

type Call = (target: SoakTarget) => Promise<boolean>;

const chat =
  (stream: boolean): Call =>
  async (target) => {
    const body = JSON.stringify({ model: 'shared-1', stream, max_tokens: 16, messages: [{ role: 'user', content: `soak ${randomUUID()}` }] });
    const response = await fetch(`${target.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    return response.status === 200 && (!stream || text.trimEnd().endsWith('data: [DONE]'));
  };

/** A job, then its record read back once (it may still be running). */
const job: Call = async (target) => {
  const jobId = randomUUID();
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json', 'idempotency-key': jobId };
  const created = await fetch(`${target.url}/v1/research/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'shared-1', max_tokens: 16, messages: [{ role: 'user', content: `soak job ${jobId}` }] }),
  });
  await created.text();
  const read = await fetch(`${target.url}/v1/research/job?jobId=${jobId}`, { headers: { authorization: `Bearer ${target.token}` } });
  await read.text();
  return created.status === 202 && (read.status === 200 || read.status === 202);
};

const get =
  (path: string, auth: boolean): Call =>
  async (target) => {
    const response = await fetch(`${target.url}${path}`, { headers: auth ? { authorization: `Bearer ${target.token}` } : {} });
    await response.text();
    return response.status === 200;
  };

const SEARCHES = ['spearphishing attachment', 'credential dumping', 'sql injection', 'buffer overflow', 'lateral movement', 'ransomware'];

/** The mix, by weight: mostly inference, as a gateway's traffic is, and the other surfaces beside it. */
const MIX: [number, Call][] = [
  [40, chat(true)],
  [20, chat(false)],
  [10, job],
  [10, (target) => get(`/v1/knowledge/search?q=${encodeURIComponent(SEARCHES[Math.floor(Math.random() * SEARCHES.length)] as string)}`, false)(target)],
  [8, get('/v1/security/recover', false)],
  [6, get('/v1/models', true)],
  [6, get('/v1/billing/status', true)],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function pick(): Call {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const [weight, call] of MIX) {
    draw -= weight;
    if (draw < 0) return call;
  }
  return MIX[0]?.[1] as Call;
}

/**
 * `workers` clients each send one call of the mix after another for `minutes`; the gateway's RSS
 * is sampled every `sampleMs`. Memory that keeps growing after the first minute is a leak; a
 * plateau is the heap and PGlite's buffers settling at their working size.
 */
export async function soak(target: SoakTarget, minutes: number, workers: number, sampleMs = 5_000): Promise<SoakResult> {
  const started = performance.now();
  const endAt = started + minutes * 60_000;
  const samples: { minute: number; rss: number }[] = [];
  let requests = 0;
  let errors = 0;
  const sampler = setInterval(() => {
    const rss = rssMiB(target.pid);
    if (rss !== null) samples.push({ minute: (performance.now() - started) / 60_000, rss });
  }, sampleMs);
  const worker = async () => {
    while (performance.now() < endAt) {
      requests += 1;
      const ok = await pick()(target).catch(() => false);
      if (!ok) errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    clearInterval(sampler);
  }
  const later = samples.filter((sample) => sample.minute >= Math.min(1, minutes / 2));
  const first = later[0]?.rss ?? Number.NaN;
  return {
    minutes,
    requests,
    errors,
    rssAfterFirstMinuteMiB: round(first),
    rssAtEndMiB: round(later.at(-1)?.rss ?? Number.NaN),
    rssMaxAfterFirstMinuteMiB: round(Math.max(...later.map((sample) => sample.rss))),
    rssSlopeMiBPerMinute: round(slope(later.map((sample) => [sample.minute, sample.rss]))),
  };
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}
