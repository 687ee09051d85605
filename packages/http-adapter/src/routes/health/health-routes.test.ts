import { SCHEMA_VERSION } from '@secgate/store';
import { describe, expect, it } from 'vitest';
import type { Phase } from '../../server/lifecycle.js';
import { createReadinessProbe, healthRoutes, type HealthDeps } from './health-routes.js';

function depsWith(overrides: { schemaVersion?: () => Promise<number>; phase?: Phase; served?: number } = {}): HealthDeps & { asked: () => number } {
  let asked = 0;
  return {
    store: {
      schemaVersion: () => {
        asked++;
        return (overrides.schemaVersion ?? (async () => SCHEMA_VERSION))();
      },
    },
    upstreams: { originCounts: () => ({ configured: 2, served: overrides.served ?? 1 }) },
    phase: () => overrides.phase ?? 'serving',
    asked: () => asked,
  };
}

async function ask(deps: HealthDeps, path: string) {
  const res = await healthRoutes(createReadinessProbe(deps)).request(path);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /health/live', () => {
  it('answers 200 whatever the store and the phase, never cached', async () => {
    const res = await ask(depsWith({ schemaVersion: () => Promise.reject(new Error('down')), phase: 'stopping' }), '/health/live');
    expect(res).toMatchObject({ status: 200, body: { status: 'live' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /health/ready', () => {
  it('200 with every check when the store answers at this schema and an origin serves', async () => {
    const res = await ask(depsWith(), '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready' });
    expect((res.body.checks as { ok: boolean }[]).every((check) => check.ok)).toBe(true);
  });

  it('503 not-ready with Retry-After, naming the check, when the store fails, its schema is older, no origin serves or a stop has begun', async () => {
    for (const [deps, failing] of [
      [depsWith({ schemaVersion: () => Promise.reject(new Error('connection refused')) }), 'store'],
      [depsWith({ schemaVersion: async () => SCHEMA_VERSION - 1 }), 'schema'],
      [depsWith({ served: 0 }), 'origins'],
      [depsWith({ phase: 'stopping' }), 'stopping'],
    ] as const) {
      const res = await ask(deps, '/health/ready');
      expect(res.status, failing).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const error = res.body.error as { code: string; checks: { name: string; ok: boolean }[] };
      expect(error.code).toBe('not-ready');
      expect(error.checks.find((check) => check.name === failing)?.ok).toBe(false);
    }
  });

  it('asks the store once however many probes come at once', async () => {
    const deps = depsWith();
    const probe = createReadinessProbe(deps);
    await Promise.all(Array.from({ length: 20 }, () => probe()));
    expect(deps.asked()).toBe(1);
  });
});
