import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { err, fieldErrorFromIssues, firstIssueInDocumentOrder, issuePath, ok, type Result } from '@secgate/core';
import * as v from 'valibot';
import { configFileSchema, type ConfigFile } from './config-schema.js';
import { applyEnvOverrides } from './env-overrides.js';
import { jsonErrorPosition } from './json-error-position.js';
import { secretFromEnv } from './secret-from-env.js';
import { modelsFromFile, resolveRoutes } from './resolve-routes.js';
import type { GuardModelConfig, OidcConfig, PaymentsConfig, ServiceConfig } from '@secgate/http-adapter';
import { GUARD_MODEL_DEFAULTS } from './guardrails-schema.js';
import { RECHARGE_DEFAULTS } from './payments-schema.js';
import { DEFAULT_SERVICE_CONFIG, DEMO_DEDICATED_MODELS, OFFLINE_ORIGIN } from './service-config-defaults.js';

export interface LoadOptions {
  /** The JSON configuration file; `SECGATE_CONFIG` when absent; none at all means every default. */
  file?: string | undefined;
  env: Record<string, string | undefined>;
  /** Demo mode: the offline origin for the shared route and red-1..3 (docs/configuration.md#demo-mode). */
  demo?: boolean;
}

/**
 * The service's configuration: defaults, then the file, then the environment's overrides, then
 * demo mode, then the rules across fields. Every failure is one sentence naming the file field
 * or the environment variable to fix, so `secgate serve` can print it and exit.
 */
export function loadServiceConfig(options: LoadOptions): Result<ServiceConfig, { message: string }> {
  const path = options.file || options.env.SECGATE_CONFIG || undefined;
  const read = path === undefined ? ok({}) : readConfigFile(path);
  if (!read.ok) return read;

  if (!isObject(read.value)) return err({ message: `${source(path)} must hold a JSON object.` });
  // The SECGATE_DEDICATED_<MODEL>_* variables are matched against the catalog the file defines.
  const fileModels: unknown[] = Array.isArray(read.value.models) ? read.value.models : DEFAULT_SERVICE_CONFIG.models;
  const modelIds = fileModels.flatMap((model) => (isObject(model) && typeof model.id === 'string' ? [model.id] : []));
  const overridden = applyEnvOverrides(read.value, options.env, modelIds);
  if (!overridden.ok) return overridden;

  const parsed = v.safeParse(configFileSchema, overridden.value.raw, { abortEarly: false });
  if (!parsed.success) {
    const issue = firstIssueInDocumentOrder(parsed.issues);
    const field = issuePath(issue) || '(top level)';
    const variable = overridden.value.sources.get(field);
    const where = variable ? `${variable} (configuration field '${field}')` : `${source(path)}: field '${field}'`;
    return err({ message: `${where} ${describe(issue)}${siblingNote(field, overridden.value.sources)}.` });
  }
  return build(parsed.output, options);
}

function build(file: ConfigFile, options: LoadOptions): Result<ServiceConfig, { message: string }> {
  const d = DEFAULT_SERVICE_CONFIG;
  let models = d.models;
  if (file.models) {
    const fromFile = modelsFromFile(file.models);
    if (!fromFile.ok) return fromFile;
    models = fromFile.value;
  }
  const routes: ServiceConfig['routes'] = options.demo ? demoRoutes(models) : { shared: file.routes?.shared ?? null, dedicated: { ...file.routes?.dedicated } };
  const resolved = resolveRoutes(models, routes, file.models === undefined);
  if (!resolved.ok) return resolved;
  const missingKey = missingApiKey(resolved.value.routes, options.env);
  if (missingKey) return missingKey;
  const oidc = oidcOf(file.console?.oidc ?? null, options.env);
  if (!oidc.ok) return oidc;
  const payments = paymentsOf(file.payments, options.env);
  if (!payments.ok) return payments;
  const guardModel = guardModelOf(file.guardrails?.guardModel ?? null, options.env);
  if (!guardModel.ok) return guardModel;

  return ok({
    models: resolved.value.models,
    routes: resolved.value.routes,
    probe: { ...d.probe, ...file.probe },
    freeRequestsPerDay: file.freeRequestsPerDay ?? d.freeRequestsPerDay,
    freeStorageGiB: file.freeStorageGiB ?? d.freeStorageGiB,
    syncWaitMs: file.syncWaitMs ?? d.syncWaitMs,
    heartbeatMs: file.heartbeatMs ?? d.heartbeatMs,
    jobRetentionMs: file.jobRetentionMs ?? d.jobRetentionMs,
    // History is never shorter than the re-attach window: a job must outlive its own re-attach.
    jobHistoryMs: Math.max(file.jobHistoryMs ?? d.jobHistoryMs, file.jobRetentionMs ?? d.jobRetentionMs),
    shutdownDrainMs: file.shutdownDrainMs ?? d.shutdownDrainMs,
    leaseMs: file.leaseMs ?? d.leaseMs,
    sweepIntervalMs: file.sweepIntervalMs ?? d.sweepIntervalMs,
    upstreamTimeoutMs: file.upstreamTimeoutMs ?? d.upstreamTimeoutMs,
    bodyLimitBytes: file.bodyLimitBytes ?? d.bodyLimitBytes,
    publicBodyLimitBytes: file.publicBodyLimitBytes ?? d.publicBodyLimitBytes,
    rateLimitPerMinute: file.rateLimitPerMinute ?? d.rateLimitPerMinute,
    publicRateLimitPerMinute: file.publicRateLimitPerMinute ?? d.publicRateLimitPerMinute,
    trustedProxies: file.trustedProxies ?? [...d.trustedProxies],
    aupVersion: file.aupVersion ?? d.aupVersion,
    webhook: { ...d.webhook, ...file.webhook },
    ekyc: { ...d.ekyc, ...file.ekyc },
    publicHosts: file.publicHosts ?? [...d.publicHosts],
    metrics: { ...d.metrics, ...file.metrics },
    console: {
      publicUrl: file.console?.publicUrl === undefined ? d.console.publicUrl : file.console.publicUrl,
      session: { ...d.console.session, ...file.console?.session },
      oidc: oidc.value,
    },
    payments: payments.value,
    guardModel: guardModel.value,
  });
}

/** The guard model, with its key read from the variable the file names; a named variable that is unset is an error. */
function guardModelOf(
  file: NonNullable<ConfigFile['guardrails']>['guardModel'] | null,
  env: Record<string, string | undefined>,
): Result<GuardModelConfig | null, { message: string }> {
  if (!file) return ok(null);
  let apiKey: string | null = null;
  if (file.apiKeyEnv) {
    const secret = secretFromEnv(env, 'guardrails.guardModel.apiKeyEnv', file.apiKeyEnv);
    if (!secret.ok) return secret;
    apiKey = secret.value;
  }
  return ok({
    protocol: file.protocol,
    baseURL: file.baseURL,
    model: file.model,
    apiKey,
    timeoutMs: file.timeoutMs ?? GUARD_MODEL_DEFAULTS.timeoutMs,
    onUnavailable: file.onUnavailable ?? GUARD_MODEL_DEFAULTS.onUnavailable,
    checkAnswers: file.checkAnswers ?? GUARD_MODEL_DEFAULTS.checkAnswers,
  });
}

/** The payment settings, with the recharge endpoint's signing secret read from the variable the file names. */
function paymentsOf(file: ConfigFile['payments'], env: Record<string, string | undefined>): Result<PaymentsConfig, { message: string }> {
  const d = DEFAULT_SERVICE_CONFIG.payments;
  if (!file) return ok({ ...d, prices: {} });
  let recharge: PaymentsConfig['recharge'] = null;
  if (file.recharge) {
    const secret = secretFromEnv(env, 'payments.recharge.secretEnv', file.recharge.secretEnv);
    if (!secret.ok) return secret;
    recharge = {
      url: file.recharge.url,
      secret: secret.value,
      intervalMs: file.recharge.intervalMs ?? RECHARGE_DEFAULTS.intervalMs,
      timeoutMs: file.recharge.timeoutMs ?? RECHARGE_DEFAULTS.timeoutMs,
    };
  }
  return ok({
    processor: file.processor ?? d.processor,
    // Rebuilt from its entries: the keys were checked against the catalog, and no key reaches a prototype.
    prices: Object.fromEntries(Object.entries(file.prices ?? {})),
    deposit: file.deposit ?? null,
    recharge,
  });
}

/**
 * Demo mode replaces whatever routes the file or the environment named: the point of `--demo` is
 * that nothing leaves the machine, and that the catalog reads as docs/configuration.md#demo-mode says.
 */
function demoRoutes(models: readonly { id: string; route: string }[]): ServiceConfig['routes'] {
  const dedicated: ServiceConfig['routes']['dedicated'] = {};
  for (const id of DEMO_DEDICATED_MODELS) {
    if (models.some((model) => model.id === id && model.route === 'dedicated')) dedicated[id] = { ...OFFLINE_ORIGIN };
  }
  return { shared: { ...OFFLINE_ORIGIN }, dedicated };
}

/** The OpenID provider with its client secret read from the variable the file names, which must be set. */
function oidcOf(
  file: NonNullable<ConfigFile['console']>['oidc'] | null,
  env: Record<string, string | undefined>,
): Result<OidcConfig | null, { message: string }> {
  if (!file) return ok(null);
  const clientSecret = secretFromEnv(env, 'console.oidc.clientSecretEnv', file.clientSecretEnv);
  if (!clientSecret.ok) return clientSecret;
  const scopes = [...new Set(['openid', ...(file.scopes ?? ['email', 'profile'])])];
  return ok({
    issuer: file.issuer,
    clientId: file.clientId,
    clientSecret: clientSecret.value,
    name: file.name ?? 'your identity provider',
    scopes,
    allowedEmailDomains: file.allowedEmailDomains ?? null,
    linkedOnly: file.linkedOnly ?? false,
  });
}

/** A route that names a key variable that is not set would only ever answer 401: refuse at start. */
function missingApiKey(routes: ServiceConfig['routes'], env: Record<string, string | undefined>): Result<never, { message: string }> | null {
  const named: [string, string | undefined][] = [
    ['routes.shared', routes.shared?.apiKeyEnv],
    ...Object.entries(routes.dedicated).map(([id, origin]): [string, string | undefined] => [`routes.dedicated.${id}`, origin.apiKeyEnv]),
  ];
  for (const [field, variable] of named) {
    if (variable === undefined) continue;
    const secret = secretFromEnv(env, `${field}.apiKeyEnv`, variable);
    if (!secret.ok) return secret;
  }
  return null;
}

function readConfigFile(path: string): Result<unknown, { message: string }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return err({ message: `${source(path)} could not be read: ${unreadable(error as NodeJS.ErrnoException)}` });
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const { line, column, reason } = jsonErrorPosition(text, error);
    return err({ message: `${source(path)} is not valid JSON at line ${line}, column ${column}: ${reason}. Correct the file there and run again.` });
  }
}

/** Why the file could not be read, and what to do, by Node's error code. */
function unreadable(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'there is no such file. Correct the path given to --config (or SECGATE_CONFIG).';
    case 'EISDIR':
      return 'it is a directory. Give the path of the JSON file to --config (or SECGATE_CONFIG).';
    case 'EACCES':
    case 'EPERM':
      return `this user may not read it (${error.code}). Let the user that runs secgate read the file.`;
    default:
      return `${error.message.replace(/\.$/, '')}. Correct the path given to --config (or SECGATE_CONFIG).`;
  }
}

function source(path: string | undefined): string {
  return path === undefined ? 'Configuration' : `Configuration file '${resolve(path)}'`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field missing beside one a variable set (SECGATE_SHARED_API_KEY_ENV without a base URL). */
function siblingNote(field: string, sources: ReadonlyMap<string, string>): string {
  if (sources.has(field)) return '';
  const parent = field.slice(0, field.lastIndexOf('.') + 1);
  if (parent === '') return '';
  const variables = [...sources].filter(([key]) => key.startsWith(parent)).map(([, name]) => name);
  return variables.length === 0 ? '' : ` (${variables.join(', ')} configures part of '${parent.slice(0, -1)}')`;
}

type Issue = v.BaseIssue<unknown>;

/** The schema's own words where it has them; plain words for what valibot reports generically. */
function describe(issue: Issue): string {
  const reason = fieldErrorFromIssues([issue]).reason;
  if (reason === 'unknown-field') return 'is not a configuration field (see the configuration reference in the README)';
  if (issue.received === 'undefined') return 'is required';
  // valibot's generic words ("Invalid type: Expected ..."), where the schema gives none of its own.
  if (issue.message.startsWith('Invalid ')) return `has the wrong type or value: ${issue.message}`;
  return issue.message;
}
