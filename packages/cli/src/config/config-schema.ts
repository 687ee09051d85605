import * as v from 'valibot';
import { isAddressOrBlock } from './is-address-or-block.js';
import { isHttpUrl } from './is-http-url.js';
import { guardrailsSchema } from './guardrails-schema.js';
import { paymentsSchema } from './payments-schema.js';

/**
 * The JSON configuration file (see the configuration reference in the README). Every field is optional: a missing field
 * takes its default in loadServiceConfig. Objects are strict, so a misspelt key is reported as
 * the unknown field it is instead of being silently ignored.
 */

/** The shortest metrics token accepted (e.g. `openssl rand -hex 32` gives 64). */
export const METRICS_TOKEN_MIN = 16;

const MODEL_ID = /^[A-Za-z0-9._:/-]{1,128}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const int = (min: number, what: string) => v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, `must be ${what}`));

const text = (max: number) => v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

const isBaseURL = (value: string): boolean => value === 'offline:' || isHttpUrl(value);

export const originSchema = v.strictObject(
  {
    baseURL: v.pipe(v.string('must be a string'), v.check(isBaseURL, 'must be an http(s) URL such as http://127.0.0.1:11434/v1, or "offline:"')),
    apiKeyEnv: v.optional(
      v.pipe(v.string('must be a string'), v.regex(ENV_NAME, 'must be the name of an environment variable (the key itself never goes in the file)')),
    ),
    upstreamModel: v.optional(text(256)),
    maxInFlight: v.optional(int(1, 'at least 1')),
    maxQueued: v.optional(int(0, '0 or more')),
  },
  'must be an origin object such as {"baseURL": "http://127.0.0.1:8000/v1"}',
);

const echoSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('requested') }),
    // The upstream id may come from the model's route instead (see loadServiceConfig).
    v.strictObject({
      kind: v.literal('fixed'),
      upstreamModel: v.optional(v.pipe(v.string(), v.regex(MODEL_ID, 'must be 1 to 128 characters of A-Z a-z 0-9 . _ : / -'))),
    }),
    v.strictObject({ kind: v.literal('shape') }),
  ],
  'must be {"kind": "requested"}, {"kind": "fixed", "upstreamModel": "..."} or {"kind": "shape"}',
);

export const modelSchema = v.strictObject({
  id: v.pipe(v.string('must be a string'), v.regex(MODEL_ID, 'must be 1 to 128 characters of A-Z a-z 0-9 . _ : / -')),
  team: v.picklist(['blue', 'red'], 'must be "blue" or "red"'),
  route: v.optional(v.picklist(['shared', 'dedicated'], 'must be "shared" or "dedicated"')),
  echo: v.optional(echoSchema),
});

export const configFileSchema = v.strictObject({
  models: v.optional(v.pipe(v.array(modelSchema, 'must be an array of models'), v.minLength(1, 'must list at least one model'))),
  routes: v.optional(
    v.strictObject({
      shared: v.optional(v.nullable(originSchema)),
      dedicated: v.optional(v.record(v.string(), originSchema, 'must map model ids to origins')),
    }),
  ),
  probe: v.optional(
    v.strictObject({
      enabled: v.optional(v.boolean('must be true or false')),
      intervalMs: v.optional(int(1, 'at least 1')),
      timeoutMs: v.optional(int(1, 'at least 1')),
    }),
  ),
  freeRequestsPerDay: v.optional(int(0, '0 or more')),
  freeStorageGiB: v.optional(int(0, '0 or more')),
  syncWaitMs: v.optional(int(1, 'at least 1')),
  heartbeatMs: v.optional(int(1, 'at least 1')),
  jobRetentionMs: v.optional(int(1, 'at least 1')),
  jobHistoryMs: v.optional(int(1, 'at least 1')),
  shutdownDrainMs: v.optional(int(0, '0 or more')),
  leaseMs: v.optional(int(1, 'at least 1')),
  sweepIntervalMs: v.optional(int(1, 'at least 1')),
  upstreamTimeoutMs: v.optional(int(1, 'at least 1')),
  bodyLimitBytes: v.optional(int(1024, 'at least 1024')),
  publicBodyLimitBytes: v.optional(int(1024, 'at least 1024')),
  rateLimitPerMinute: v.optional(int(0, '0 (off) or more')),
  publicRateLimitPerMinute: v.optional(int(0, '0 (off) or more')),
  trustedProxies: v.optional(
    v.array(
      v.pipe(v.string('must be a string'), v.check(isAddressOrBlock, 'must be an IP address or a CIDR block such as 10.0.0.0/8')),
      'must be an array of addresses or CIDR blocks',
    ),
  ),
  aupVersion: v.optional(text(64)),
  webhook: v.optional(
    v.strictObject({
      secret: v.optional(v.nullable(text(1024))),
      toleranceSeconds: v.optional(int(1, 'at least 1')),
    }),
  ),
  ekyc: v.optional(
    v.strictObject({
      urlTemplate: v.optional(
        v.nullable(
          v.pipe(
            v.string('must be a string'),
            v.check((value) => /^https?:\/\//.test(value) && value.includes('{state}'), 'must be an http(s) URL containing {state}'),
          ),
        ),
      ),
      secret: v.optional(v.nullable(text(1024))),
    }),
  ),
  publicHosts: v.optional(v.pipe(v.array(text(253), 'must be an array of host names'), v.minLength(1, 'must name at least one host'))),
  console: v.optional(
    v.strictObject({
      publicUrl: v.optional(
        v.nullable(
          v.pipe(
            v.string('must be a string'),
            v.check(isOriginUrl, 'must be an http(s) origin without a path, e.g. https://secgate.example.org'),
            v.transform((value) => new URL(value).origin),
          ),
        ),
      ),
      session: v.optional(
        v.strictObject({
          idleMs: v.optional(int(60_000, 'at least 60000 (one minute)')),
          absoluteMs: v.optional(int(60_000, 'at least 60000 (one minute)')),
        }),
      ),
      oidc: v.optional(
        v.nullable(
          v.strictObject({
            issuer: v.pipe(v.string('must be a string'), v.check(isHttpUrl, 'must be an http(s) URL')),
            clientId: text(255),
            clientSecretEnv: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')),
            name: v.optional(text(64)),
            scopes: v.optional(
              v.array(v.pipe(v.string('must be a string'), v.regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'must be a scope token')), 'must be an array of scopes'),
            ),
            allowedEmailDomains: v.optional(
              v.nullable(v.pipe(v.array(text(253), 'must be an array of domains'), v.minLength(1, 'must name at least one domain'))),
            ),
            linkedOnly: v.optional(v.boolean('must be true or false')),
          }),
        ),
      ),
    }),
  ),
  payments: v.optional(paymentsSchema),
  guardrails: v.optional(guardrailsSchema),
  metrics: v.optional(
    v.strictObject({
      token: v.optional(
        v.nullable(
          v.pipe(
            v.string('must be a string'),
            // Long enough not to be guessed; printable without spaces, so it travels as a bearer token.
            v.minLength(METRICS_TOKEN_MIN, `must be at least ${METRICS_TOKEN_MIN} characters`),
            v.maxLength(1024, 'must be at most 1024 characters'),
            v.regex(/^[\x21-\x7E]+$/, 'must be printable ASCII without spaces'),
          ),
        ),
      ),
    }),
  ),
});

export type ConfigFile = v.InferOutput<typeof configFileSchema>;

/** `https://host[:port]` or `http://...` with nothing after the authority but an optional `/`. */
function isOriginUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}
export type ModelEntry = v.InferOutput<typeof modelSchema>;
