import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/create-logger.js';
import { requestLog } from './request-log.js';

// Through a real Node HTTP server: the request's log line is written once the answer has left,
// so the synchronous write to standard output is not part of the answer's latency.
const written: { route: unknown; responseFinished: boolean }[] = [];
let lastResponse: ServerResponse | undefined;
let server: ServerType;
let base: string;

beforeAll(async () => {
  const logger = createLogger({
    destination: {
      write(line: string) {
        const parsed = JSON.parse(line) as { route?: unknown };
        written.push({ route: parsed.route, responseFinished: lastResponse?.writableFinished ?? false });
      },
    },
  });
  const app = new Hono();
  app.use('*', async (c, next) => {
    lastResponse = (c.env as { outgoing: ServerResponse }).outgoing;
    await next();
  });
  app.use('*', requestLog({ logger, metrics: { request() {} } }));
  app.get('/v1/things/:id', (c) => c.json({ id: c.req.param('id') }));
  app.get('/v1/stream', () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('data: 1\n\n')) })));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as import('node:http').Server).closeAllConnections();
    }),
);

describe('requestLog under a Node server', () => {
  it('writes exactly one line per request, after the answer has been handed to the connection', async () => {
    written.length = 0;
    const answer = await fetch(`${base}/v1/things/abc`);
    expect(await answer.json()).toEqual({ id: 'abc' });
    await expect.poll(() => written.length).toBe(1);
    expect(written[0]).toEqual({ route: '/v1/things/:id', responseFinished: true });
  });

  it('still writes the line of a stream whose client went away before its end', async () => {
    written.length = 0;
    const controller = new AbortController();
    const answer = await fetch(`${base}/v1/stream`, { signal: controller.signal });
    expect(answer.status).toBe(200);
    controller.abort();
    await expect.poll(() => written.length).toBe(1);
    expect(written[0]?.route).toBe('/v1/stream');
  });
});
