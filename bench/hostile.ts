import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { largeEstate } from './calculators.js';
import { startBareUpstream, startGateway } from './processes.js';
import { percentile, round } from './stats.js';

const MiB = 1_048_576;
/** The largest estate of the bench's shape that fits the default public body limit. */
const ESTATE_ASSETS = 3_000;

/** One hostile request: where it goes, what it carries, and the status it must get. */
interface HostileBody {
  label: string;
  path: string;
  bearer: boolean;
  body: string;
  expected: number;
  headers?: Record<string, string>;
}

export interface HostileResult {
  /** The plain request's own time, alone: p50 and p99 in ms. */
  plain: { p50: number; p99: number };
  bodies: { label: string; bytes: number; status: number; answerMs: number; worstPlainMs: number; stallMs: number }[];
}

function hostileBodies(): HostileBody[] {
  const chat = (messages: unknown[]) => JSON.stringify({ model: 'shared-1', max_tokens: 16, messages });
  const part = { type: 'text', text: 'x' };
  const estate = (assets: number) =>
    JSON.stringify({
      asOf: '2025-06-30T09:00:00Z',
      assets: Array.from({ length: assets }, (_, i) => ({
        id: `a${i}`,
        criticality: 'high',
        rtoHours: 4,
        rpoHours: 1,
        ...(i > 0 ? { dependsOn: [`a${i - 1}`] } : {}),
      })),
    });
  return [
    { label: '8 MB of [ to /mcp, no token', path: '/mcp', bearer: false, body: '['.repeat(8_000_000), expected: 413 },
    { label: '1 MiB of [ to /v1/security/recover', path: '/v1/security/recover', bearer: false, body: '['.repeat(MiB - 16), expected: 400 },
    { label: '1 MiB of [ to /v1/security/govern', path: '/v1/security/govern', bearer: false, body: '['.repeat(MiB - 16), expected: 400 },
    { label: '1 MiB wide array to /v1/security/respond', path: '/v1/security/respond', bearer: false, body: `[${'0,'.repeat(MiB / 2 - 8)}0]`, expected: 400 },
    { label: '8 MB of [ to /v1/chat/completions', path: '/v1/chat/completions', bearer: true, body: '['.repeat(8_000_000), expected: 400 },
    {
      label: '150,000 content parts (3.9 MB) to /v1/chat/completions',
      path: '/v1/chat/completions',
      bearer: true,
      body: chat([{ role: 'user', content: Array.from({ length: 150_000 }, () => part) }]),
      expected: 400,
    },
    {
      label: '150,000 content parts to /v1/research/jobs',
      path: '/v1/research/jobs',
      bearer: true,
      body: chat([{ role: 'user', content: Array.from({ length: 150_000 }, () => part) }]),
      expected: 400,
      headers: { 'idempotency-key': '3b241101-e2bb-4255-8caf-4136c566a962' },
    },
    {
      label: '2,048 turns of 3 parts (parts limit) to /v1/chat/completions',
      path: '/v1/chat/completions',
      bearer: true,
      body: chat(Array.from({ length: 2_048 }, () => ({ role: 'user', content: [part, part, part] }))),
      expected: 400,
    },
    {
      label: '8 MiB string, malformed at its end, to /v1/chat/completions',
      path: '/v1/chat/completions',
      bearer: true,
      body: `{"model":"shared-1","messages":[{"role":"user","content":"${'a'.repeat(8 * MiB - 200)}"}]`,
      expected: 400,
    },
    {
      label: 'MCP batch of 11 (over the batch limit)',
      path: '/mcp',
      bearer: false,
      body: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' }))),
      expected: 400,
    },
    {
      label: 'MCP batch of 10 knowledge searches (accepted)',
      path: '/mcp',
      bearer: false,
      body: JSON.stringify(
        Array.from({ length: 10 }, (_, i) => ({
          jsonrpc: '2.0',
          id: i,
          method: 'tools/call',
          params: { name: 'svc_knowledge_search', arguments: { q: `credential dumping lateral movement ${i}` } },
        })),
      ),
      expected: 200,
    },
    {
      label: 'recover of 3,000 assets, 0.8 MB, under the public limit (accepted)',
      path: '/v1/security/recover',
      bearer: false,
      body: JSON.stringify(largeEstate(ESTATE_ASSETS)),
      expected: 200,
    },
  ];
}

/**
 * How long a plain request waits while a hostile body is handled: `GET /v1/secure` is sent again
 * and again, one after another, from the moment the hostile request is sent until it is answered;
 * the worst of those waits (the median over the rounds), less the plain request's own p99 alone,
 * is the stall the hostile body caused every other client. The goal is under 10 ms for every body
 * that is refused.
 */
export async function measureHostile(rounds: number): Promise<HostileResult> {
  const upstream = await startBareUpstream();
  const gateway = await startGateway('pglite', upstream.baseURL, { bodyLimitBytes: 8 * MiB, publicRateLimitPerMinute: 0 });
  const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const plain = () => timed(gateway.url, 'GET', '/v1/secure', {}, plainAgent);
  const sender = startHostileSender();
  try {
    for (let i = 0; i < 50; i++) await plain();
    const alone: number[] = [];
    for (let i = 0; i < 300; i++) alone.push((await plain()).ms);
    const p99 = percentile(alone, 99);
    const bodies: HostileResult['bodies'] = [];
    for (const hostile of hostileBodies()) {
      // Encoded once, before the rounds: encoding 8 MB on each send would add the encoding to the answer's time.
      const encoded = Buffer.from(hostile.body, 'utf8');
      const worsts: number[] = [];
      let answerMs = 0;
      let status = 0;
      for (let round = 0; round < rounds; round++) {
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...hostile.headers };
        if (hostile.bearer) headers.authorization = `Bearer ${gateway.token}`;
        let done = false;
        let worst = 0;
        const sent = sender.send(`${gateway.url}${hostile.path}`, headers, encoded).then((answer) => {
          done = true;
          return answer;
        });
        while (!done) worst = Math.max(worst, (await plain()).ms);
        const answer = await sent;
        worsts.push(worst);
        answerMs = Math.max(answerMs, answer.ms);
        status = answer.status;
      }
      if (status !== hostile.expected) throw new Error(`${hostile.label}: expected ${hostile.expected}, got ${status}`);
      // The median round's worst wait: one round's pause of the shared cores does not decide it.
      const worst = percentile(worsts, 50);
      bodies.push({
        label: hostile.label,
        bytes: encoded.length,
        status,
        answerMs: round(answerMs),
        worstPlainMs: round(worst),
        stallMs: round(Math.max(0, worst - p99)),
      });
    }
    return { plain: { p50: round(percentile(alone, 50)), p99: round(p99) }, bodies };
  } finally {
    await sender.stop();
    plainAgent.destroy();
    await gateway.stop();
    await upstream.stop();
  }
}

/** One bodiless request's status and time to its whole answer, in ms. */
function timed(base: string, method: string, path: string, headers: Record<string, string>, agent?: http.Agent): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${base}${path}`, { method, headers, agent });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Sends the hostile bodies from a worker thread of its own: writing 8 MiB to a socket on the
 * thread that also sends and times the plain requests would delay them, and be counted as the
 * server's stall.
 */
function startHostileSender(): {
  send(url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; ms: number }>;
  stop(): Promise<number>;
} {
  const worker = new Worker(HOSTILE_SENDER_SOURCE, { eval: true });
  let next = 0;
  const pending = new Map<number, (answer: { status: number; ms: number }) => void>();
  worker.on('message', ({ id, status, ms }: { id: number; status: number; ms: number }) => {
    pending.get(id)?.({ status, ms });
    pending.delete(id);
  });
  return {
    send(url, headers, body) {
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, url, headers, body });
      });
    },
    stop: () => worker.terminate(),
  };
}

// The worker's code, plain JavaScript: it needs no bundling. It speaks HTTP/1.1 on a bare socket,
// as curl does: it reads the answer while it writes, and stops writing once the answer has come.
// (Node's HTTP client drops an answer that arrives while its write fails on the closed connection.)
const HOSTILE_SENDER_SOURCE = `
const net = require('node:net');
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, url, headers, body }) => {
  const started = performance.now();
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const { hostname, port, pathname } = new URL(url);
  const head = ['POST ' + pathname + ' HTTP/1.1', 'host: ' + hostname + ':' + port, 'connection: close', 'content-length: ' + bytes.length]
    .concat(Object.entries(headers).map(([name, value]) => name + ': ' + value))
    .join('\\r\\n') + '\\r\\n\\r\\n';
  let answer = '';
  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    const status = Number(/^HTTP\\/1\\.1 (\\d{3})/.exec(answer)?.[1] ?? 0);
    parentPort.postMessage({ id, status, ms: performance.now() - started });
  };
  const socket = net.connect(Number(port), hostname);
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('end', report);
  socket.on('close', report);
  socket.on('error', () => {});
  socket.write(head);
  const writeFrom = (offset) => {
    while (offset < bytes.length && answer === '' && !socket.destroyed) {
      const slice = bytes.subarray(offset, offset + 65536);
      offset += slice.length;
      if (!socket.write(slice)) return socket.once('drain', () => writeFrom(offset));
    }
  };
  writeFrom(0);
});
`;
