import { KNOWN_TASKS, RESEARCH_REASONS, TEAM_REQUIREMENTS } from '@secgate/core';
import * as v from 'valibot';
import { jsonAnswer, type OperationDeclaration } from '../../openapi/operation.js';

/*
 * The bearer account routes (docs/api.md#account-routes) for the OpenAPI document: their answers
 * in valibot, mirroring core's ModelsList and ResearchStatus and the routes' own objects.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const microUsd = v.pipe(v.number(), v.integer(), v.description('micro-USD (1 USD = 1,000,000)'));
const requirementToken = v.picklist(TEAM_REQUIREMENTS.red);

export const modelsListSchema = v.object({
  object: v.literal('list'),
  data: v.array(
    v.object({
      id: v.string(),
      object: v.literal('model'),
      owned_by: v.literal('secgate'),
      team: v.picklist(['blue', 'red']),
      route: v.picklist(['shared', 'dedicated']),
      availability: v.pipe(v.picklist(['served', 'route not configured']), v.description("`served` while the route's origin answered the last probe.")),
      tasks: v.array(v.picklist(KNOWN_TASKS)),
      limits: v.object({
        inputCharacters: count,
        outputTokens: count,
        toolsPerRequest: count,
        turns: count,
        syncWaitSeconds: count,
      }),
    }),
  ),
  teams: v.object({ blue: v.object({ requirements: v.array(requirementToken) }), red: v.object({ requirements: v.array(requirementToken) }) }),
});

export const researchStatusSchema = v.object({
  status: v.picklist(['eligible', 'pending']),
  reason: v.pipe(v.nullable(v.picklist(RESEARCH_REASONS)), v.description('The first requirement that fails; null when eligible.')),
  requirements: v.array(v.object({ token: requirementToken, met: v.boolean() })),
  scopes: v.array(
    v.object({
      id: v.string(),
      tasks: v.array(v.string()),
      status: v.string(),
      expiresAt: v.pipe(v.string(), v.isoTimestamp()),
      current: v.boolean(),
    }),
  ),
  freeTier: v.object({ requestsPerDay: count, remainingToday: count }),
});

export const billingStatusSchema = v.object({
  status: v.pipe(v.picklist(['connected', 'free']), v.description('`connected` once a paid invoice has ever granted anything.')),
  plan: v.nullable(v.picklist(['pro', 'team', 'max', 'ultra'])),
  storageGiB: count,
  balances: v.array(
    v.object({
      scope: v.picklist(['ai', 'storage']),
      grantedMicroUSD: microUsd,
      spentMicroUSD: microUsd,
      reservedMicroUSD: microUsd,
      availableMicroUSD: microUsd,
    }),
  ),
  storage: v.pipe(
    v.object({
      storedBytes: v.pipe(v.nullable(count), v.description('Bytes stored at the latest hourly sample; null before the first.')),
      sampledAt: v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description('The start of the latest sampled hour.')),
      includedBytes: v.pipe(count, v.description("Stored free today: the current plan's GiB, or 1 GiB without a plan.")),
      keepingHistory: v.pipe(
        v.boolean(),
        v.description('False while the storage balance could not pay the latest metered day: jobs are kept for the re-attach window only.'),
      ),
      lastMeteredDay: v.nullable(
        v.object({
          day: v.pipe(v.string(), v.isoDate()),
          storedBytes: count,
          includedBytes: count,
          egressBytes: count,
          pricedMicroUSD: microUsd,
          chargedMicroUSD: microUsd,
        }),
      ),
    }),
    v.description('Storage and egress metering (docs/billing.md#storage-and-egress).'),
  ),
});

export const ekycStartSchema = v.object({
  verificationUrl: v.pipe(v.string(), v.url(), v.description("The provider's page, with a signed state naming the principal.")),
  expiresAt: v.pipe(v.string(), v.isoTimestamp(), v.description('15 minutes from now.')),
});

export const ACCOUNT_OPERATIONS: readonly OperationDeclaration[] = [
  { method: 'GET', path: '/v1/models', operationId: 'listModels', answers: [jsonAnswer(200, 'The catalog.', modelsListSchema)], errors: [] },
  {
    method: 'GET',
    path: '/v1/research/status',
    operationId: 'getResearchStatus',
    answers: [jsonAnswer(200, 'Red-team eligibility, requirements, scopes and the free tier.', researchStatusSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/v1/billing/status',
    operationId: 'getBillingStatus',
    answers: [jsonAnswer(200, 'Plan and balances (live lots only).', billingStatusSchema)],
    errors: [],
  },
  {
    method: 'POST',
    path: '/v1/research/ekyc/start',
    operationId: 'startCardVerification',
    description: 'Reads no body. Without a configured provider: 503; the operator then verifies with `secgate admin principal verify`.',
    answers: [jsonAnswer(200, 'A URL for a person to open.', ekycStartSchema)],
    errors: ['verification-provider-not-configured'],
  },
];
