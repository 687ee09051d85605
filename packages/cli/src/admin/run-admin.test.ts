import { describe, expect, it } from 'vitest';
import { DAY, NOW, recordingStore, testIds, useTestStore } from '../../../store/src/test-store.test-support.js';
import type { CliIo } from '../cli-io.js';
import { expiryAtEndOfDay } from '@secgate/core';
import { hashToken, isWellFormedToken } from '@secgate/store';
import { runAdmin, type AdminDeps } from './run-admin.js';

const AUP_VERSION = 'aup-2025-05';

// One real store for the file; every test creates its own principals. The ids are shared too, so
// the counted uuids in token and operator event ids never repeat within the store.
const store = useTestStore();
const ids = testIds();

function harness() {
  // `db` is the store unrecorded, for the test's own reads; `calls` is what the command asked of it.
  const db = store();
  const { store: recorded, calls } = recordingStore(db);
  const deps: AdminDeps = {
    store: recorded,
    clock: { now: () => NOW },
    ids,
    aupVersion: AUP_VERSION,
    freeRequestsPerDay: 1_000,
    freeStorageGiB: 1,
    consolePublicUrl: 'http://127.0.0.1:8080',
  };
  const run = async (...argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), readStdin: async () => undefined, readFile: async () => '' };
    const code = await runAdmin(argv, io, deps);
    return { code, stdout, stderr, json: () => JSON.parse(stdout) as Record<string, any> };
  };
  const create = async (...extra: string[]) => (await run('principal', 'create', ...extra)).stdout.trim();
  return { db, calls, run, create };
}

describe('secgate admin principal', () => {
  it('create prints only the new id, p_ + 16 base62', async () => {
    const { db, run } = harness();
    const created = await run('principal', 'create', '--label', 'Alice', '--free-per-day', '20');
    expect(created.code).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^p_[0-9A-Za-z]{16}$/);
    expect(created.stdout).toBe(`${id}\n`);
    expect(await db.getPrincipal(id)).toMatchObject({ label: 'Alice', freeRequestsPerDay: 20, status: 'active', rung: 'none', createdAt: NOW });
  });

  it('show prints the principal with its research status; an unknown id is refused', async () => {
    const { run, create } = harness();
    const id = await create();
    const shown = await run('principal', 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.json().principal).toMatchObject({ id, status: 'active', createdAt: new Date(NOW).toISOString(), ekyc: null });
    expect(shown.json().researchStatus).toMatchObject({ status: 'pending', reason: 'verification-required', freeTier: { requestsPerDay: 1_000 } });
    const missing = await run('principal', 'show', 'p_nobody');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no principal 'p_nobody'");
  });

  it('verify, consent, clear, trust and scope together make a principal eligible', async () => {
    const { db, run, create } = harness();
    const id = await create();
    expect((await run('principal', 'verify', id)).code).toBe(0);
    expect(await db.getPrincipal(id)).toMatchObject({ ekyc: { verifiedAt: NOW, expiresAt: NOW + 365 * DAY }, rung: 'card' });
    expect((await run('principal', 'consent', id)).json().aupConsent).toEqual({ version: AUP_VERSION, acceptedAt: new Date(NOW).toISOString() });
    expect((await run('principal', 'clear', id, '--days', '30')).json().amlClearance.expiresAt).toBe(new Date(NOW + 30 * DAY).toISOString());
    expect((await run('principal', 'trust', id, 'partner-cert')).json().trustRoute).toEqual({
      route: 'partner-cert',
      expiresAt: new Date(NOW + 365 * DAY).toISOString(),
    });
    const scoped = await run('principal', 'scope', id, 'acme-app', '--tasks', 'code-review, vulnerability-triage');
    expect(scoped.json().scopes).toEqual([
      { id: 'acme-app', tasks: ['code-review', 'vulnerability-triage'], status: 'approved', expiresAt: new Date(NOW + 365 * DAY).toISOString() },
    ]);
    expect((await run('principal', 'show', id)).json().researchStatus).toMatchObject({ status: 'eligible', reason: null });
  });

  it('verify --at, consent --version, scope --status pending; verify keeps a higher rung', async () => {
    const { db, run, create } = harness();
    const id = await create();
    await run('principal', 'rung', id, 'business');
    await run('principal', 'verify', id, '--at', '2025-06-01T09:00:00+09:00');
    const at = Date.UTC(2025, 5, 1, 0);
    expect(await db.getPrincipal(id)).toMatchObject({ ekyc: { verifiedAt: at, expiresAt: at + 365 * DAY }, rung: 'business' });
    await run('principal', 'consent', id, '--version', 'aup-old');
    expect((await db.getPrincipal(id))?.aupConsent?.version).toBe('aup-old');
    await run('principal', 'scope', id, 'lab', '--tasks', 'payload-crafting', '--status', 'pending', '--days', '7');
    expect((await db.getPrincipal(id))?.scopes).toEqual([{ id: 'lab', tasks: ['payload-crafting'], status: 'pending', expiresAt: NOW + 7 * DAY }]);
  });

  it('rung and suspend (and --lift)', async () => {
    const { db, run, create } = harness();
    const id = await create();
    expect((await run('principal', 'rung', id, 'contracted')).json().rung).toBe('contracted');
    expect((await run('principal', 'suspend', id)).json().status).toBe('suspended');
    expect((await db.getPrincipal(id))?.status).toBe('suspended');
    expect((await run('principal', 'suspend', id, '--lift')).json().status).toBe('active');
    expect((await run('principal', 'suspend', 'p_nobody')).code).toBe(1);
  });

  it('usage errors exit 2 and change nothing', async () => {
    const { db, run, create } = harness();
    const id = await create();
    const cases = [
      ['principal', 'verify', id, '--at', 'yesterday'],
      ['principal', 'rung', id, 'platinum'],
      ['principal', 'scope', id, 'acme'],
      ['principal', 'scope', id, 'acme', '--tasks', 'hacking'],
      ['principal', 'scope', id, 'acme', '--tasks', 'remediation', '--status', 'maybe'],
      ['principal', 'clear', id, '--days', '0'],
      ['principal', 'show'],
      ['principal', 'show', id, 'extra'],
      ['principal', 'create', '--colour', 'red'],
      ['principal', 'explode', id],
      ['principal'],
      ['frobnicate'],
      [],
    ];
    for (const argv of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
    }
    expect(await db.getPrincipal(id)).toMatchObject({ rung: 'none', scopes: [] });
    expect((await db.getPrincipal(id))?.ekyc).toBeUndefined();
  });

  it('--help prints usage with exit 0', async () => {
    const { run } = harness();
    for (const argv of [['--help'], ['principal', '--help'], ['principal', 'scope', '--help'], ['token', '-h'], ['grant', '--help']]) {
      const result = await run(...argv);
      expect(result.code).toBe(0);
      expect(result.stdout.length).toBeGreaterThan(0);
    }
    expect((await run('--help')).stdout).toContain('principal scope <id> <scopeId> --tasks');
  });
});

describe('secgate admin token', () => {
  it('create prints the token once on stdout; only its hash is stored', async () => {
    const { db, calls, run, create } = harness();
    const id = await create();
    const created = await run('token', 'create', id);
    expect(created.code).toBe(0);
    const token = created.stdout.trim();
    expect(created.stdout).toBe(`${token}\n`);
    expect(isWellFormedToken(token)).toBe(true);
    const tokenId = /token id: (tok_\S+)/.exec(created.stderr)?.[1];
    expect(tokenId).toBeDefined();
    expect(calls.createToken).toEqual([[{ id: tokenId, principalId: id, tokenHash: hashToken(token), now: NOW }]]);
    expect(JSON.stringify(calls)).not.toContain(token);
    const live = await db.principalByTokenHash(hashToken(token));
    expect(live?.tokenId).toBe(tokenId);
    expect(live?.principal.id).toBe(id);
  });

  it('create --expires-on stores the end of that UTC day, and refuses a day already over', async () => {
    const { db, calls, run, create } = harness();
    const id = await create();
    const tomorrow = new Date(NOW + DAY).toISOString().slice(0, 10);
    const created = await run('token', 'create', id, '--expires-on', tomorrow);
    expect(created.code).toBe(0);
    const expiresAt = expiryAtEndOfDay(Date.parse(`${tomorrow}T00:00:00Z`));
    expect(calls.createToken?.[0]?.[0]).toMatchObject({ principalId: id, expiresAt });
    expect((await db.principalByTokenHash(hashToken(created.stdout.trim())))?.expiresAt).toBe(expiresAt);
    const yesterday = new Date(NOW - DAY).toISOString().slice(0, 10);
    const refused = await run('token', 'create', id, '--expires-on', yesterday);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--expires-on: The expiry must be a date');
    expect(calls.createToken).toHaveLength(1);
  });

  it('create is refused for an unknown principal', async () => {
    const { calls, run } = harness();
    expect((await run('token', 'create', 'p_nobody')).code).toBe(1);
    expect(calls.createToken).toBeUndefined();
  });

  it('revoke, then a second revoke is refused', async () => {
    const { db, calls, run, create } = harness();
    const id = await create();
    const created = await run('token', 'create', id);
    const token = created.stdout.trim();
    const tokenId = /token id: (tok_\S+)/.exec(created.stderr)?.[1] as string;
    expect((await db.principalByTokenHash(hashToken(token)))?.tokenId).toBe(tokenId);
    expect((await run('token', 'revoke', tokenId)).code).toBe(0);
    expect(calls.revokeToken).toEqual([[tokenId, NOW]]);
    expect(await db.principalByTokenHash(hashToken(token))).toBeNull();
    expect((await run('token', 'revoke', tokenId)).code).toBe(1);
  });
});

describe('secgate admin grant', () => {
  it('records an operator-issued invoice through the webhook code path', async () => {
    const { db, calls, run, create } = harness();
    const id = await create();
    const granted = await run('grant', id, 'credits-50', '--quantity', '3');
    expect(granted.code).toBe(0);
    const { eventId, received, applied } = granted.json();
    expect({ received, applied }).toEqual({ received: true, applied: true });
    expect(eventId).toMatch(/^op_/);
    expect(calls.applyInvoice).toHaveLength(1);
    const invoice = calls.applyInvoice?.[0]?.[0];
    expect(invoice).toMatchObject({ eventId, principalId: id, source: 'operator', receivedAt: NOW, plan: null });
    expect(JSON.parse(invoice?.payload ?? '')).toEqual({
      id: eventId,
      type: 'invoice.paid',
      data: { principalId: id, lines: [{ sku: 'credits-50', quantity: 3 }] },
    });
    const billing = await db.billingSnapshot(id, NOW);
    expect(billing.lots.map((lot) => [lot.id, lot.grantedMicroUSD])).toEqual([
      [`${eventId}/0/0`, 51_000_000],
      [`${eventId}/0/1`, 51_000_000],
      [`${eventId}/0/2`, 51_000_000],
    ]);
    expect(billing.plan).toBeNull();
  });

  it('a plan sets the plan; each grant is its own event', async () => {
    const { db, run, create } = harness();
    const id = await create();
    const first = (await run('grant', id, 'plan-max')).json();
    const second = (await run('grant', id, 'plan-max')).json();
    expect([first.applied, second.applied]).toEqual([true, true]);
    expect(first.eventId).not.toBe(second.eventId);
    const billing = await db.billingSnapshot(id, NOW);
    expect(billing.lots.map((lot) => lot.id).sort()).toEqual([`${first.eventId}/0/0`, `${second.eventId}/0/0`].sort());
    expect(billing.plan).toMatchObject({ id: 'max', storageGiB: 100 });
  });

  it('an unknown SKU, principal or too large a quantity is refused (exit 1) and grants nothing', async () => {
    const { db, run, create } = harness();
    const id = await create();
    const sku = await run('grant', id, 'gold-bar');
    expect(sku.code).toBe(1);
    expect(sku.stderr).toContain('data.lines[0].sku');
    expect((await run('grant', 'p_nobody', 'credits-50')).code).toBe(1);
    expect((await run('grant', id, 'credits-50', '--quantity', '101')).code).toBe(1);
    expect((await run('grant', id, 'credits-50', '--quantity', 'lots')).code).toBe(2);
    expect((await db.billingSnapshot(id, NOW)).lots).toHaveLength(0);
  });
});
