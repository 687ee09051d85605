import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from './error-response.js';
import { readJsonBody } from './read-json-body.js';

// Through a real Node HTTP server on loopback: a chunked upload (no Content-Length) is cut off
// at the limit while it streams, rather than buffered whole by the adapter first.
const LIMIT = 1024;
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono().post('/', async (c) => {
    const body = await readJsonBody(c, { bytes: LIMIT, depth: 64, containerElements: 10_000, totalElements: 100_000 });
    return body.ok ? c.json({ length: body.value.text.length }) : errorResponse(c, body.error);
  });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function postChunked(chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before every chunk is written; that is the point.
    req.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
    );
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readJsonBody behind @hono/node-server', () => {
  it('reads a small chunked body', async () => {
    const res = await postChunked(['{"a":', '"b"}']);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ length: 9 });
  });

  it('413 for a chunked body over the limit', async () => {
    const res = await postChunked(['"', ...Array.from({ length: 64 }, () => 'x'.repeat(64)), '"']);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'body-too-large', message: expect.any(String), max: LIMIT } });
  });
});
