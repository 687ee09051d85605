import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from '../support/e2e-service.js';
import { until } from '../reliability/reliability-helpers.js';

/*
 * Clients that go away while their answers stream, with real processes: 500 streamed completions
 * wait on a hanging origin, every client reads its first heartbeat and disconnects. The gateway
 * must let go of each at once (no stream left open, no connection left established) while the
 * jobs run on: released, every job finishes with one upstream call, and the same requests sent
 * again re-attach to their answers.
 */
const CLIENTS = 500;
const PRINCIPAL = 'p_stream_leavers';
let service: E2EService;

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: PRINCIPAL }], config: { rateLimitPerMinute: 0, heartbeatMs: 200 } });
  service.upstream.respondWith(() => ({ hang: true, content: 'answered after all' }));
}, 60_000);
afterAll(() => service?.close());

const body = (i: number) => JSON.stringify({ model: 'shared-1', stream: true, messages: [{ role: 'user', content: `leaving client ${i}` }] });

/** Opens a stream, reads until its first heartbeat, then goes away (destroys the socket). */
function openAndLeave(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const payload = body(i);
    const request = http.request(`${service.url}/v1/chat/completions`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${service.tokens[PRINCIPAL]}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream ${i} answered ${response.statusCode}`));
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    request.end(payload);
  });
}

/** TCP connections established to the gateway's port, from the kernel's table (Linux). */
function establishedTo(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local = '', , state] = line.trim().split(/\s+/);
      // 01 = ESTABLISHED; the gateway's side of a connection has its port as the local one.
      if (state === '01' && local.endsWith(`:${hexPort}`)) count += 1;
    }
  }
  return count;
}

async function openStreams(): Promise<number> {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  return Number(/^secgate_open_streams (\d+)$/m.exec(text)?.[1] ?? NaN);
}

describe.skipIf(process.platform !== 'linux')('clients that go away mid-stream', () => {
  it('leave no stream and no connection behind, and their jobs finish and re-attach', async () => {
    const port = Number(new URL(service.url).port);
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => openAndLeave(i)));
    await until(() => service.upstream.received.length === CLIENTS, 'every call to reach the origin');

    // Let go at once: no open stream (so no heartbeat), no connection held open.
    await until(async () => (await openStreams()) === 0, 'the gateway to close every stream', 10_000);
    await until(() => establishedTo(port) === 0, 'every connection to the gateway to close', 10_000);

    // The jobs run on: released, each finishes, and the same request re-attaches to its answer.
    service.upstream.release();
    const again = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        service.client(PRINCIPAL).chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: `leaving client ${i}` }] }),
      ),
    );
    expect(again.every((answer) => answer.choices[0]?.message.content === 'answered after all')).toBe(true);
    expect(service.upstream.calls).toBe(CLIENTS);
  }, 120_000);
});
