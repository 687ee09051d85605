import type {
  BalanceScope,
  CompletionFinishReason,
  CompletionRequest,
  CompletionToolCall,
  CompletionUsage,
  ErrorBody,
  Job,
  JobStatus,
  Lot,
  Principal,
  ResearchScope,
  Task,
} from '@secgate/core';
import { fromJson, fromJsonOrNull, isoOrNull, toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { GuardrailRecord, JobKind, PrincipalRecord, Receipt, ReceiptKind, StoredJob } from './store.js';

/** Rows as the drivers return them: integers in any of the BIGINT forms (see db-values). */

export interface PrincipalRow {
  id: string;
  status: Principal['status'];
  rung: Principal['rung'];
  label: string | null;
  free_requests_per_day: DbInt | null;
  auto_recharge: boolean;
  ekyc_verified_at: DbInt | null;
  ekyc_expires_at: DbInt | null;
  aup_version: string | null;
  aup_accepted_at: DbInt | null;
  aml_checked_at: DbInt | null;
  aml_expires_at: DbInt | null;
  trust_route: string | null;
  trust_route_expires_at: DbInt | null;
  version: DbInt;
  created_at: DbInt;
  /** json_agg of the scopes, already in id order. */
  scopes: unknown;
}

export function principalFromRow(row: PrincipalRow): PrincipalRecord {
  const record: PrincipalRecord = {
    id: row.id,
    status: row.status,
    scopes: fromJson<ResearchScope[]>(row.scopes).map((scope) => ({
      id: scope.id,
      tasks: [...scope.tasks],
      status: scope.status,
      expiresAt: toInt(scope.expiresAt, 'scopes.expires_at'),
    })),
    rung: row.rung,
    version: toInt(row.version, 'principals.version'),
    createdAt: toInt(row.created_at, 'principals.created_at'),
    label: row.label,
    freeRequestsPerDay: toIntOrNull(row.free_requests_per_day, 'principals.free_requests_per_day'),
    autoRecharge: row.auto_recharge,
  };
  // Optional records are absent, not undefined, when their columns are NULL (a CHECK keeps pairs whole).
  if (row.ekyc_verified_at !== null && row.ekyc_expires_at !== null) {
    record.ekyc = { verifiedAt: toInt(row.ekyc_verified_at), expiresAt: toInt(row.ekyc_expires_at) };
  }
  if (row.aup_version !== null && row.aup_accepted_at !== null) {
    record.aupConsent = { version: row.aup_version, acceptedAt: toInt(row.aup_accepted_at) };
  }
  if (row.aml_checked_at !== null && row.aml_expires_at !== null) {
    record.amlClearance = { checkedAt: toInt(row.aml_checked_at), expiresAt: toInt(row.aml_expires_at) };
  }
  if (row.trust_route !== null && row.trust_route_expires_at !== null) {
    record.trustRoute = { route: row.trust_route, expiresAt: toInt(row.trust_route_expires_at) };
  }
  return record;
}

export interface JobRow {
  id: string;
  run_id: string;
  principal_id: string;
  kind: JobKind;
  status: JobStatus;
  model: string;
  task: string;
  scope_id: string;
  request: string;
  body_fingerprint: string;
  billing: 'free' | 'paid';
  hold_micro_usd: DbInt;
  free_day: string | null;
  created_at: DbInt;
  started_at: DbInt | null;
  finished_at: DbInt | null;
  lease_owner: string | null;
  lease_until: DbInt | null;
  attempts: DbInt;
  receipt_id: string | null;
  content: string | null;
  tool_calls: string;
  finish_reason: string | null;
  answered_model: string | null;
  upstream_queue_ms: DbInt | null;
  usage: string | null;
  charged_micro_usd: DbInt | null;
  error: string | null;
  redactions: string | null;
  guardrails: string | null;
}

export function jobFromRow(row: JobRow): StoredJob {
  const job: StoredJob = {
    jobId: row.id,
    object: 'research.job',
    status: row.status,
    model: row.model,
    task: row.task as Task,
    scopeId: row.scope_id,
    createdAt: isoOrNull(row.created_at) ?? '',
    startedAt: isoOrNull(row.started_at),
    finishedAt: isoOrNull(row.finished_at),
    billing: row.billing,
    receiptId: row.receipt_id,
    content: row.content,
    toolCalls: fromJson<CompletionToolCall[]>(row.tool_calls),
    principalId: row.principal_id,
    kind: row.kind,
    runId: row.run_id,
    request: fromJson<CompletionRequest>(row.request),
    bodyFingerprint: row.body_fingerprint,
    holdMicroUSD: toInt(row.hold_micro_usd, 'jobs.hold_micro_usd'),
    freeDay: row.free_day,
    leaseOwner: row.lease_owner,
    leaseUntil: toIntOrNull(row.lease_until, 'jobs.lease_until'),
    attempts: toInt(row.attempts, 'jobs.attempts'),
    answeredModel: row.answered_model,
  };
  // The optional fields of the public record exist only when set (usage and charge only on a
  // paid success: finishJob writes them only then).
  if (row.finish_reason !== null) job.finishReason = row.finish_reason as CompletionFinishReason;
  const usage = fromJsonOrNull<CompletionUsage>(row.usage);
  if (usage !== null) job.usage = usage;
  const charged = toIntOrNull(row.charged_micro_usd, 'jobs.charged_micro_usd');
  if (charged !== null) job.chargedMicroUSD = charged;
  const error = fromJsonOrNull<ErrorBody['error']>(row.error);
  if (error !== null) job.error = error;
  const queueMs = toIntOrNull(row.upstream_queue_ms, 'jobs.upstream_queue_ms');
  if (queueMs !== null) job.upstreamQueueMs = queueMs;
  const redactions = fromJsonOrNull<NonNullable<Job['redactions']>>(row.redactions);
  if (redactions !== null) job.redactions = redactions;
  const guardrails = fromJsonOrNull<NonNullable<Job['guardrails']>>(row.guardrails);
  if (guardrails !== null) job.guardrails = guardrails;
  return job;
}

export interface ReceiptRow {
  id: string;
  kind: ReceiptKind;
  principal_id: string;
  job_id: string | null;
  model: string | null;
  scope: BalanceScope;
  billing: 'free' | 'paid';
  charged_micro_usd: DbInt;
  usage: string | null;
  created_at: DbInt;
  guardrail_version: string | null;
  guardrail_rule_ids: string[] | null;
  guardrail_categories: string[] | null;
  guardrail_stage: GuardrailRecord['stage'] | null;
  metered_day: string | null;
  metered_bytes: DbInt | null;
  priced_micro_usd: DbInt | null;
}

/** The receipt columns every read selects. */
export const RECEIPT_COLUMNS =
  'id, kind, principal_id, job_id, model, scope, billing, charged_micro_usd, usage, created_at, guardrail_version, guardrail_rule_ids, guardrail_categories, guardrail_stage, metered_day, metered_bytes, priced_micro_usd';

export function receiptFromRow(row: ReceiptRow): Receipt {
  const receipt = receiptFields(row);
  if (row.metered_day !== null) {
    return {
      ...receipt,
      metered: {
        day: row.metered_day,
        bytes: toInt(row.metered_bytes, 'receipts.metered_bytes'),
        pricedMicroUSD: toInt(row.priced_micro_usd, 'receipts.priced_micro_usd'),
      },
    };
  }
  if (row.guardrail_version === null) return receipt;
  return {
    ...receipt,
    guardrail: {
      guardrailVersion: row.guardrail_version,
      ruleIds: row.guardrail_rule_ids ?? [],
      categories: row.guardrail_categories ?? [],
      stage: row.guardrail_stage ?? 'rules',
    },
  };
}

function receiptFields(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    kind: row.kind,
    principalId: row.principal_id,
    jobId: row.job_id,
    model: row.model,
    scope: row.scope,
    billing: row.billing,
    chargedMicroUSD: toInt(row.charged_micro_usd, 'receipts.charged_micro_usd'),
    usage: fromJsonOrNull<CompletionUsage>(row.usage),
    createdAt: toInt(row.created_at, 'receipts.created_at'),
  };
}

export interface LotRow {
  id: string;
  scope: Lot['scope'];
  granted: DbInt;
  spent: DbInt;
  expired: DbInt;
  granted_at: DbInt;
  expires_at: DbInt;
  source: string;
}

/**
 * A lot as the domain sees it. `spentMicroUSD` is what was spent from it; what the expiry took out
 * is not spending, and an expired lot no longer counts anyway (isLotLive).
 */
export function lotFromRow(row: LotRow): Lot {
  return {
    id: row.id,
    scope: row.scope,
    grantedMicroUSD: toInt(row.granted, 'lots.granted'),
    spentMicroUSD: toInt(row.spent, 'lots.spent'),
    grantedAt: toInt(row.granted_at, 'lots.granted_at'),
    expiresAt: toInt(row.expires_at, 'lots.expires_at'),
    source: row.source,
  };
}
