import { apiError } from '@secgate/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse, errorStatus } from './error-response.js';

describe('errorResponse', () => {
  it('answers the error body with its status through the context', async () => {
    const app = new Hono().get('/', (c) => errorResponse(c, apiError('job-not-found', 'No such job.', { jobId: 'j' })));
    const res = await app.request('/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'job-not-found', message: 'No such job.', jobId: 'j' } });
  });

  it('adds Retry-After for rate-limited', async () => {
    const app = new Hono().get('/', (c) => errorResponse(c, apiError('rate-limited', 'Slow down.', { retryAfterSeconds: 17 })));
    const res = await app.request('/');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('17');
    expect(((await res.json()) as any).error.retryAfterSeconds).toBe(17);
  });

  it('builds a standalone Response without a context', async () => {
    const res = errorResponse(apiError('body-too-large', 'Too large.', { max: 10 }), { 'x-extra': '1' });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-extra')).toBe('1');
    expect(await res.json()).toEqual({ error: { code: 'body-too-large', message: 'Too large.', max: 10 } });
  });

  it('falls back to the code table, then 500, for a malformed status', () => {
    expect(errorStatus({ status: 0, body: { error: { code: 'json-required', message: '' } } })).toBe(415);
    expect(errorStatus({ status: 99, body: { error: { code: 'no-such-code', message: '' } } })).toBe(500);
    expect(errorStatus({ status: 502, body: { error: { code: 'inference-timeout', message: '' } } })).toBe(502);
  });
});
