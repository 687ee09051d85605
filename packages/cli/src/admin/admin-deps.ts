import { freeRequestsPerDayOf, researchStatus, utcDayOf, type ResearchStatus } from '@secgate/core';
import type { Clock, Ids, PrincipalRecord, Store } from '@secgate/store';
import type { CliIo, ExitCode } from '../cli-io.js';
import { EXIT } from '../cli-io.js';

/** What the operator commands need: the store, time, ids and the settings they default from. */
export interface AdminDeps {
  store: Store;
  clock: Clock;
  ids: Ids;
  /** The AUP version in force: `principal consent` records it unless told otherwise. */
  aupVersion: string;
  /** The configured free requests per UTC day, shown by `principal show` for principals without their own. */
  freeRequestsPerDay: number;
  /** GiB a principal without a plan stores free: `meter` charges storage above it. */
  freeStorageGiB: number;
  /** The console's origin for sign-in links (console.publicUrl, else http://127.0.0.1:8080). */
  consolePublicUrl: string;
}

/** One `secgate admin ...` command: its arguments after the command words. */
export type AdminCommand = (deps: AdminDeps, args: readonly string[], io: CliIo) => Promise<ExitCode>;

/** Exit 1: the command was understood but refused (no such principal, a grant that fails validation). */
export function refuse(io: CliIo, message: string, error?: unknown): ExitCode {
  io.stderr(`secgate admin: ${message}\n`);
  if (error !== undefined) io.stderr(`${JSON.stringify({ error }, null, 2)}\n`);
  return EXIT.invalidInput;
}

export function printJson(io: CliIo, value: unknown): ExitCode {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  return EXIT.ok;
}

export const noPrincipal = (io: CliIo, id: string): ExitCode => refuse(io, `no principal '${id}'.`);

const iso = (ms: number): string => new Date(ms).toISOString();

/** A principal as a person reads it: every time as an ISO timestamp. */
export function principalView(p: PrincipalRecord) {
  return {
    id: p.id,
    label: p.label,
    status: p.status,
    rung: p.rung,
    createdAt: iso(p.createdAt),
    freeRequestsPerDay: p.freeRequestsPerDay,
    autoRecharge: p.autoRecharge,
    ekyc: p.ekyc ? { verifiedAt: iso(p.ekyc.verifiedAt), expiresAt: iso(p.ekyc.expiresAt) } : null,
    aupConsent: p.aupConsent ? { version: p.aupConsent.version, acceptedAt: iso(p.aupConsent.acceptedAt) } : null,
    amlClearance: p.amlClearance ? { checkedAt: iso(p.amlClearance.checkedAt), expiresAt: iso(p.amlClearance.expiresAt) } : null,
    trustRoute: p.trustRoute ? { route: p.trustRoute.route, expiresAt: iso(p.trustRoute.expiresAt) } : null,
    scopes: p.scopes.map((s) => ({ id: s.id, tasks: [...s.tasks], status: s.status, expiresAt: iso(s.expiresAt) })),
  };
}

/** The principal's research status as `GET /v1/research/status` would answer it now. */
export async function statusOf(deps: AdminDeps, principal: PrincipalRecord): Promise<ResearchStatus> {
  const now = deps.clock.now();
  const quota = await deps.store.quotaSnapshot(principal.id, utcDayOf(now), now);
  const requestsPerDay = freeRequestsPerDayOf(principal, deps.freeRequestsPerDay);
  return researchStatus(principal, now, deps.aupVersion, { requestsPerDay, usedToday: quota.freeRequestsUsedToday });
}
