import { apiError, type ApiError } from '../errors/api-error.js';

/** What the process knows of itself when a readiness probe asks. */
export interface ReadinessInput {
  /** A stop has begun: the process finishes what it holds and takes nothing new. */
  stopping: boolean;
  /** The store's schema version as it answered just now, or null when it did not answer (or is not open yet). */
  schemaVersion: number | null;
  /** The schema version this binary's migrations reach. */
  requiredSchemaVersion: number;
  knowledgeLoaded: boolean;
  /** How many origins the configuration names, and how many of them serve now. */
  originsConfigured: number;
  originsServed: number;
}

/** One line of a readiness answer: a check, whether it passed, and why not. */
export interface ReadinessCheck {
  name: 'stopping' | 'store' | 'schema' | 'knowledge' | 'origins';
  ok: boolean;
  detail: string;
}

/** Whether the process may be sent work, and every check behind the answer. */
export interface Readiness {
  ready: boolean;
  checks: ReadinessCheck[];
}

/**
 * Whether a load balancer may send this process work. A newer schema than this binary's is fine:
 * migrations only add, so during a rolling deploy the new binary migrates first and the old
 * replicas stay ready until they are replaced. Origins count only when some are configured: one
 * that serves is enough, since admission answers per model.
 */
export function decideReadiness(input: ReadinessInput): Readiness {
  const { schemaVersion, requiredSchemaVersion } = input;
  const checks: ReadinessCheck[] = [
    { name: 'stopping', ok: !input.stopping, detail: input.stopping ? 'a stop has begun; new work goes elsewhere' : 'serving' },
    { name: 'store', ok: schemaVersion !== null, detail: schemaVersion === null ? 'the store does not answer' : 'the store answers' },
    {
      name: 'schema',
      ok: schemaVersion !== null && schemaVersion >= requiredSchemaVersion,
      detail:
        schemaVersion === null
          ? 'unknown while the store does not answer'
          : `version ${schemaVersion}; this binary needs ${requiredSchemaVersion} or newer${schemaVersion < requiredSchemaVersion ? ': run secgate migrate' : ''}`,
    },
    { name: 'knowledge', ok: input.knowledgeLoaded, detail: input.knowledgeLoaded ? 'loaded' : 'not loaded yet' },
    {
      name: 'origins',
      ok: input.originsConfigured === 0 || input.originsServed > 0,
      detail: input.originsConfigured === 0 ? 'none configured' : `${input.originsServed} of ${input.originsConfigured} serve`,
    },
  ];
  return { ready: checks.every((check) => check.ok), checks };
}

/** What a refusal during a stop suggests waiting before trying again (another replica, usually). */
export const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 5;

/** 503 `shutting-down`: the process is draining before it stops, so it takes no new work. */
export function shuttingDownError(): ApiError {
  return apiError('shutting-down', 'This process is stopping and takes no new work; send the request again, to it or another replica.', {
    retryAfterSeconds: SHUTTING_DOWN_RETRY_AFTER_SECONDS,
  });
}

/** 503 `not-ready`: the process is still starting (or a readiness check fails), so it takes no work yet. */
export function notReadyError(readiness: Readiness): ApiError {
  const failing = readiness.checks.filter((check) => !check.ok);
  return apiError('not-ready', `Not ready: ${failing.map((check) => `${check.name} (${check.detail})`).join('; ')}.`, {
    checks: readiness.checks,
    retryAfterSeconds: 1,
  });
}
