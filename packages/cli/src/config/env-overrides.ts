import { err, ok, type Result } from '@secgate/core';

type Parse = 'text' | 'integer' | 'boolean' | 'list';

/**
 * The environment variables that override the configuration file, each with the field it sets.
 * A variable set to the empty string counts as unset (container tools often write `VAR=`).
 * The dedicated routes have their own family, SECGATE_DEDICATED_<MODEL>_*, handled below.
 */
export const ENV_OVERRIDES: readonly { name: string; path: readonly string[]; parse: Parse }[] = [
  { name: 'SECGATE_SHARED_BASE_URL', path: ['routes', 'shared', 'baseURL'], parse: 'text' },
  { name: 'SECGATE_SHARED_API_KEY_ENV', path: ['routes', 'shared', 'apiKeyEnv'], parse: 'text' },
  { name: 'SECGATE_SHARED_UPSTREAM_MODEL', path: ['routes', 'shared', 'upstreamModel'], parse: 'text' },
  { name: 'SECGATE_PROBE', path: ['probe', 'enabled'], parse: 'boolean' },
  { name: 'SECGATE_PROBE_INTERVAL_MS', path: ['probe', 'intervalMs'], parse: 'integer' },
  { name: 'SECGATE_PROBE_TIMEOUT_MS', path: ['probe', 'timeoutMs'], parse: 'integer' },
  { name: 'SECGATE_FREE_REQUESTS_PER_DAY', path: ['freeRequestsPerDay'], parse: 'integer' },
  { name: 'SECGATE_FREE_STORAGE_GIB', path: ['freeStorageGiB'], parse: 'integer' },
  { name: 'SECGATE_SYNC_WAIT_MS', path: ['syncWaitMs'], parse: 'integer' },
  { name: 'SECGATE_HEARTBEAT_MS', path: ['heartbeatMs'], parse: 'integer' },
  { name: 'SECGATE_JOB_RETENTION_MS', path: ['jobRetentionMs'], parse: 'integer' },
  { name: 'SECGATE_JOB_HISTORY_MS', path: ['jobHistoryMs'], parse: 'integer' },
  { name: 'SECGATE_SHUTDOWN_DRAIN_MS', path: ['shutdownDrainMs'], parse: 'integer' },
  { name: 'SECGATE_LEASE_MS', path: ['leaseMs'], parse: 'integer' },
  { name: 'SECGATE_SWEEP_INTERVAL_MS', path: ['sweepIntervalMs'], parse: 'integer' },
  { name: 'SECGATE_UPSTREAM_TIMEOUT_MS', path: ['upstreamTimeoutMs'], parse: 'integer' },
  { name: 'SECGATE_BODY_LIMIT_BYTES', path: ['bodyLimitBytes'], parse: 'integer' },
  { name: 'SECGATE_PUBLIC_BODY_LIMIT_BYTES', path: ['publicBodyLimitBytes'], parse: 'integer' },
  { name: 'SECGATE_RATE_LIMIT_PER_MINUTE', path: ['rateLimitPerMinute'], parse: 'integer' },
  { name: 'SECGATE_PUBLIC_RATE_LIMIT_PER_MINUTE', path: ['publicRateLimitPerMinute'], parse: 'integer' },
  { name: 'SECGATE_TRUSTED_PROXIES', path: ['trustedProxies'], parse: 'list' },
  { name: 'SECGATE_AUP_VERSION', path: ['aupVersion'], parse: 'text' },
  { name: 'SECGATE_WEBHOOK_SECRET', path: ['webhook', 'secret'], parse: 'text' },
  { name: 'SECGATE_WEBHOOK_TOLERANCE_SECONDS', path: ['webhook', 'toleranceSeconds'], parse: 'integer' },
  { name: 'SECGATE_EKYC_URL_TEMPLATE', path: ['ekyc', 'urlTemplate'], parse: 'text' },
  { name: 'SECGATE_EKYC_SECRET', path: ['ekyc', 'secret'], parse: 'text' },
  { name: 'SECGATE_PUBLIC_HOSTS', path: ['publicHosts'], parse: 'list' },
  { name: 'SECGATE_METRICS_TOKEN', path: ['metrics', 'token'], parse: 'text' },
  { name: 'SECGATE_PUBLIC_URL', path: ['console', 'publicUrl'], parse: 'text' },
];

const DEDICATED = /^SECGATE_DEDICATED_(.+)_(BASE_URL|API_KEY_ENV|UPSTREAM_MODEL)$/;
const DEDICATED_FIELD = { BASE_URL: 'baseURL', API_KEY_ENV: 'apiKeyEnv', UPSTREAM_MODEL: 'upstreamModel' } as const;

/** How a model id is spelt inside a variable name: `red-1` is `RED_1`. */
export function envNameOf(modelId: string): string {
  return modelId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

export interface Overridden {
  /** The file's object with every override written in. */
  raw: Record<string, unknown>;
  /** Which variable set each dotted field, so a validation error can name the variable. */
  sources: Map<string, string>;
}

/**
 * Writes the environment's overrides into the (not yet validated) file object; validation then
 * checks file and environment values alike. Only the form of a value is checked here (a number
 * must be digits, a switch must be on or off); its range is the schema's job.
 */
export function applyEnvOverrides(
  file: Record<string, unknown>,
  env: Record<string, string | undefined>,
  modelIds: readonly string[],
): Result<Overridden, { message: string }> {
  const raw = structuredClone(file);
  const sources = new Map<string, string>();
  const set = (name: string, path: readonly string[], value: unknown) => {
    setPath(raw, path, value);
    sources.set(path.join('.'), name);
  };

  for (const { name, path, parse } of ENV_OVERRIDES) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = parseValue(text, parse);
    if (value === undefined) return err({ message: `${name} must be ${FORMS[parse]}, got '${text}'.` });
    set(name, path, value);
  }

  for (const name of Object.keys(env).sort()) {
    const match = DEDICATED.exec(name);
    const text = env[name];
    if (!match || text === undefined || text === '') continue;
    const modelId = modelIds.find((id) => envNameOf(id) === match[1]);
    if (modelId === undefined) return err({ message: `${name} names no model of the catalog (${match[1]}).` });
    const field = DEDICATED_FIELD[match[2] as keyof typeof DEDICATED_FIELD];
    // `dedicated` is keyed by model id, which may contain dots: the source key is built by hand.
    setPath(raw, ['routes', 'dedicated', modelId, field], text.trim());
    sources.set(`routes.dedicated.${modelId}.${field}`, name);
  }
  return ok({ raw, sources });
}

const FORMS: Record<Parse, string> = {
  text: 'a value',
  integer: 'a whole number',
  boolean: 'on or off (true/false, 1/0, yes/no)',
  list: 'a comma-separated list',
};

function parseValue(text: string, parse: Parse): unknown {
  const trimmed = text.trim();
  switch (parse) {
    case 'text':
      return trimmed;
    case 'integer':
      return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : undefined;
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(word)) return true;
      if (['0', 'false', 'off', 'no'].includes(word)) return false;
      return undefined;
    }
    case 'list': {
      const items = trimmed
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      return items.length > 0 ? items : undefined;
    }
  }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    // A null or non-object (e.g. `"shared": null`) is replaced: the variable asks for a route.
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
}
