import type { BalanceHold, Lot, ResearchScope } from '@secgate/core';
import type { PaidInvoice, PrincipalPatch, PrincipalRecord, QuotaSnapshot, Store } from '../store/store.js';

/**
 * An in-memory stand-in for the few Store methods the auth, account, billing and admin code calls.
 * It mimics the real store's contracts that those callers rely on: a token is found only by its
 * hash and only while unrevoked; an invoice event id is applied once; the rate-limit window counts.
 * Any other Store method throws, so a test notices when the code under test reaches further.
 */
export class FakeStore {
  readonly principals = new Map<string, PrincipalRecord>();
  readonly tokens = new Map<string, { principalId: string; tokenHash: string; revokedAt: number | null }>();
  readonly invoices = new Map<string, PaidInvoice>();
  readonly lots: (Lot & { principalId: string })[] = [];
  readonly holds: (BalanceHold & { principalId: string })[] = [];
  readonly plans = new Map<string, NonNullable<PaidInvoice['plan']>>();
  readonly freeUsed = new Map<string, number>();
  readonly windows = new Map<string, number>();
  /** How often each method was called, for "the database was not touched" assertions. */
  readonly calls: Record<string, number> = {};

  private count(method: string): void {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
  }

  async createPrincipal(input: { id: string; label?: string; now: number }): Promise<PrincipalRecord> {
    this.count('createPrincipal');
    if (this.principals.has(input.id)) throw new Error(`duplicate principal ${input.id}`);
    const record: PrincipalRecord = {
      id: input.id,
      status: 'active',
      scopes: [],
      rung: 'none',
      createdAt: input.now,
      label: input.label ?? null,
      freeRequestsPerDay: null,
      autoRecharge: false,
    };
    this.principals.set(input.id, record);
    return structuredClone(record);
  }

  async getPrincipal(id: string): Promise<PrincipalRecord | null> {
    this.count('getPrincipal');
    const found = this.principals.get(id);
    return found ? structuredClone(found) : null;
  }

  async updatePrincipal(id: string, patch: PrincipalPatch): Promise<PrincipalRecord | null> {
    this.count('updatePrincipal');
    const found = this.principals.get(id);
    if (!found) return null;
    const next: Record<string, unknown> = { ...found };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null && key !== 'label' && key !== 'freeRequestsPerDay') delete next[key];
      else next[key] = value;
    }
    this.principals.set(id, next as unknown as PrincipalRecord);
    return structuredClone(next as unknown as PrincipalRecord);
  }

  async putScope(principalId: string, scope: ResearchScope): Promise<PrincipalRecord | null> {
    this.count('putScope');
    const found = this.principals.get(principalId);
    if (!found) return null;
    found.scopes = [...found.scopes.filter((s) => s.id !== scope.id), structuredClone(scope)];
    return structuredClone(found);
  }

  async createToken(input: { id: string; principalId: string; tokenHash: string; now: number }): Promise<void> {
    this.count('createToken');
    this.tokens.set(input.id, { principalId: input.principalId, tokenHash: input.tokenHash, revokedAt: null });
  }

  async revokeToken(id: string, now: number): Promise<boolean> {
    this.count('revokeToken');
    const found = this.tokens.get(id);
    if (!found || found.revokedAt !== null) return false;
    found.revokedAt = now;
    return true;
  }

  async principalByTokenHash(tokenHash: string): Promise<{ tokenId: string; principal: PrincipalRecord } | null> {
    this.count('principalByTokenHash');
    for (const [tokenId, token] of this.tokens) {
      if (token.tokenHash !== tokenHash || token.revokedAt !== null) continue;
      const principal = this.principals.get(token.principalId);
      return principal ? { tokenId, principal: structuredClone(principal) } : null;
    }
    return null;
  }

  async quotaSnapshot(principalId: string, utcDay: string, now: number): Promise<QuotaSnapshot> {
    this.count('quotaSnapshot');
    const live = this.lots.filter((lot) => lot.principalId === principalId && lot.scope === 'ai' && lot.expiresAt > now);
    return {
      freeRequestsUsedToday: this.freeUsed.get(`${principalId}|${utcDay}`) ?? 0,
      ai: {
        grantedMicroUSD: live.reduce((sum, lot) => sum + lot.grantedMicroUSD, 0),
        spentMicroUSD: live.reduce((sum, lot) => sum + lot.spentMicroUSD, 0),
        reservedMicroUSD: this.holds.filter((h) => h.principalId === principalId && h.scope === 'ai').reduce((s, h) => s + h.amountMicroUSD, 0),
      },
    };
  }

  async billingSnapshot(principalId: string, now: number) {
    this.count('billingSnapshot');
    const plan = this.plans.get(principalId);
    return {
      lots: this.lots.filter((lot) => lot.principalId === principalId).map(({ principalId: _, ...lot }) => lot),
      holds: this.holds.filter((hold) => hold.principalId === principalId).map(({ principalId: _, ...hold }) => hold),
      plan: plan && plan.expiresAt > now ? { ...plan } : null,
    };
  }

  async applyInvoice(invoice: PaidInvoice): Promise<'applied' | 'duplicate'> {
    this.count('applyInvoice');
    if (this.invoices.has(invoice.eventId)) return 'duplicate';
    this.invoices.set(invoice.eventId, structuredClone(invoice));
    for (const lot of invoice.lots) this.lots.push({ ...lot, principalId: invoice.principalId });
    if (invoice.plan) this.plans.set(invoice.principalId, { ...invoice.plan });
    return 'applied';
  }

  async countRequest(principalId: string, windowStart: number, limit: number): Promise<{ allowed: boolean; count: number }> {
    this.count('countRequest');
    const key = `${principalId}|${windowStart}`;
    const count = (this.windows.get(key) ?? 0) + 1;
    this.windows.set(key, count);
    return { allowed: count <= limit, count };
  }

  /** This fake as a Store: the methods above, and a throw for any other. */
  asStore(): Store {
    return new Proxy(this, {
      get(target, property, receiver) {
        if (property in target) {
          const value = Reflect.get(target, property, receiver) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        }
        // Not a Store method: symbols, and `then` (probed by await and by test matchers).
        if (typeof property === 'symbol' || property === 'then') return undefined;
        throw new Error(`FakeStore does not implement ${String(property)}`);
      },
    }) as unknown as Store;
  }
}
