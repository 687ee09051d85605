import { describe, expect, it } from 'vitest';
import { parseExposition, sampleValue } from '../../metrics/exposition-grammar.test-support.js';
import { publicTestApp, publicTestDeps } from './public-test-app.test-support.js';

describe('GET /metrics', () => {
  it('answers the exposition text with job counts from the store and request counts', async () => {
    const app = publicTestApp(publicTestDeps({ queued: 5, running: 1, succeeded: 9, failed: 2 }));
    await app.request('/v1/security/services');
    await app.request('/v1/security/services');
    await app.request('/nowhere');
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const { samples } = parseExposition(await res.text());
    expect(sampleValue(samples, 'secgate_jobs', { status: 'queued' })).toBe(5);
    expect(sampleValue(samples, 'secgate_jobs', { status: 'failed' })).toBe(2);
    expect(sampleValue(samples, 'secgate_http_requests_total', { route: '/v1/security/services', method: 'GET', status: '200' })).toBe(2);
    expect(sampleValue(samples, 'secgate_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
  });
});
