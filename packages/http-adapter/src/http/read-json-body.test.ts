import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './error-response.js';
import { MAX_JSON_DEPTH, type BodyLimits } from './body-limits.js';
import { isJsonContentType, readJsonBody } from './read-json-body.js';

const LIMIT = 64;
const limitsOf = (bytes: number): BodyLimits => ({ bytes, depth: MAX_JSON_DEPTH, containerElements: 8, totalElements: 100 });

/** Echoes what readJsonBody read, or its error. */
function echoApp(limit = LIMIT) {
  return new Hono().post('/', async (c) => {
    const body = await readJsonBody(c, limitsOf(limit));
    if (!body.ok) return errorResponse(c, body.error);
    return c.json({ json: body.value.json, text: body.value.text });
  });
}

const post = (body: RequestInit['body'], headers: Record<string, string> = { 'content-type': 'application/json' }, init: RequestInit = {}) =>
  echoApp().request('/', { method: 'POST', body, headers, ...init });

/** A body delivered in chunks, with no Content-Length (as with Transfer-Encoding: chunked). */
function streamOf(chunks: Uint8Array[], onPull?: () => void): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream(
    {
      pull(controller) {
        onPull?.();
        const chunk = chunks[i++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  ); // pull only when read, so the test sees exactly what was read
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isJsonContentType', () => {
  it.each(['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'application/json; charset="utf-8"'])(
    'accepts %s',
    (value) => expect(isJsonContentType(value)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'text/plain',
    'application/json-patch+json',
    'application/jsonx',
    'application/json; charset=latin1',
    'application/json; boundary=x',
    'text/json',
    'multipart/form-data',
  ])('refuses %s', (value) => expect(isJsonContentType(value)).toBe(false));
});

describe('readJsonBody', () => {
  it('returns the parsed value and the raw text', async () => {
    const text = '{ "a": [1, 2], "b": "\u00e9" }';
    const res = await post(text);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ json: { a: [1, 2], b: '\u00e9' }, text });
  });

  it('accepts a body of exactly the limit', async () => {
    const text = JSON.stringify('x'.repeat(LIMIT - 2));
    expect(bytes(text).byteLength).toBe(LIMIT);
    expect((await post(text)).status).toBe(200);
  });

  it('415 json-required without a JSON content type', async () => {
    const cases: Record<string, string>[] = [{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/json; charset=iso-8859-1' }];
    for (const headers of cases) {
      const res = await post('{}', headers);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: { code: 'json-required', message: expect.any(String) } });
    }
  });

  it('415 comes before 413: the content type is checked first', async () => {
    const res = await post('x'.repeat(LIMIT * 2), { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('413 body-too-large with max for an honest oversized body', async () => {
    const res = await post(JSON.stringify('x'.repeat(LIMIT)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'body-too-large', message: expect.any(String), max: LIMIT } });
  });

  it('413 from the declared Content-Length alone, before reading', async () => {
    let pulled = 0;
    const res = await post(
      streamOf([bytes('{}')], () => pulled++),
      { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) },
      { duplex: 'half' } as RequestInit,
    );
    expect(res.status).toBe(413);
    expect(pulled).toBe(0);
  });

  it('413 when the Content-Length lies (declares less than is sent)', async () => {
    const chunks = Array.from({ length: 10 }, () => bytes('x'.repeat(LIMIT / 2)));
    const res = await post(streamOf(chunks), { 'content-type': 'application/json', 'content-length': '2' }, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.max).toBe(LIMIT);
  });

  it('413 for a chunked body without Content-Length, and stops reading at the limit', async () => {
    let pulled = 0;
    const chunks = Array.from({ length: 1000 }, () => bytes('x'.repeat(16)));
    const res = await post(
      streamOf(chunks, () => pulled++),
      { 'content-type': 'application/json' },
      { duplex: 'half' } as RequestInit,
    );
    expect(res.status).toBe(413);
    // The limit is 64 bytes = 4 chunks of 16; the 5th crosses it. Nowhere near all 1000 are read.
    expect(pulled).toBeLessThan(10);
  });

  it('reads a chunked body under the limit', async () => {
    const res = await post(streamOf([bytes('{"a"'), bytes(':'), bytes('1}')]), { 'content-type': 'application/json' }, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).json).toEqual({ a: 1 });
  });

  it.each([['{'], ['{"a":1,}'], ["{'a':1}"], ['undefined'], [''], ['   '], ['{"a":1} {"b":2}']])('400 malformed-json for %j', async (text) => {
    const res = await post(text);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-request', message: 'The request body is not valid JSON.', field: 'body', reason: 'malformed-json' },
    });
  });

  it(`400 too-many for nesting deeper than ${MAX_JSON_DEPTH} levels, naming the byte, before parsing; 10,000 levels fail the same way`, async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const ok = await echoApp(100_000).request('/', {
      method: 'POST',
      body: `{"a":${deep(MAX_JSON_DEPTH - 1)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(200);
    const refused = await echoApp(100_000).request('/', {
      method: 'POST',
      body: `{"a":${deep(MAX_JSON_DEPTH)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error).toMatchObject({
      code: 'invalid-request',
      field: 'body',
      reason: 'too-many',
      message: expect.stringContaining(`at byte ${5 + MAX_JSON_DEPTH - 1}`),
    });
    const huge = await echoApp(100_000).request('/', { method: 'POST', body: deep(10_000), headers: { 'content-type': 'application/json' } });
    expect(((await huge.json()) as any).error).toMatchObject({ code: 'invalid-request', reason: 'too-many' });
  });

  it('400 too-many for an array or object wider than its limit, or a body with too many elements in all, naming which', async () => {
    const send = (body: string) => echoApp(100_000).request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await send(JSON.stringify({ a: [1, 2, 3, 4, 5, 6, 7] }))).status).toBe(200);
    const wide = await send(JSON.stringify({ a: [1, 2, 3, 4, 5, 6, 7, 8, 9] }));
    expect(((await wide.json()) as any).error).toMatchObject({
      code: 'invalid-request',
      field: 'body',
      reason: 'too-many',
      message: expect.stringContaining('more than 8 elements'),
    });
    // No container holds more than 8, but 2 + 16 + 128 elements in all.
    const eights = Array.from({ length: 8 }, () => [1, 2, 3, 4, 5, 6, 7, 8]);
    const many = await send(JSON.stringify([eights, eights]));
    expect(((await many.json()) as any).error).toMatchObject({ reason: 'too-many', message: expect.stringContaining('more than 100 elements in all') });
  });

  it('400 out-of-range for a number beyond a double (JSON.parse would make it Infinity), naming the field', async () => {
    for (const [text, field] of [
      ['{"a":{"b":[1,1e400]}}', 'a.b[1]'],
      ['-1e999', 'body'],
    ]) {
      const res = await post(text!);
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid-request', field, reason: 'out-of-range' });
    }
    expect((await post('{"a":1e308}')).status).toBe(200);
  });

  it('400 malformed-json for invalid UTF-8 (no silent replacement character)', async () => {
    for (const raw of [
      [0x22, 0xff, 0x22],
      [0x22, 0xc3, 0x22],
      [0x22, 0xed, 0xa0, 0x80, 0x22],
    ]) {
      const res = await post(new Uint8Array(raw));
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error.reason).toBe('malformed-json');
    }
  });

  it('never echoes the body in the error message', async () => {
    const res = await post('{"secret": "sgp_notJSON');
    expect(await res.text()).not.toContain('sgp_');
  });

  it('keeps __proto__ as a plain key: nothing is polluted', async () => {
    const res = await echoApp(1024).request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    });
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('parses __proto__ as an own property of the value', async () => {
    let seen: unknown;
    const app = new Hono().post('/', async (c) => {
      const body = await readJsonBody(c, limitsOf(LIMIT));
      seen = body.ok ? body.value.json : undefined;
      return c.body(null, 204);
    });
    await app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"x":1}}' });
    expect(Object.getPrototypeOf(seen)).toBe(Object.prototype);
    expect(Object.hasOwn(seen as object, '__proto__')).toBe(true);
  });
});
