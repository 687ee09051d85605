import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODELS, modelsList } from '@secgate/core';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOpenAIUpstreams } from '@secgate/http-adapter';
import { loadServiceConfig } from './load-service-config.js';
import type { ServiceConfig } from '@secgate/http-adapter';
import { DEFAULT_SERVICE_CONFIG } from './service-config-defaults.js';

const dir = mkdtempSync(join(tmpdir(), 'secgate-config-'));
let files = 0;
function configFile(content: unknown): string {
  const path = join(dir, `config-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function load(options: { file?: unknown; env?: Record<string, string>; demo?: boolean } = {}): ServiceConfig {
  const result = loadServiceConfig({
    ...(options.file !== undefined ? { file: configFile(options.file) } : {}),
    env: options.env ?? {},
    demo: options.demo ?? false,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function refusal(options: { file?: unknown; path?: string; env?: Record<string, string>; demo?: boolean }): string {
  const result = loadServiceConfig({
    file: options.path ?? (options.file !== undefined ? configFile(options.file) : undefined),
    env: options.env ?? {},
    demo: options.demo ?? false,
  });
  if (result.ok) throw new Error('expected the configuration to be refused');
  return result.error.message;
}

describe('defaults', () => {
  it('are the documented values when there is no file', () => {
    const config = load();
    expect(config).toEqual(DEFAULT_SERVICE_CONFIG);
    expect(config).toMatchObject({
      models: DEFAULT_MODELS,
      routes: { shared: null, dedicated: {} },
      probe: { enabled: true, intervalMs: 30_000, timeoutMs: 5_000 },
      freeRequestsPerDay: 1_000,
      freeStorageGiB: 1,
      syncWaitMs: 840_000,
      heartbeatMs: 10_000,
      jobRetentionMs: 86_400_000,
      jobHistoryMs: 7_776_000_000,
      leaseMs: 30_000,
      sweepIntervalMs: 5_000,
      upstreamTimeoutMs: 900_000,
      rateLimitPerMinute: 600,
      aupVersion: '2026-11',
      webhook: { secret: null, toleranceSeconds: 300 },
      ekyc: { urlTemplate: null, secret: null },
      publicHosts: ['localhost', '127.0.0.1'],
    });
  });

  it('admit a request at the input ceiling however its JSON escapes the text', () => {
    // 524,288 characters outside the BMP, each written as two \uXXXX escapes: 12 bytes apiece.
    expect(load().bodyLimitBytes).toBeGreaterThanOrEqual(524_288 * 12 + 1_048_576);
  });

  it('fill in what a partial file leaves out', () => {
    const config = load({ file: { probe: { intervalMs: 5_000 }, webhook: { secret: 'whsec_x' } } });
    expect(config.probe).toEqual({ enabled: true, intervalMs: 5_000, timeoutMs: 5_000 });
    expect(config.webhook).toEqual({ secret: 'whsec_x', toleranceSeconds: 300 });
    expect(config.syncWaitMs).toBe(840_000);
  });
});

describe('the file', () => {
  it('is read from SECGATE_CONFIG when no path is given', () => {
    const path = configFile({ freeRequestsPerDay: 5 });
    const result = loadServiceConfig({ env: { SECGATE_CONFIG: path } });
    expect(result.ok && result.value.freeRequestsPerDay).toBe(5);
  });

  it('must exist and hold a JSON object', () => {
    expect(refusal({ path: join(dir, 'missing.json') })).toMatch(
      /missing\.json' could not be read: there is no such file\. Correct the path given to --config/,
    );
    expect(refusal({ file: '{"probe": ' })).toMatch(/is not valid JSON at line 1, column 11: Unexpected end of the file\. Correct the file there/);
    expect(refusal({ file: [] })).toMatch(/must hold a JSON object/);
  });

  it('names the field that is wrong', () => {
    expect(refusal({ file: { probe: { intervalMs: 'often' } } })).toMatch(/field 'probe\.intervalMs' must be a number\.$/);
    expect(refusal({ file: { freeRequestsPerDay: -1 } })).toMatch(/field 'freeRequestsPerDay' must be 0 or more\.$/);
    expect(refusal({ file: { syncWaitMs: 1.5 } })).toMatch(/field 'syncWaitMs' must be a whole number\.$/);
    expect(refusal({ file: { routes: { shared: { baseURL: 'ftp://x' } } } })).toMatch(/field 'routes\.shared\.baseURL' must be an http\(s\) URL/);
    expect(refusal({ file: { routes: { shared: { baseURL: 'http://x/v1', apiKeyEnv: 'sk-live-key' } } } })).toMatch(
      /'routes\.shared\.apiKeyEnv' must be the name of an environment variable/,
    );
    expect(refusal({ file: { models: [{ id: 'm', team: 'purple' }] } })).toMatch(/field 'models\[0\]\.team' must be "blue" or "red"\.$/);
    expect(refusal({ file: { ekyc: { urlTemplate: 'https://verify.example/start' } } })).toMatch(
      /'ekyc\.urlTemplate' must be an http\(s\) URL containing \{state\}/,
    );
  });

  it("reads an origin's cap and line, and refuses ones that are not whole numbers in range", () => {
    const config = load({ file: { routes: { shared: { baseURL: 'http://10.0.0.5:8000/v1', maxInFlight: 100, maxQueued: 2_000 } } } });
    expect(config.routes.shared).toEqual({ baseURL: 'http://10.0.0.5:8000/v1', maxInFlight: 100, maxQueued: 2_000 });
    expect(load().routes.shared?.maxInFlight).toBeUndefined();
    expect(refusal({ file: { routes: { shared: { baseURL: 'http://x/v1', maxInFlight: 0 } } } })).toMatch(
      /'routes\.shared\.maxInFlight' must be at least 1\.$/,
    );
    expect(refusal({ file: { routes: { shared: { baseURL: 'http://x/v1', maxQueued: 2.5 } } } })).toMatch(
      /'routes\.shared\.maxQueued' must be a whole number\.$/,
    );
  });

  it('reports a misspelt key as the unknown field it is', () => {
    expect(refusal({ file: { probe: { intervalMS: 5_000 } } })).toMatch(/field 'probe\.intervalMS' is not a configuration field/);
    expect(refusal({ file: { heartbeat: 5_000 } })).toMatch(/field 'heartbeat' is not a configuration field/);
  });
});

describe('environment overrides', () => {
  it('override the file, one variable per field', () => {
    const config = load({
      file: { freeRequestsPerDay: 5, probe: { enabled: true } },
      env: {
        SECGATE_FREE_REQUESTS_PER_DAY: '20',
        SECGATE_SYNC_WAIT_MS: '2000',
        SECGATE_HEARTBEAT_MS: '50',
        SECGATE_JOB_RETENTION_MS: '60000',
        SECGATE_LEASE_MS: '1000',
        SECGATE_SWEEP_INTERVAL_MS: '200',
        SECGATE_UPSTREAM_TIMEOUT_MS: '3000',
        SECGATE_BODY_LIMIT_BYTES: '65536',
        SECGATE_RATE_LIMIT_PER_MINUTE: '0',
        SECGATE_AUP_VERSION: '2027-01',
        SECGATE_WEBHOOK_SECRET: 'whsec_env',
        SECGATE_WEBHOOK_TOLERANCE_SECONDS: '60',
        SECGATE_EKYC_URL_TEMPLATE: 'https://kyc.example/v?s={state}',
        SECGATE_EKYC_SECRET: 'ekyc_env',
        SECGATE_PUBLIC_HOSTS: 'api.example.com, localhost',
        SECGATE_PROBE: 'off',
        SECGATE_PROBE_INTERVAL_MS: '1000',
        SECGATE_PROBE_TIMEOUT_MS: '250',
        SECGATE_JOB_HISTORY_MS: '120000',
      },
    });
    expect(config).toMatchObject({
      freeRequestsPerDay: 20,
      syncWaitMs: 2_000,
      heartbeatMs: 50,
      jobRetentionMs: 60_000,
      jobHistoryMs: 120_000,
      leaseMs: 1_000,
      sweepIntervalMs: 200,
      upstreamTimeoutMs: 3_000,
      bodyLimitBytes: 65_536,
      rateLimitPerMinute: 0,
      aupVersion: '2027-01',
      webhook: { secret: 'whsec_env', toleranceSeconds: 60 },
      ekyc: { urlTemplate: 'https://kyc.example/v?s={state}', secret: 'ekyc_env' },
      publicHosts: ['api.example.com', 'localhost'],
      probe: { enabled: false, intervalMs: 1_000, timeoutMs: 250 },
    });
  });

  it('treat an empty variable as unset', () => {
    expect(load({ env: { SECGATE_SYNC_WAIT_MS: '' } }).syncWaitMs).toBe(840_000);
  });

  it('configure the shared route and dedicated routes', () => {
    const config = load({
      env: {
        SECGATE_SHARED_BASE_URL: 'http://127.0.0.1:11434/v1',
        SECGATE_SHARED_API_KEY_ENV: 'SHARED_KEY',
        SHARED_KEY: 'k',
        SECGATE_DEDICATED_RED_2_BASE_URL: 'http://10.0.0.2:8000/v1',
        SECGATE_DEDICATED_RED_2_UPSTREAM_MODEL: 'org/red-two',
        SECGATE_DEDICATED_RED_6_BASE_URL: 'http://10.0.0.6:8000/v1',
      },
    });
    expect(config.routes).toEqual({
      shared: { baseURL: 'http://127.0.0.1:11434/v1', apiKeyEnv: 'SHARED_KEY' },
      dedicated: {
        'red-2': { baseURL: 'http://10.0.0.2:8000/v1', upstreamModel: 'org/red-two' },
        'red-6': { baseURL: 'http://10.0.0.6:8000/v1' },
      },
    });
    // The route's upstream id replaces the placeholder of the built-in catalog's fixed echo.
    expect(config.models.find((model) => model.id === 'red-2')?.echo).toEqual({ kind: 'fixed', upstreamModel: 'org/red-two' });
  });

  it('name the variable whose value is wrong', () => {
    expect(refusal({ env: { SECGATE_SYNC_WAIT_MS: 'soon' } })).toBe("SECGATE_SYNC_WAIT_MS must be a whole number, got 'soon'.");
    expect(refusal({ env: { SECGATE_PROBE: 'maybe' } })).toMatch(/^SECGATE_PROBE must be on or off/);
    expect(refusal({ env: { SECGATE_BODY_LIMIT_BYTES: '10' } })).toBe("SECGATE_BODY_LIMIT_BYTES (configuration field 'bodyLimitBytes') must be at least 1024.");
    expect(refusal({ env: { SECGATE_SHARED_BASE_URL: 'localhost:11434' } })).toMatch(
      /^SECGATE_SHARED_BASE_URL \(configuration field 'routes\.shared\.baseURL'\) must be an http\(s\) URL/,
    );
    expect(refusal({ env: { SECGATE_SHARED_API_KEY_ENV: 'K', K: 'x' } })).toBe(
      "Configuration: field 'routes.shared.baseURL' is required (SECGATE_SHARED_API_KEY_ENV configures part of 'routes.shared').",
    );
    expect(refusal({ env: { SECGATE_DEDICATED_RED_9_BASE_URL: 'http://x/v1' } })).toBe(
      'SECGATE_DEDICATED_RED_9_BASE_URL names no model of the catalog (RED_9).',
    );
  });
});

describe('rules across fields', () => {
  const origin = { baseURL: 'http://127.0.0.1:8000/v1' };

  it('a dedicated route names a Red model of the catalog', () => {
    expect(refusal({ file: { routes: { dedicated: { 'red-9': origin } } } })).toMatch(/'routes\.dedicated\.red-9': no model 'red-9' is in the catalog/);
    expect(refusal({ file: { routes: { dedicated: { 'shared-1': origin } } } })).toMatch(/'shared-1' is a Blue model; it takes the shared route/);
  });

  it('a fixed echo needs its upstream id, from the model or from its route', () => {
    const models = [{ id: 'red-x', team: 'red', echo: { kind: 'fixed' } }];
    expect(refusal({ file: { models } })).toMatch(/'red-x' has a fixed echo but no upstream id/);
    const fromRoute = load({ file: { models, routes: { dedicated: { 'red-x': { ...origin, upstreamModel: 'org/x' } } } } });
    expect(fromRoute.models[0]?.echo).toEqual({ kind: 'fixed', upstreamModel: 'org/x' });
    // Named on the model only: the route sends that id.
    const fromModel = load({
      file: { models: [{ id: 'red-x', team: 'red', echo: { kind: 'fixed', upstreamModel: 'org/x-2025' } }], routes: { dedicated: { 'red-x': origin } } },
    });
    expect(fromModel.routes.dedicated['red-x']).toEqual({ ...origin, upstreamModel: 'org/x-2025' });
  });

  it('the echo may differ from the name sent when the model says so', () => {
    const config = load({
      file: {
        models: [{ id: 'red-x', team: 'red', echo: { kind: 'fixed', upstreamModel: 'org/x-2025-01-01' } }],
        routes: { dedicated: { 'red-x': { ...origin, upstreamModel: 'org/x' } } },
      },
    });
    expect(config.models[0]?.echo).toEqual({ kind: 'fixed', upstreamModel: 'org/x-2025-01-01' });
    expect(config.routes.dedicated['red-x']?.upstreamModel).toBe('org/x');
  });

  it('a requested echo cannot go with a route that renames the model', () => {
    expect(refusal({ file: { routes: { shared: { ...origin, upstreamModel: 'qwen2.5-coder:7b' } } } })).toMatch(
      /'routes\.shared\.upstreamModel': 'shared-1' must be answered under its own id/,
    );
  });

  it('model ids are unique and a model takes its team route', () => {
    expect(
      refusal({
        file: {
          models: [
            { id: 'a', team: 'blue' },
            { id: 'a', team: 'red' },
          ],
        },
      }),
    ).toMatch(/'models\[1\]\.id': 'a' is listed twice/);
    expect(refusal({ file: { models: [{ id: 'a', team: 'blue', route: 'dedicated' }] } })).toMatch(/a blue model takes the shared route/);
  });

  it('a key variable a route names must be set', () => {
    const file = { routes: { shared: { ...origin, apiKeyEnv: 'OPENROUTER_API_KEY' } } };
    expect(refusal({ file })).toBe(
      "Configuration field 'routes.shared.apiKeyEnv' names the environment variable OPENROUTER_API_KEY, which is not set. Set it in the environment of secgate, or remove the field.",
    );
    expect(load({ file, env: { OPENROUTER_API_KEY: 'sk-or-x' } }).routes.shared?.apiKeyEnv).toBe('OPENROUTER_API_KEY');
  });
});

describe('demo mode', () => {
  // The catalog as demo mode serves it.
  const SPEC_TABLE = [
    ['shared-1', 'blue', 'shared', 'served'],
    ['shared-2', 'blue', 'shared', 'served'],
    ['shared-3', 'blue', 'shared', 'served'],
    ['shared-4', 'blue', 'shared', 'served'],
    ['red-1', 'red', 'dedicated', 'served'],
    ['red-2', 'red', 'dedicated', 'served'],
    ['red-3', 'red', 'dedicated', 'served'],
    ['red-4', 'red', 'dedicated', 'route not configured'],
    ['red-5', 'red', 'dedicated', 'route not configured'],
    ['red-6', 'red', 'dedicated', 'route not configured'],
  ];

  async function catalogOf(config: ServiceConfig) {
    const upstreams = createOpenAIUpstreams({ config, clock: { now: () => 0 }, logger: pino({ enabled: false }), env: {} });
    await upstreams.ready();
    const rows = modelsList(config.models, (id) => (upstreams.isServed(id) ? 'served' : 'route not configured')).data.map((entry) => [
      entry.id,
      entry.team,
      entry.route,
      entry.availability,
    ]);
    await upstreams.close();
    return rows;
  }

  it('reads exactly as the catalog table, with the offline origin and no network', async () => {
    const config = load({ demo: true });
    expect(config.routes).toEqual({
      shared: { baseURL: 'offline:' },
      dedicated: {
        'red-1': { baseURL: 'offline:', upstreamModel: 'secgate-red-1' },
        'red-2': { baseURL: 'offline:', upstreamModel: 'secgate-red-2' },
        'red-3': { baseURL: 'offline:', upstreamModel: 'secgate-red-3' },
      },
    });
    expect(await catalogOf(config)).toEqual(SPEC_TABLE);
  });

  it('replaces routes from the file and the environment, keeping the other settings', async () => {
    const config = load({
      demo: true,
      file: {
        routes: { shared: { baseURL: 'http://127.0.0.1:1/v1', apiKeyEnv: 'UNSET_KEY' }, dedicated: { 'red-5': { baseURL: 'http://127.0.0.1:1/v1' } } },
        freeRequestsPerDay: 3,
      },
      env: { SECGATE_DEDICATED_RED_6_BASE_URL: 'http://127.0.0.1:1/v1' },
    });
    expect(config.freeRequestsPerDay).toBe(3);
    expect(await catalogOf(config)).toEqual(SPEC_TABLE);
  });
});
