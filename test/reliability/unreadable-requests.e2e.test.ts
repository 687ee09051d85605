import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from '../support/e2e-service.js';

/*
 * Requests Node refuses before any route reads them (an oversized header block, a request line
 * that is not HTTP): the real server answers in the documented error shape with a request id, like
 * every other refusal, and keeps serving.
 */
let service: E2EService;

beforeAll(async () => {
  service = await startE2EService({ principals: [] });
});
afterAll(() => service?.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(bytes: string): Promise<string> {
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; headers: Record<string, string>; body: any } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('requests Node cannot read', () => {
  it('answers headers over 16 KiB with 431 headers-too-large, a JSON body and a request id', async () => {
    const answer = parse(await rawExchange(`GET /v1/secure HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body.error).toMatchObject({ code: 'headers-too-large', requestId: answer.headers['x-request-id'] });
  });

  it('answers a request line that is not HTTP with 400 invalid-request in the error shape', async () => {
    const answer = parse(await rawExchange('HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-request');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps serving afterwards', async () => {
    expect((await service.request('GET', '/v1/secure')).status).toBe(200);
  });
});
