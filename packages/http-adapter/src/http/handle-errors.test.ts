import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../logging/capture-logger.test-support.js';
import { handleErrors } from './handle-errors.js';
import { requestLog } from './request-log.js';

const SECRET_MESSAGE = 'db password hunter2 at /srv/secgate/store.ts:42';

function buildApp() {
  const { logger, lines, raw } = captureLogger();
  const app = new Hono();
  app.use('*', requestLog({ logger, metrics: { request() {} }, newRequestId: () => 'req-0000000001' }));
  app.get('/boom', () => {
    throw new TypeError(SECRET_MESSAGE);
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new Error(SECRET_MESSAGE);
  });
  app.get('/throws-string', () => {
    throw SECRET_MESSAGE;
  });
  handleErrors(app, logger);
  return { app, lines, raw };
}

describe('internal errors', () => {
  it.each(['/boom', '/async-boom'])('%s answers 500 internal without the message or a stack', async (path) => {
    const { app, lines } = buildApp();
    const res = await app.request(path);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('store.ts');
    expect(text).not.toMatch(/at .*:\d+/);
    expect(text).not.toContain('TypeError');
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'An internal error occurred.', requestId: 'req-0000000001' } });
    expect(res.headers.get('x-request-id')).toBe('req-0000000001');
    // The operator's log has the error and where; the request line still records the 500.
    const errorLine = lines.find((l) => l.msg === 'unhandled error');
    expect(errorLine).toMatchObject({ requestId: 'req-0000000001', route: path, method: 'GET' });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ status: 500, route: path });
  });

  it('a thrown non-Error is also a 500 internal', async () => {
    const res = await buildApp().app.request('/throws-string');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('hunter2');
  });
});

describe('not found', () => {
  it('answers 404 not-found without echoing the path or query', async () => {
    const res = await buildApp().app.request('/v1/nope?token=sgp_secret');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
    expect(JSON.stringify(body)).not.toContain('sgp_secret');
    expect(JSON.stringify(body)).not.toContain('/v1/nope');
  });
});
