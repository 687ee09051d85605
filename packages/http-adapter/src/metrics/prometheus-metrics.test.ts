import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExposition, sampleValue } from './exposition-grammar.test-support.js';
import { createMetrics, UPSTREAM_LATENCY_BUCKETS_MS } from './prometheus-metrics.js';

const NO_JOBS = { queued: 0, running: 0, succeeded: 0, failed: 0 };

describe('createMetrics', () => {
  it('renders every family with HELP and TYPE even before anything happened', () => {
    const { types, samples } = parseExposition(createMetrics().render(NO_JOBS));
    expect(Object.fromEntries(types)).toEqual({
      secgate_http_requests_total: 'counter',
      secgate_jobs_taken_over_total: 'counter',
      secgate_admission_refusals_total: 'counter',
      secgate_guardrail_matches_total: 'counter',
      secgate_guard_model_latency_ms: 'histogram',
      secgate_jobs: 'gauge',
      secgate_open_streams: 'gauge',
      secgate_upstream_latency_ms: 'histogram',
      secgate_upstream_in_flight: 'gauge',
      secgate_upstream_queued: 'gauge',
      secgate_upstream_queue_wait_ms: 'histogram',
      secgate_upstream_calls_total: 'counter',
      secgate_charged_micro_usd_total: 'counter',
    });
    expect(samples.filter((s) => s.name === 'secgate_jobs')).toHaveLength(4);
  });

  it('counts the jobs taken over from a process that crashed or stopped past its drain', () => {
    const m = createMetrics();
    m.jobsTakenOver(2);
    m.jobsTakenOver(1);
    const { samples } = parseExposition(m.render(NO_JOBS));
    expect(samples.find((s) => s.name === 'secgate_jobs_taken_over_total')?.value).toBe(3);
  });

  it("counts guardrail matches by check, category, stage and action, and the guard model's latency by outcome", () => {
    const m = createMetrics();
    m.guardrailVerdict('request', {
      version: 'v',
      blocked: true,
      stage: 'rules',
      matches: [
        { ruleId: 'hate', action: 'block', category: 'hate' },
        { ruleId: 'pii-flag', action: 'flag', category: 'privacy' },
      ],
    });
    m.guardrailVerdict('answer', {
      version: 'v',
      blocked: true,
      stage: 'classifier',
      matches: [{ ruleId: 'guard-model', action: 'block', category: 'violent-crimes' }],
    });
    m.guardrailVerdict('request', { version: 'v', blocked: false, matches: [{ ruleId: 'guard-model-unavailable', action: 'flag' }] });
    m.guardModelCall('verdict', 40);
    m.guardModelCall('unavailable', 2_000);
    const { samples } = parseExposition(m.render(NO_JOBS));
    const matches = samples.filter((s) => s.name === 'secgate_guardrail_matches_total').map((s) => [s.labels, s.value]);
    expect(matches).toEqual([
      [{ check: 'answer', category: 'violent-crimes', stage: 'classifier', action: 'block' }, 1],
      [{ check: 'request', category: 'guard-model-unavailable', stage: 'classifier', action: 'flag' }, 1],
      [{ check: 'request', category: 'hate', stage: 'rules', action: 'block' }, 1],
      [{ check: 'request', category: 'privacy', stage: 'rules', action: 'flag' }, 1],
    ]);
    const counts = samples.filter((s) => s.name === 'secgate_guard_model_latency_ms_count').map((s) => [s.labels.outcome, s.value]);
    expect(counts).toEqual([
      ['unavailable', 1],
      ['verdict', 1],
    ]);
  });

  it("reports each origin's calls in flight and waiting, and how long calls waited", () => {
    const m = createMetrics();
    m.upstreamQueueWait('http://127.0.0.1:8000/v1', 0);
    m.upstreamQueueWait('http://127.0.0.1:8000/v1', 750);
    m.upstreamQueueWait('http://127.0.0.1:8000/v1', -3); // a clock step: not an observation
    const origins = [
      { origin: 'http://127.0.0.1:8000/v1', inFlight: 100, queued: 42, maxInFlight: 100 },
      { origin: 'https://api.example/v1', inFlight: 3, queued: 0, maxInFlight: null },
    ];
    const { samples } = parseExposition(m.render(NO_JOBS, { origins, openStreams: 7 }));
    expect(samples.find((s) => s.name === 'secgate_open_streams')?.value).toBe(7);
    const value = (name: string, labels: Record<string, string>) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    expect(value('secgate_upstream_in_flight', { origin: 'http://127.0.0.1:8000/v1' })).toBe(100);
    expect(value('secgate_upstream_queued', { origin: 'http://127.0.0.1:8000/v1' })).toBe(42);
    expect(value('secgate_upstream_queued', { origin: 'https://api.example/v1' })).toBe(0);
    expect(value('secgate_upstream_queue_wait_ms_bucket', { origin: 'http://127.0.0.1:8000/v1', le: '0' })).toBe(1);
    expect(value('secgate_upstream_queue_wait_ms_bucket', { origin: 'http://127.0.0.1:8000/v1', le: '1000' })).toBe(2);
    expect(value('secgate_upstream_queue_wait_ms_count', { origin: 'http://127.0.0.1:8000/v1' })).toBe(2);
    expect(value('secgate_upstream_queue_wait_ms_sum', { origin: 'http://127.0.0.1:8000/v1' })).toBe(750);
  });

  it('counts requests, refusals, calls, charges and reports jobs from the argument', () => {
    const m = createMetrics();
    m.request('/v1/models', 'GET', 200);
    m.request('/v1/models', 'GET', 200);
    m.request('/v1/models', 'GET', 401);
    m.request('/v1/chat/completions', 'POST', 200);
    m.admissionRefused('requirement-unmet');
    m.admissionRefused('requirement-unmet');
    m.admissionRefused('insufficient-balance');
    m.upstreamCall('shared-1', 'ok', 120);
    m.upstreamCall('shared-1', 'ok', 4_000);
    m.upstreamCall('shared-1', 'error', 2_000_000);
    m.upstreamCall('red-1', 'ok', 30);
    m.charged('shared-1', 1_250);
    m.charged('shared-1', 750);
    const { samples } = parseExposition(m.render({ queued: 2, running: 1, succeeded: 40, failed: 3 }));
    const v = (name: string, labels: Record<string, string>) => sampleValue(samples, name, labels);

    expect(v('secgate_http_requests_total', { route: '/v1/models', method: 'GET', status: '200' })).toBe(2);
    expect(v('secgate_http_requests_total', { route: '/v1/models', method: 'GET', status: '401' })).toBe(1);
    expect(v('secgate_http_requests_total', { route: '/v1/chat/completions', method: 'POST', status: '200' })).toBe(1);
    expect(v('secgate_admission_refusals_total', { code: 'requirement-unmet' })).toBe(2);
    expect(v('secgate_admission_refusals_total', { code: 'insufficient-balance' })).toBe(1);
    expect(v('secgate_jobs', { status: 'queued' })).toBe(2);
    expect(v('secgate_jobs', { status: 'succeeded' })).toBe(40);
    expect(v('secgate_upstream_calls_total', { model: 'shared-1', outcome: 'ok' })).toBe(2);
    expect(v('secgate_upstream_calls_total', { model: 'shared-1', outcome: 'error' })).toBe(1);
    expect(v('secgate_charged_micro_usd_total', { model: 'shared-1' })).toBe(2_000);

    // Histogram: cumulative buckets, +Inf equals count, sum of observations.
    expect(v('secgate_upstream_latency_ms_bucket', { model: 'shared-1', le: '100' })).toBe(0);
    expect(v('secgate_upstream_latency_ms_bucket', { model: 'shared-1', le: '250' })).toBe(1);
    expect(v('secgate_upstream_latency_ms_bucket', { model: 'shared-1', le: '5000' })).toBe(2);
    expect(v('secgate_upstream_latency_ms_bucket', { model: 'shared-1', le: '900000' })).toBe(2);
    expect(v('secgate_upstream_latency_ms_bucket', { model: 'shared-1', le: '+Inf' })).toBe(3);
    expect(v('secgate_upstream_latency_ms_count', { model: 'shared-1' })).toBe(3);
    expect(v('secgate_upstream_latency_ms_sum', { model: 'shared-1' })).toBe(2_004_120);
    expect(v('secgate_upstream_latency_ms_count', { model: 'red-1' })).toBe(1);
  });

  it('escapes odd label values and still renders valid text', () => {
    const m = createMetrics();
    m.request('/v1/"odd"\\route\nnext', 'GET', 200);
    m.upstreamCall('model "x"', 'ok', 10);
    const { samples } = parseExposition(m.render(NO_JOBS));
    expect(sampleValue(samples, 'secgate_http_requests_total', { route: '/v1/"odd"\\route\nnext', method: 'GET', status: '200' })).toBe(1);
  });

  it('ignores impossible latencies and charges but still counts the call', () => {
    const m = createMetrics();
    m.upstreamCall('shared-1', 'error', Number.NaN);
    m.upstreamCall('shared-1', 'error', -5);
    m.charged('shared-1', -1);
    m.charged('shared-1', 0.5);
    const { samples } = parseExposition(m.render(NO_JOBS));
    expect(sampleValue(samples, 'secgate_upstream_calls_total', { model: 'shared-1', outcome: 'error' })).toBe(2);
    expect(sampleValue(samples, 'secgate_upstream_latency_ms_count', { model: 'shared-1' })).toBeUndefined();
    expect(sampleValue(samples, 'secgate_charged_micro_usd_total', { model: 'shared-1' })).toBeUndefined();
  });

  it('renders the same text for the same events in any order', () => {
    const a = createMetrics();
    const b = createMetrics();
    a.request('/a', 'GET', 200);
    a.request('/b', 'POST', 400);
    b.request('/b', 'POST', 400);
    b.request('/a', 'GET', 200);
    expect(a.render(NO_JOBS)).toBe(b.render(NO_JOBS));
  });

  it('property: any labels and observations give parseable text with consistent histograms', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.constantFrom('GET', 'POST'), fc.integer({ min: 100, max: 599 })), { maxLength: 20 }),
        fc.array(fc.tuple(fc.string(), fc.boolean(), fc.double({ min: 0, max: 2_000_000, noNaN: true })), { maxLength: 20 }),
        (requests, calls) => {
          const m = createMetrics();
          for (const [route, method, status] of requests) m.request(route, method, status);
          for (const [model, ok, ms] of calls) m.upstreamCall(model, ok ? 'ok' : 'error', ms);
          const { samples } = parseExposition(m.render(NO_JOBS));
          const total = samples.filter((s) => s.name === 'secgate_http_requests_total').reduce((n, s) => n + s.value, 0);
          expect(total).toBe(requests.length);
          for (const count of samples.filter((s) => s.name === 'secgate_upstream_latency_ms_count')) {
            const buckets = samples.filter((s) => s.name === 'secgate_upstream_latency_ms_bucket' && s.labels.model === count.labels.model);
            expect(buckets).toHaveLength(UPSTREAM_LATENCY_BUCKETS_MS.length + 1);
            const values = buckets.map((s) => s.value);
            expect(values).toEqual([...values].sort((x, y) => x - y));
            expect(values.at(-1)).toBe(count.value);
          }
        },
      ),
    );
  });
});
