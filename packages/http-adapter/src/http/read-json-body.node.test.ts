import { request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
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

/** A POST by Node's own client, which writes the whole body before it reads any answer. */
function postWhole(body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('an answer given before the body was read', () => {
  it('reaches a client that is still writing the body, instead of being lost to a reset', async () => {
    // Refused by its declared length, long before the client has written its 32 MiB.
    const tooLong = Buffer.alloc(32 * 1_048_576, 0x20);
    for (let round = 0; round < 3; round++) {
      const res = await postWhole(tooLong);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.code).toBe('body-too-large');
    }
  });
});

describe('readJsonBody on a body that is all there at once', () => {
  it('lets other work run between slices of its scan, instead of holding the event loop for the whole body', async () => {
    const MiB = 1_048_576;
    const app = new Hono().post('/', async (c) => {
      const body = await readJsonBody(c, { bytes: 8 * MiB, depth: 64, containerElements: 10_000, totalElements: 100_000 });
      return body.ok ? c.json({ length: body.value.text.length }) : errorResponse(c, body.error);
    });
    const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(4 * MiB) }));
    // Every chunk already received, as when a socket's whole backlog is read in one go.
    const incoming = new Readable({ read() {} });
    for (let offset = 0; offset < body.length; offset += 65_536) incoming.push(body.subarray(offset, offset + 65_536));
    incoming.push(null);
    let turns = 0;
    let reading = true;
    const countTurn = () => {
      if (!reading) return;
      turns++;
      setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const res = await app.fetch(new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': 'application/json' } }), {
      incoming: incoming as unknown as IncomingMessage,
    });
    reading = false;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: body.length });
    // One slice of 256 KiB per turn of the event loop: 16 turns for 4 MiB.
    expect(turns).toBeGreaterThanOrEqual(15);
  });
});
