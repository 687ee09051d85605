import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSecgate, startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The operator's console (docs/operations.md#operator-commands: the CLI's admin
 * commands) as real processes on an embedded store on disk, then the server on the same store
 * proving every effect over HTTP. PGlite is one process's file: the admin commands all run
 * before the server starts, never beside it.
 */
const SLOW = 120_000;
let dir: string;
let db: string;
let configFile: string;
let server: SecgateProcess | undefined;

// Filled in as the commands run, in file order.
const ids = { researcher: '', suspended: '', lifted: '' };
const tokens = { live: '', revoked: '', revokedId: '', suspended: '', lifted: '' };
const grantEvents: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'secgate-admin-e2e-'));
  db = `file:${join(dir, 'db')}`;
  configFile = join(dir, 'secgate.json');
  // The offline origin on the shared route and on red-1, so admission can be proven with a completion.
  writeFileSync(configFile, JSON.stringify({ routes: { shared: { baseURL: 'offline:' }, dedicated: { 'red-1': { baseURL: 'offline:' } } } }));
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function admin(...args: string[]) {
  return runSecgate(['admin', ...args, '--db', db, '--config', configFile]);
}

/** Runs an admin command that must succeed and answers its JSON output. */
function adminJson(...args: string[]): any {
  const result = admin(...args);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

function createPrincipal(label: string): string {
  const result = admin('principal', 'create', '--label', label);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^p_[A-Za-z0-9_-]+\n$/);
  return result.stdout.trim();
}

function createToken(principalId: string): { token: string; id: string } {
  const result = admin('token', 'create', principalId);
  expect(result.code).toBe(0);
  // The token alone on standard output, for `$(...)`; its id (for revoking) on standard error.
  expect(result.stdout).toMatch(/^sgp_[A-Za-z0-9]{38}\n$/);
  const id = /token id: (\S+)/.exec(result.stderr)?.[1];
  expect(id).toBeDefined();
  return { token: result.stdout.trim(), id: id! };
}

describe('secgate migrate and admin commands on a file: store', () => {
  it('migrates the store, and again as a no-op', { timeout: SLOW }, () => {
    for (let i = 0; i < 2; i++) {
      const result = runSecgate(['migrate', '--db', db]);
      expect(result).toMatchObject({ code: 0, stdout: 'Migrations applied.\n' });
    }
  });

  it('creates principals, printing only the id, and shows one with its research status', { timeout: SLOW }, () => {
    ids.researcher = createPrincipal('x');
    ids.suspended = createPrincipal('to-suspend');
    ids.lifted = createPrincipal('to-lift');
    expect(new Set(Object.values(ids)).size).toBe(3);

    const shown = adminJson('principal', 'show', ids.researcher);
    expect(shown.principal).toMatchObject({ id: ids.researcher, label: 'x', status: 'active', rung: 'none', ekyc: null, scopes: [] });
    expect(shown.researchStatus).toMatchObject({ status: 'pending', reason: 'verification-required' });
  });

  it('records every Red-team requirement, each command printing the principal as it now stands', { timeout: SLOW }, () => {
    const r = ids.researcher;
    const verified = adminJson('principal', 'verify', r);
    expect(verified.rung).toBe('card');
    expect(verified.ekyc).toEqual({ verifiedAt: expect.any(String), expiresAt: expect.any(String) });
    expect(Date.parse(verified.ekyc.expiresAt) - Date.parse(verified.ekyc.verifiedAt)).toBe(365 * 86_400_000);

    // The current AUP version of the configuration (the default, as the file names none).
    expect(adminJson('principal', 'consent', r).aupConsent).toEqual({ version: '2026-11', acceptedAt: expect.any(String) });
    expect(adminJson('principal', 'clear', r, '--days', '30').amlClearance).toEqual({ checkedAt: expect.any(String), expiresAt: expect.any(String) });
    expect(adminJson('principal', 'trust', r, 'university-cert').trustRoute).toEqual({ route: 'university-cert', expiresAt: expect.any(String) });
    const scoped = adminJson('principal', 'scope', r, 'engagement-7', '--tasks', 'vulnerability-triage,remediation');
    expect(scoped.scopes).toEqual([{ id: 'engagement-7', tasks: ['vulnerability-triage', 'remediation'], status: 'approved', expiresAt: expect.any(String) }]);
    expect(adminJson('principal', 'rung', r, 'identity').rung).toBe('identity');

    const shown = adminJson('principal', 'show', r);
    expect(shown.researchStatus.status).toBe('eligible');
    expect(shown.researchStatus.reason).toBeNull();
    expect(shown.researchStatus.requirements.every((req: { met: boolean }) => req.met)).toBe(true);
  });

  it('issues tokens shown once (sgp_ + 38 base62) and revokes one', { timeout: SLOW }, () => {
    const live = createToken(ids.researcher);
    const doomed = createToken(ids.researcher);
    tokens.live = live.token;
    tokens.revoked = doomed.token;
    tokens.revokedId = doomed.id;
    expect(live.token).not.toBe(doomed.token);
    expect(live.id).not.toBe(doomed.id);
    tokens.suspended = createToken(ids.suspended).token;
    tokens.lifted = createToken(ids.lifted).token;

    expect(admin('token', 'revoke', doomed.id)).toMatchObject({ code: 0, stdout: `revoked ${doomed.id}\n` });
    // A revoked token is no longer live: revoking it again is refused.
    const again = admin('token', 'revoke', doomed.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`no live token '${doomed.id}'`);
    // Never shown again: not by principal show either.
    expect(admin('principal', 'show', ids.researcher).stdout).not.toContain(live.token);
  });

  it('suspends a principal, and --lift reinstates one', { timeout: SLOW }, () => {
    expect(adminJson('principal', 'suspend', ids.suspended).status).toBe('suspended');
    expect(adminJson('principal', 'suspend', ids.lifted).status).toBe('suspended');
    expect(adminJson('principal', 'suspend', ids.lifted, '--lift').status).toBe('active');
  });

  it('grants through the paid-invoice path, each grant its own operator event', { timeout: SLOW }, () => {
    for (const sku of ['deposit-25', 'credits-50']) {
      const granted = adminJson('grant', ids.researcher, sku);
      expect(granted).toMatchObject({ eventId: expect.stringMatching(/^op_/), received: true, applied: true });
      grantEvents.push(granted.eventId);
    }
    expect(new Set(grantEvents).size).toBe(2);
  });

  it('exits 2 with a message on usage errors', { timeout: SLOW }, () => {
    const cases: [string[], string][] = [
      [['principal', 'verify'], 'principal verify takes <id>, got 0 argument(s)'],
      [['principal', 'rung', ids.researcher, 'superuser'], "The rung must be one of none, card, identity, business, contracted; got 'superuser'"],
      [['principal', 'scope', ids.researcher, 'engagement-8', '--tasks', 'mining'], "Unknown task 'mining'"],
      [['principal', 'create', '--bogus'], "Unknown option '--bogus'"],
      [['frobnicate'], "Unknown admin command 'frobnicate'"],
      [['token', 'create'], 'token create takes <principalId>, got 0 argument(s)'],
    ];
    for (const [args, message] of cases) {
      const result = admin(...args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).toContain(message);
    }
    const bare = runSecgate(['admin']);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('secgate admin <command>');
    expect(runSecgate(['admin', '--help']).code).toBe(0);
  });

  it('exits 1 when the principal does not exist, and grants nothing to it', { timeout: SLOW }, () => {
    for (const args of [
      ['principal', 'show', 'p_nobody'],
      ['principal', 'verify', 'p_nobody'],
      ['token', 'create', 'p_nobody'],
    ]) {
      const result = admin(...args);
      expect({ args, code: result.code }).toEqual({ args, code: 1 });
      expect(result.stderr).toContain("no principal 'p_nobody'");
      expect(result.stdout).toBe('');
    }
    const grant = admin('grant', 'p_nobody', 'deposit-25');
    expect(grant.code).toBe(1);
    // One sentence saying so (not twice), then the error body.
    expect(grant.stderr.split('\n')[0]).toBe("secgate admin: No principal 'p_nobody' exists; nothing was granted.");
    expect(JSON.parse(grant.stderr.slice(grant.stderr.indexOf('\n') + 1)).error).toMatchObject({ field: 'data.principalId', reason: 'unknown-reference' });
    const badSku = admin('grant', ids.researcher, 'deposit-5');
    expect(badSku.code).toBe(1);
    expect(badSku.stderr).toContain("secgate admin: No SKU is called 'deposit-5'. Nothing was granted.\n");
  });
});

describe('the server on the administered store shows every effect', () => {
  beforeAll(async () => {
    server = await startSecgate({ db, configFile });
  });

  const get = async (path: string, token: string) => {
    const response = await fetch(`${server!.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('authenticates the issued token and reports the principal eligible with every requirement met', async () => {
    const { status, body } = await get('/v1/research/status', tokens.live);
    expect(status).toBe(200);
    expect(body.status).toBe('eligible');
    expect(body.reason).toBeNull();
    expect(body.requirements).toHaveLength(8);
    for (const requirement of body.requirements) expect(requirement).toEqual({ token: requirement.token, met: true });
    expect(body.scopes).toEqual([
      { id: 'engagement-7', tasks: ['vulnerability-triage', 'remediation'], status: 'approved', expiresAt: expect.any(String), current: true },
    ]);
  });

  it('admits a Red-team request inside the approved scope', async () => {
    const response = await fetch(`${server!.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.live}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'red-1',
        task: 'vulnerability-triage',
        scopeId: 'engagement-7',
        messages: [{ role: 'user', content: 'Triage CVE-2024-3094 in our build.' }],
      }),
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(200);
    expect(body.billing).toBe('free');
    expect(body.choices[0].message.content).toMatch(/^No model ran\./);
  });

  it('shows both grants in the AI balance, in micro-USD', async () => {
    const { status, body } = await get('/v1/billing/status', tokens.live);
    expect(status).toBe(200);
    expect(body.status).toBe('connected');
    expect(body.plan).toBeNull();
    // deposit-25 is $25; credits-50 is 51 credits with its bonus.
    const granted = 25_000_000 + 51_000_000;
    expect(body.balances).toContainEqual({
      scope: 'ai',
      grantedMicroUSD: granted,
      spentMicroUSD: 0,
      reservedMicroUSD: 0,
      availableMicroUSD: granted,
    });
  });

  it('refuses the revoked token with 401', async () => {
    const { status, body } = await get('/v1/research/status', tokens.revoked);
    expect(status).toBe(401);
    expect(body.error.code).toBe('unauthorized');
  });

  it('refuses the suspended principal with 403 and serves the reinstated one', async () => {
    const suspended = await get('/v1/research/status', tokens.suspended);
    expect(suspended.status).toBe(403);
    expect(suspended.body.error.code).toBe('forbidden');
    const lifted = await get('/v1/research/status', tokens.lifted);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ status: 'pending', reason: 'verification-required' });
  });
});
