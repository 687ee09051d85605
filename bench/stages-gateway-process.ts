// secgate wired exactly as `secgate serve` wires it (server/start-server.ts: store, upstreams,
// runner, app, the default info log to standard output), except that the store's reservation and
// settlement and the upstream call are timed where the app calls them. Serves until killed; GET
// /__bench/stages answers the timings since the last read. For the `stages` section of the
// benchmark (bench/stages.ts): where one sequential completion spends its time.
import { serve } from '@hono/node-server';
import { createApp, createJobRunner, createLogger, createMetrics, createOpenAIUpstreams, type Upstreams } from '@secgate/http-adapter';
import { openStore, randomIds, systemClock, type Store } from '@secgate/store';
import { loadServiceConfig } from '../packages/cli/src/config/load-service-config.js';
import { createRequestCounter } from '../packages/http-adapter/src/auth/request-counter.js';
import { createPrincipals } from '../test/support/e2e-service.js';

const stages = { reserve: [] as number[], upstream: [] as number[], settle: [] as number[] };

/** The store, with the two hot-path writes timed from the caller's side (group commit's turn included). */
function timedStore(store: Store): Store {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name !== 'createJob' && name !== 'finishJob') return value;
      const into = name === 'createJob' ? stages.reserve : stages.settle;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          into.push(performance.now() - started);
        }
      };
    },
  });
}

function timedUpstreams(upstreams: Upstreams): Upstreams {
  return {
    ...upstreams,
    async complete(...args: Parameters<Upstreams['complete']>) {
      const started = performance.now();
      try {
        return await upstreams.complete(...args);
      } finally {
        stages.upstream.push(performance.now() - started);
      }
    },
  };
}

const loaded = loadServiceConfig({ file: process.env.BENCH_CONFIG_FILE, env: {} });
if (!loaded.ok) throw new Error(loaded.error.message);
const config = loaded.value;
const db = process.env.BENCH_DB ?? 'memory:';
const setup = await openStore(db);
const tokens = await createPrincipals(setup, [{ id: 'p_bench', patch: { freeRequestsPerDay: 0 } }]);
await setup.close();

const logger = createLogger({ level: 'info' });
const store = timedStore(await openStore(db));
const base = createOpenAIUpstreams({ config, clock: systemClock, logger, env: {} });
await base.ready();
const upstreams = timedUpstreams(base);
const metrics = createMetrics();
const requests = createRequestCounter({ store, clock: systemClock, logger, limit: config.rateLimitPerMinute });
const deps = { store, upstreams, config, clock: systemClock, ids: randomIds, logger, metrics, requests };
const runner = createJobRunner(deps);
const app = createApp({ ...deps, runner });

const fetchWithStages = (request: Request, env: unknown) => {
  if (new URL(request.url).pathname !== '/__bench/stages') return app.fetch(request, env);
  const taken = { reserve: stages.reserve.splice(0), upstream: stages.upstream.splice(0), settle: stages.settle.splice(0) };
  return Response.json(taken);
};
const server = serve({ fetch: fetchWithStages, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`stages http://127.0.0.1:${info.port} ${tokens.p_bench}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void runner
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
});
