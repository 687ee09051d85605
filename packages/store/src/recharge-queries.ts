import type { RechargeSetting } from '@secgate/core';
import { toInt, toIntOrNull, type DbInt } from './db-values.js';
import type { SqlExecutor } from './sql-executor.js';

/* Automatic recharge (docs/console.md#automatic-recharge): the setting, and the requests it made. */

/** A principal's automatic recharge as stored: the setting and when it last asked for a recharge. */
export interface RechargeState extends RechargeSetting {
  lastRequestedAt: number | null;
}

/** A recharge request about to be sent, recorded first. */
export interface NewRechargeRequest {
  id: string;
  principalId: string;
  sku: string;
  thresholdMicroUSD: number;
  availableMicroUSD: number;
  now: number;
  /** The last request time the decision read: the claim holds only if it is still that (compare and set). */
  lastRequestedAt: number | null;
}

/** A recharge request as recorded, with what the processor's endpoint answered. */
export interface RechargeRequest {
  id: string;
  principalId: string;
  sku: string;
  thresholdMicroUSD: number;
  availableMicroUSD: number;
  requestedAt: number;
  status: 'pending' | 'sent' | 'failed';
  /** The endpoint's HTTP status; null when it was never reached. */
  httpStatus: number | null;
  answeredAt: number | null;
}

/** Null for an unknown principal; off with an empty SKU for one that never set recharge. */
export async function getRechargeState(db: SqlExecutor, principalId: string): Promise<RechargeState | null> {
  const { rows } = await db.query<{ auto_recharge: boolean; threshold_micro_usd: DbInt | null; sku: string | null; last_requested_at: DbInt | null }>(
    `SELECT p.auto_recharge, r.threshold_micro_usd, r.sku, r.last_requested_at
     FROM principals p LEFT JOIN recharge_settings r ON r.principal_id = p.id WHERE p.id = $1`,
    [principalId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    enabled: row.auto_recharge && row.sku !== null,
    thresholdMicroUSD: toIntOrNull(row.threshold_micro_usd, 'recharge_settings.threshold_micro_usd') ?? 0,
    sku: row.sku ?? '',
    lastRequestedAt: toIntOrNull(row.last_requested_at, 'recharge_settings.last_requested_at'),
  };
}

/** The principal's flag and its threshold and SKU, in one transaction; false for an unknown principal. */
export async function setRecharge(db: SqlExecutor, principalId: string, setting: RechargeSetting, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('UPDATE principals SET auto_recharge = $2 WHERE id = $1 RETURNING id', [principalId, setting.enabled]);
    if (rows.length === 0) return false;
    await tx.query(
      `INSERT INTO recharge_settings (principal_id, threshold_micro_usd, sku, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (principal_id) DO UPDATE SET threshold_micro_usd = EXCLUDED.threshold_micro_usd, sku = EXCLUDED.sku, updated_at = EXCLUDED.updated_at`,
      [principalId, setting.thresholdMicroUSD, setting.sku, now],
    );
    return true;
  });
}

/**
 * Records the request and moves the last request time to now, in one statement, only while recharge
 * is on and the last request time is still the one the decision read. Of two processes deciding on
 * the same state at once, one records and the other gets false: one request per interval.
 */
export async function claimRecharge(db: SqlExecutor, request: NewRechargeRequest): Promise<boolean> {
  const { rows } = await db.query(
    `WITH claimed AS (
       UPDATE recharge_settings r SET last_requested_at = $7
       FROM principals p
       WHERE r.principal_id = $2 AND p.id = r.principal_id AND p.auto_recharge
         AND r.last_requested_at IS NOT DISTINCT FROM $6::bigint
       RETURNING r.principal_id
     )
     INSERT INTO recharge_requests (id, principal_id, sku, threshold_micro_usd, available_micro_usd, requested_at)
     SELECT $1, principal_id, $3, $4, $5, $7 FROM claimed
     RETURNING id`,
    [request.id, request.principalId, request.sku, request.thresholdMicroUSD, request.availableMicroUSD, request.lastRequestedAt, request.now],
  );
  return rows.length === 1;
}

/** What the processor's endpoint answered (or that it could not be reached). */
export async function recordRechargeOutcome(
  db: SqlExecutor,
  id: string,
  outcome: { status: 'sent' | 'failed'; httpStatus: number | null; at: number },
): Promise<void> {
  await db.query(`UPDATE recharge_requests SET status = $2, http_status = $3, answered_at = $4 WHERE id = $1 AND status = 'pending'`, [
    id,
    outcome.status,
    outcome.httpStatus,
    outcome.at,
  ]);
}

interface RechargeRequestRow {
  id: string;
  principal_id: string;
  sku: string;
  threshold_micro_usd: DbInt;
  available_micro_usd: DbInt;
  requested_at: DbInt;
  status: RechargeRequest['status'];
  http_status: number | null;
  answered_at: DbInt | null;
}

/** The principal's latest recharge requests, newest first. */
export async function listRechargeRequests(db: SqlExecutor, principalId: string, limit: number): Promise<RechargeRequest[]> {
  const { rows } = await db.query<RechargeRequestRow>('SELECT * FROM recharge_requests WHERE principal_id = $1 ORDER BY requested_at DESC, id LIMIT $2', [
    principalId,
    limit,
  ]);
  return rows.map((row) => ({
    id: row.id,
    principalId: row.principal_id,
    sku: row.sku,
    thresholdMicroUSD: toInt(row.threshold_micro_usd, 'recharge_requests.threshold_micro_usd'),
    availableMicroUSD: toInt(row.available_micro_usd, 'recharge_requests.available_micro_usd'),
    requestedAt: toInt(row.requested_at, 'recharge_requests.requested_at'),
    status: row.status,
    httpStatus: row.http_status,
    answeredAt: toIntOrNull(row.answered_at, 'recharge_requests.answered_at'),
  }));
}
