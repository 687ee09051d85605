import { ERROR_STATUS, FIELD_REASONS, KNOWN_TASKS, REMEDIATION_STATES, RESEARCH_REASONS, TEAM_REQUIREMENTS, type ErrorCode } from '@secgate/core';
import * as v from 'valibot';
import type { AnySchema } from './operation.js';

/*
 * The error bodies of docs/api.md#errors in valibot: `{"error": {"code", "message", ...details}}`
 * with each code's details. Objects are open (`v.object`), as a client should read them: a
 * detail may be added to a code without breaking anyone.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const microUsd = v.pipe(v.number(), v.integer(), v.description('micro-USD (1 USD = 1,000,000)'));
const field = v.pipe(v.string(), v.description('A dotted path with array indexes (`messages[2].content`), or `body` for the body as a whole.'));
const fieldReason = v.pipe(v.picklist(FIELD_REASONS), v.description('docs/api.md#field-reasons'));
const allowed = v.optional(v.pipe(v.array(v.union([v.string(), v.number()])), v.description('Present when `reason` is `not-an-allowed-value`.')));
const jobId = v.pipe(v.string(), v.description('The job id (a UUID v4): poll it with GET /v1/research/job.'));
const fieldDetails = { field, reason: fieldReason, allowed };

/** Each code's details beyond `code` and `message`, as docs/api.md#errors lists them. */
const ERROR_DETAILS: Readonly<Record<ErrorCode, v.ObjectEntries>> = {
  'invalid-input': fieldDetails,
  'dependency-cycle': { assets: v.pipe(v.array(v.string()), v.description('One cycle in dependency order: each depends on the next, the last on the first.')) },
  'invalid-request': fieldDetails,
  'limit-exceeded': { limit: v.picklist(['input-characters', 'output-tokens', 'tools', 'turns', 'parts']), max: count, actual: count },
  'invalid-job-id': {},
  'invalid-query': {
    field: v.pipe(
      v.string(),
      v.description(
        'The query parameter: `q`, `id` or `limit` of knowledge; `status`, `asset`, `cve`, `minScore`, `limit`, `cursor` or an unknown one of findings.',
      ),
    ),
    reason: fieldReason,
    allowed,
  },
  'invalid-signature': {
    reason: v.picklist(['missing', 'malformed', 'mismatch', 'stale']),
    field: v.optional(v.pipe(v.string(), v.description('`data.state` when the eKYC state, not the header, was refused.'))),
  },
  unauthorized: {},
  'insufficient-balance': { requiredMicroUSD: microUsd, availableMicroUSD: microUsd },
  'guardrail-blocked': {
    guardrailVersion: v.string(),
    stage: v.pipe(v.picklist(['rules', 'classifier']), v.description("Who decided: the rules, or the operator's guard model.")),
    matches: v.array(
      v.object({ ruleId: v.string(), category: v.optional(v.pipe(v.string(), v.description('The policy category the rule enforces (GET /v1/secure).'))) }),
    ),
    receiptId: v.pipe(v.string(), v.description('The durable receipt written for the block.')),
  },
  'requirement-unmet': { requirement: v.picklist(TEAM_REQUIREMENTS.red), reason: v.picklist(RESEARCH_REASONS) },
  'task-not-permitted': { task: v.picklist(KNOWN_TASKS), reason: v.picklist(['contracted-rung-required', 'blue-standard-tasks-only']) },
  forbidden: {},
  'cross-origin-refused': {},
  'model-not-found': {},
  'job-not-found': {},
  'item-not-found': {},
  'finding-not-found': {},
  'not-found': {},
  'method-not-allowed': { allowed: v.pipe(v.array(v.string()), v.description('The methods the path serves, as in the `Allow` header.')) },
  'idempotency-conflict': { jobId },
  'transition-not-allowed': {
    status: v.pipe(v.picklist(REMEDIATION_STATES), v.description('The state the finding is in.')),
    to: v.picklist(REMEDIATION_STATES),
    allowed: v.pipe(v.array(v.picklist(REMEDIATION_STATES)), v.description('The moves its state allows.')),
  },
  'body-too-large': { max: v.pipe(count, v.description('bodyLimitBytes, in bytes.')) },
  'json-required': {},
  'headers-too-large': { requestId: v.pipe(v.string(), v.description('The `x-request-id` of the answer.')) },
  'free-quota-exhausted': { resetsAt: v.pipe(v.string(), v.isoTimestamp(), v.description('The next UTC midnight.')) },
  'rate-limited': { retryAfterSeconds: count },
  internal: {
    requestId: v.optional(v.pipe(v.string(), v.description("The `x-request-id` of the answer, for the operator's logs."))),
    jobId: v.optional(v.pipe(v.string(), v.description('In a stream, instead of `requestId`.'))),
  },
  'inference-failed': {
    jobId,
    upstreamStatus: v.pipe(count, v.description("The origin's status; 200 for an unusable answer, 0 when none came.")),
  },
  'route-not-configured': { model: v.string() },
  'upstream-queue-full': { model: v.string(), retryAfterSeconds: count },
  'verification-provider-not-configured': {},
  'webhook-not-configured': {},
  'not-ready': {
    checks: v.pipe(
      v.array(v.object({ name: v.string(), ok: v.boolean(), detail: v.string() })),
      v.description('Every readiness check, passing or not (docs/operations.md#health).'),
    ),
    retryAfterSeconds: count,
  },
  'shutting-down': { retryAfterSeconds: count },
  'inference-timeout': { jobId },
};

/** `invalid-request` -> `InvalidRequestError`: the component name of a code's body. */
export function errorComponentName(code: ErrorCode): string {
  return `${code.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Error`;
}

/** Any error body: what a client that does not know the code reads. */
export const errorBodySchema = v.pipe(
  v.object({
    error: v.object({
      code: v.pipe(v.picklist(Object.keys(ERROR_STATUS) as ErrorCode[]), v.description('What programs read; see docs/api.md#errors.')),
      message: v.pipe(v.string(), v.description('One sentence for a person.')),
    }),
  }),
  v.description('Every error: `{"error": {"code", "message", ...details}}`. The details depend on the code.'),
);

/** The body of one code, with its status (`x-status`) for tools and for the reader. */
export function errorBodyOf(code: ErrorCode): AnySchema {
  return v.pipe(
    v.object({
      error: v.object({ code: v.literal(code), message: v.string(), ...ERROR_DETAILS[code] }),
    }),
    v.metadata({ 'x-status': ERROR_STATUS[code] }),
    v.description(`HTTP ${ERROR_STATUS[code]} \`${code}\`.`),
  );
}

/** The component schemas of the errors: `Error`, and one per code. */
export function errorComponents(): Record<string, AnySchema> {
  const out: Record<string, AnySchema> = { Error: errorBodySchema };
  for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) out[errorComponentName(code)] = errorBodyOf(code);
  return out;
}
