import { CLASSIFIER_RULE_ID, CLASSIFIER_UNAVAILABLE_RULE_ID, JOB_STATUSES, type JobStatus } from '@secgate/core';
import type { Metrics } from './metrics.js';
import { familyHeader, formatLabels, formatValue, LabelledValues } from './prometheus-text.js';

/**
 * Upper bounds (ms) of the upstream latency histogram: model calls range from a fraction of a
 * second (a short answer from a local model) to many minutes (long reasoning, up to the
 * upstream timeout), so the buckets are roughly logarithmic over that whole range.
 */
export const UPSTREAM_LATENCY_BUCKETS_MS: readonly number[] = [
  50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000,
];

/** Upper bounds (ms) of the queue-wait histogram: no wait at all, then up to the longest calls. */
export const QUEUE_WAIT_BUCKETS_MS: readonly number[] = [0, 10, 100, 500, 1_000, 2_500, 5_000, 10_000, 30_000, 60_000, 300_000, 900_000];

/** Upper bounds (ms) of the guard model's latency: a small classifier answers in tens of milliseconds, a slow one times out. */
export const GUARD_MODEL_BUCKETS_MS: readonly number[] = [10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000];

interface Histogram {
  /** Observations per bucket (not cumulative; made cumulative when rendered). */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * In-process metrics rendered in the Prometheus text format. Counters are per process (a scrape
 * of each process sums them); job counts come from the store at scrape time, so they are the
 * same whichever process is scraped. Label values come from the route table, the catalog and
 * error codes, never from client input, so cardinality stays bounded.
 */
export function createMetrics(buckets: readonly number[] = UPSTREAM_LATENCY_BUCKETS_MS): Metrics {
  const bounds = [...buckets].sort((a, b) => a - b);
  const requests = new LabelledValues<number>();
  const refusals = new LabelledValues<number>();
  const upstreamCalls = new LabelledValues<number>();
  const charged = new LabelledValues<number>();
  const latency = new LabelledValues<Histogram>();
  const queueWait = new LabelledValues<Histogram>();
  const guardrailMatches = new LabelledValues<number>();
  const guardModelLatency = new LabelledValues<Histogram>();
  const add = (amount: number) => (value: number) => value + amount;
  let takenOver = 0;

  return {
    request(route, method, status) {
      requests.update([route, method, String(status)], () => 0, add(1));
    },
    admissionRefused(code) {
      refusals.update([code], () => 0, add(1));
    },
    upstreamCall(model, outcome, latencyMs) {
      upstreamCalls.update([model, outcome], () => 0, add(1));
      // A clock step can give a negative or non-finite duration; it still counts as a call above,
      // but it is not an observation of latency.
      observe(latency, bounds, model, latencyMs);
    },
    upstreamQueueWait(origin, waitMs) {
      observe(queueWait, QUEUE_WAIT_BUCKETS_MS, origin, waitMs);
    },
    guardrailVerdict(check, verdict) {
      for (const match of verdict.matches) {
        const stage = match.ruleId === CLASSIFIER_RULE_ID || match.ruleId === CLASSIFIER_UNAVAILABLE_RULE_ID ? 'classifier' : 'rules';
        guardrailMatches.update([check, match.category ?? match.ruleId, stage, match.action], () => 0, add(1));
      }
    },
    guardModelCall(outcome, latencyMs) {
      observe(guardModelLatency, GUARD_MODEL_BUCKETS_MS, outcome, latencyMs);
    },
    jobsTakenOver(count) {
      takenOver += count;
    },
    charged(model, microUSD) {
      if (!Number.isSafeInteger(microUSD) || microUSD < 0) return;
      charged.update([model], () => 0, add(microUSD));
    },
    render(jobsByStatus, live = {}) {
      const origins = live.origins ?? [];
      const lines: string[] = [];
      lines.push(...familyHeader('secgate_http_requests_total', 'counter', 'HTTP requests by route pattern, method and status.'));
      for (const {
        labels: [route = '', method = '', status = ''],
        value,
      } of requests.sorted()) {
        lines.push(
          `secgate_http_requests_total${formatLabels([
            ['route', route],
            ['method', method],
            ['status', status],
          ])} ${formatValue(value)}`,
        );
      }
      lines.push(
        ...familyHeader(
          'secgate_jobs_taken_over_total',
          'counter',
          'Jobs whose lease ran out under a process that crashed or stopped past its drain, run again by this one (each may call its origin twice).',
        ),
        `secgate_jobs_taken_over_total ${formatValue(takenOver)}`,
      );
      lines.push(...familyHeader('secgate_admission_refusals_total', 'counter', 'Completion requests refused at admission, by error code.'));
      for (const {
        labels: [code = ''],
        value,
      } of refusals.sorted()) {
        lines.push(`secgate_admission_refusals_total${formatLabels([['code', code]])} ${formatValue(value)}`);
      }
      lines.push(
        ...familyHeader(
          'secgate_guardrail_matches_total',
          'counter',
          'Guardrail matches on requests and answers, by policy category, deciding stage and action.',
        ),
      );
      for (const {
        labels: [check = '', category = '', stage = '', action = ''],
        value,
      } of guardrailMatches.sorted()) {
        lines.push(
          `secgate_guardrail_matches_total${formatLabels([
            ['check', check],
            ['category', category],
            ['stage', stage],
            ['action', action],
          ])} ${formatValue(value)}`,
        );
      }
      lines.push(...familyHeader('secgate_guard_model_latency_ms', 'histogram', 'Latency of questions to the guard model in milliseconds, by outcome.'));
      lines.push(...histogramLines('secgate_guard_model_latency_ms', 'outcome', GUARD_MODEL_BUCKETS_MS, guardModelLatency));
      lines.push(...familyHeader('secgate_jobs', 'gauge', 'Jobs in the store by status, read at scrape time.'));
      for (const status of JOB_STATUSES) {
        lines.push(`secgate_jobs${formatLabels([['status', status]])} ${formatValue(jobCount(jobsByStatus, status))}`);
      }
      lines.push(...familyHeader('secgate_open_streams', 'gauge', 'Streamed answers open now, each waiting on its job with a heartbeat.'));
      lines.push(`secgate_open_streams ${formatValue(live.openStreams ?? 0)}`);
      lines.push(...familyHeader('secgate_upstream_latency_ms', 'histogram', 'Latency of upstream model calls in milliseconds.'));
      lines.push(...histogramLines('secgate_upstream_latency_ms', 'model', bounds, latency));
      lines.push(...familyHeader('secgate_upstream_in_flight', 'gauge', 'Upstream calls in flight, by origin.'));
      for (const load of origins) lines.push(`secgate_upstream_in_flight${formatLabels([['origin', load.origin]])} ${formatValue(load.inFlight)}`);
      lines.push(...familyHeader('secgate_upstream_queued', 'gauge', "Upstream calls waiting for their origin's maxInFlight, by origin."));
      for (const load of origins) lines.push(`secgate_upstream_queued${formatLabels([['origin', load.origin]])} ${formatValue(load.queued)}`);
      lines.push(...familyHeader('secgate_upstream_queue_wait_ms', 'histogram', "Time upstream calls waited for their origin's maxInFlight, in milliseconds."));
      lines.push(...histogramLines('secgate_upstream_queue_wait_ms', 'origin', QUEUE_WAIT_BUCKETS_MS, queueWait));
      lines.push(...familyHeader('secgate_upstream_calls_total', 'counter', 'Upstream model calls by model and outcome.'));
      for (const {
        labels: [model = '', outcome = ''],
        value,
      } of upstreamCalls.sorted()) {
        lines.push(
          `secgate_upstream_calls_total${formatLabels([
            ['model', model],
            ['outcome', outcome],
          ])} ${formatValue(value)}`,
        );
      }
      lines.push(...familyHeader('secgate_charged_micro_usd_total', 'counter', 'Micro-USD charged on receipts, by model.'));
      for (const {
        labels: [model = ''],
        value,
      } of charged.sorted()) {
        lines.push(`secgate_charged_micro_usd_total${formatLabels([['model', model]])} ${formatValue(value)}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

function jobCount(jobsByStatus: Partial<Record<JobStatus, number>>, status: JobStatus): number {
  const value = jobsByStatus[status];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** One observation into the labelled histogram; a negative or non-finite value (a clock step) is not one. */
function observe(histograms: LabelledValues<Histogram>, bounds: readonly number[], label: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) return;
  histograms.update(
    [label],
    () => ({ counts: bounds.map(() => 0), sum: 0, count: 0 }),
    (h) => {
      const index = bounds.findIndex((bound) => value <= bound);
      const counts = [...h.counts];
      if (index !== -1) counts[index] = (counts[index] ?? 0) + 1;
      return { counts, sum: h.sum + value, count: h.count + 1 };
    },
  );
}

/** The bucket, sum and count lines of a histogram family, cumulative as the format wants. */
function histogramLines(name: string, labelName: string, bounds: readonly number[], histograms: LabelledValues<Histogram>): string[] {
  const lines: string[] = [];
  for (const {
    labels: [label = ''],
    value: h,
  } of histograms.sorted()) {
    let cumulative = 0;
    bounds.forEach((bound, i) => {
      cumulative += h.counts[i] ?? 0;
      lines.push(
        `${name}_bucket${formatLabels([
          [labelName, label],
          ['le', formatValue(bound)],
        ])} ${cumulative}`,
      );
    });
    lines.push(
      `${name}_bucket${formatLabels([
        [labelName, label],
        ['le', '+Inf'],
      ])} ${h.count}`,
    );
    lines.push(`${name}_sum${formatLabels([[labelName, label]])} ${formatValue(h.sum)}`);
    lines.push(`${name}_count${formatLabels([[labelName, label]])} ${h.count}`);
  }
  return lines;
}
