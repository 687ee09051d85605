import { isTokenLive, type Principal } from '@secgate/core';
import { toInt, toIntOrNull } from '../db-values.js';
import type { AccountRow, CredentialRow, FreeRow, QuotaReadName } from '../reservation-reads.js';
import type { FinishJob, NewJob, StoredJob } from '../store.js';

/** What admission needs of one principal, exactly as its rows stand once every decided write has committed. */
interface PrincipalEntry {
  account: { granted: number; spent: number; reserved: number; nextExpiryAt: number | null };
  /** Free requests used per UTC day, for the days a reservation read. */
  free: Map<string, number>;
  /** The principal's unrevoked tokens a reservation read, with their expiry and the principal as it stood. */
  credentials: Map<string, { status: Principal['status']; version: number; expiresAt: number | null }>;
}

/**
 * The rows a batch of reservations reads (reservation-reads.ts), kept in memory by the process that
 * owns the store, so that a reservation is decided without a round trip. Core still decides
 * (decideReservations, on these rows), and the writes still re-check balance and free usage in
 * SQL, so a wrong entry could only fail a batch, never overspend.
 *
 * It stays exact because this process is the store's only writer (the directory lock), and every
 * write goes through it:
 * - a batch that read the store teaches it what it read (`learn`), plus what it reserved;
 * - a batch decided from memory has its holds and free requests counted as it is decided
 *   (`reserved`), and its entries forgotten if its COMMIT fails;
 * - a settlement moves spend and releases its hold once committed (`settled`);
 * - every other write to a principal's money or credentials runs under `guard`: while it runs the
 *   principal is decided from the store, and its entry is forgotten when it ends.
 */
export class ReservationView {
  private readonly entries = new Map<string, PrincipalEntry>();
  private readonly busy = new Map<string, number>();
  private busyAll = 0;

  /**
   * The rows the batch's reads would find, or null when memory cannot say (a principal unknown or
   * being written, an expiry pass due, a credential or free day not read yet).
   */
  rowsFor(jobs: readonly NewJob[], now: number): Record<QuotaReadName, unknown[]> | null {
    if (this.busyAll > 0) return null;
    const accounts = new Map<string, unknown>();
    const credentials = new Map<string, unknown>();
    const free = new Map<string, unknown>();
    for (const job of jobs) {
      const entry = this.usable(job.principalId);
      if (entry === undefined) return null;
      const { account } = entry;
      if (account.nextExpiryAt !== null && account.nextExpiryAt <= now) return null;
      accounts.set(job.principalId, {
        principal_id: job.principalId,
        granted: account.granted,
        spent: account.spent,
        reserved: account.reserved,
        next_expiry_at: account.nextExpiryAt,
      });
      if (job.credential) {
        const credential = entry.credentials.get(job.credential.tokenId);
        if (credential === undefined) return null;
        // Expired by now: left out, as the reads leave it out, so core decides `stale`.
        if (isTokenLive(credential, now)) {
          const { status, version, expiresAt } = credential;
          credentials.set(job.credential.tokenId, { token_id: job.credential.tokenId, principal_id: job.principalId, status, version, expires_at: expiresAt });
        }
      }
      if (job.freeRequestsPerDay > 0) {
        const used = entry.free.get(job.utcDay);
        if (used === undefined) return null;
        free.set(`${job.principalId}\u0000${job.utcDay}`, { principal_id: job.principalId, day: job.utcDay, used });
      }
    }
    return { jobs: [], accounts: [...accounts.values()], credentials: [...credentials.values()], free: [...free.values()] };
  }

  /** A batch decided from memory: what its created jobs reserve is no longer there for the next. */
  reserved(created: readonly StoredJob[]): void {
    for (const job of created) {
      const entry = this.entries.get(job.principalId);
      if (entry === undefined) continue;
      if (job.billing === 'paid') entry.account.reserved += job.holdMicroUSD;
      else if (job.freeDay !== null) entry.free.set(job.freeDay, (entry.free.get(job.freeDay) ?? 0) + 1);
    }
  }

  /**
   * A committed batch that read the store: its reads (taken after its settlements, inside its
   * transaction) and what it reserved on them. Call after `settled` for the same batch.
   */
  learn(jobs: readonly NewJob[], rows: Record<QuotaReadName, unknown[]>, created: readonly StoredJob[]): void {
    if (this.busyAll > 0) return;
    const principals = new Set(jobs.map((job) => job.principalId));
    const fresh = new Map<string, PrincipalEntry>();
    for (const principalId of principals) {
      if (this.isBusy(principalId)) continue;
      // The account is what the reads found (no row: none); the days and tokens not read stay.
      const known = this.entries.get(principalId);
      fresh.set(principalId, { account: ZERO_ACCOUNT(), free: known?.free ?? new Map(), credentials: known?.credentials ?? new Map() });
    }
    for (const row of rows.accounts as AccountRow[]) {
      const entry = fresh.get(row.principal_id);
      if (entry === undefined) continue;
      entry.account = {
        granted: toInt(row.granted, 'accounts.granted'),
        spent: toInt(row.spent, 'accounts.spent'),
        reserved: toInt(row.reserved, 'accounts.reserved'),
        nextExpiryAt: toIntOrNull(row.next_expiry_at, 'accounts.next_expiry_at'),
      };
    }
    for (const job of jobs) if (job.freeRequestsPerDay > 0) fresh.get(job.principalId)?.free.set(job.utcDay, 0);
    for (const row of rows.free as FreeRow[]) fresh.get(row.principal_id)?.free.set(row.day, toInt(row.used, 'free_usage.used'));
    for (const job of jobs) if (job.credential) fresh.get(job.principalId)?.credentials.delete(job.credential.tokenId);
    for (const row of rows.credentials as CredentialRow[]) {
      fresh.get(row.principal_id)?.credentials.set(row.token_id, {
        status: row.status,
        version: toInt(row.version, 'principals.version'),
        expiresAt: toIntOrNull(row.expires_at, 'tokens.expires_at'),
      });
    }
    for (const [principalId, entry] of fresh) this.entries.set(principalId, entry);
    this.reserved(created.filter((job) => fresh.has(job.principalId)));
  }

  /** Committed settlements: each ended job's spend and released hold, or its free request given back. */
  settled(finishes: readonly FinishJob[], ended: readonly (StoredJob | null)[]): void {
    finishes.forEach((finish, i) => {
      const job = ended[i];
      const entry = job ? this.entries.get(job.principalId) : undefined;
      if (!job || entry === undefined) return;
      if (job.billing === 'paid') {
        entry.account.spent += job.chargedMicroUSD ?? 0;
        entry.account.reserved -= finish.job.holdMicroUSD;
      } else if (job.status === 'failed' && finish.job.freeDay !== null) {
        const used = entry.free.get(finish.job.freeDay);
        if (used !== undefined) entry.free.set(finish.job.freeDay, Math.max(0, used - 1));
      }
    });
  }

  forget(principalIds: Iterable<string>): void {
    for (const principalId of principalIds) this.entries.delete(principalId);
  }

  /** Runs a write that may move these principals' money or credentials ('all': any principal's). */
  async guard<T>(principals: readonly string[] | 'all', write: () => Promise<T>): Promise<T> {
    if (principals === 'all') this.busyAll += 1;
    else for (const id of principals) this.busy.set(id, (this.busy.get(id) ?? 0) + 1);
    try {
      return await write();
    } finally {
      if (principals === 'all') {
        this.busyAll -= 1;
        this.entries.clear();
      } else {
        for (const id of principals) {
          const count = (this.busy.get(id) ?? 1) - 1;
          if (count === 0) this.busy.delete(id);
          else this.busy.set(id, count);
          this.entries.delete(id);
        }
      }
    }
  }

  /** The account as memory holds it (granted, spent, reserved), or undefined when memory does not know it. */
  accountOf(principalId: string): { granted: number; spent: number; reserved: number } | undefined {
    const account = this.usable(principalId)?.account;
    return account && { granted: account.granted, spent: account.spent, reserved: account.reserved };
  }

  private isBusy(principalId: string): boolean {
    return (this.busy.get(principalId) ?? 0) > 0;
  }

  private usable(principalId: string): PrincipalEntry | undefined {
    return this.isBusy(principalId) ? undefined : this.entries.get(principalId);
  }
}

const ZERO_ACCOUNT = () => ({ granted: 0, spent: 0, reserved: 0, nextExpiryAt: null });
