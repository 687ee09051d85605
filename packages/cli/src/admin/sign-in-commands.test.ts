import { SIGN_IN_LINK_TTL_MS } from '@secgate/core';
import { hashBrowserSecret } from '@secgate/store';
import { describe, expect, it } from 'vitest';
import { NOW, testIds, useTestStore } from '../../../store/src/test-store.test-support.js';
import type { CliIo } from '../cli-io.js';
import { runAdmin, type AdminDeps } from './run-admin.js';

const store = useTestStore();
const ids = testIds();

async function run(consolePublicUrl: string, ...argv: string[]) {
  const deps: AdminDeps = {
    store: store(),
    clock: { now: () => NOW },
    ids,
    aupVersion: 'aup-1',
    freeRequestsPerDay: 1_000,
    freeStorageGiB: 1,
    consolePublicUrl,
  };
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), readStdin: async () => undefined, readFile: async () => '' };
  const code = await runAdmin(argv, io, deps);
  return { code, stdout, stderr };
}

const newPrincipal = async () => (await run('http://127.0.0.1:8080', 'principal', 'create')).stdout.trim();

describe('secgate admin principal sign-in-link', () => {
  it('prints a link on the public URL that signs the principal in once, within 15 minutes; only its hash is stored', async () => {
    const id = await newPrincipal();
    const made = await run('https://secgate.example.org', 'principal', 'sign-in-link', id);
    expect(made.code).toBe(0);
    const url = new URL(made.stdout.trim());
    expect(`${url.origin}${url.pathname}`).toBe('https://secgate.example.org/console/sign-in/link');
    expect(made.stderr).toBe(`One use, until ${new Date(NOW + SIGN_IN_LINK_TTL_MS).toISOString()}.\n`);
    const secret = url.searchParams.get('token') as string;
    expect(await store().redeemSignInLink(secret, NOW)).toBeNull(); // the secret itself is not what is stored
    expect(await store().redeemSignInLink(hashBrowserSecret(secret), NOW + SIGN_IN_LINK_TTL_MS - 1)).toBe(id);
  });

  it('takes --url, and refuses an unknown or suspended principal and a URL that is not http(s)', async () => {
    const id = await newPrincipal();
    const made = await run('http://127.0.0.1:8080', 'principal', 'sign-in-link', id, '--url', 'http://localhost:9000/ignored/path');
    expect(made.stdout).toMatch(/^http:\/\/localhost:9000\/console\/sign-in\/link\?token=[A-Za-z0-9_-]{43}\n$/);
    expect((await run('http://127.0.0.1:8080', 'principal', 'sign-in-link', 'p_nobody')).code).toBe(1);
    await store().updatePrincipal(id, { status: 'suspended' });
    const suspended = await run('http://127.0.0.1:8080', 'principal', 'sign-in-link', id);
    expect(suspended.code).toBe(1);
    expect(suspended.stderr).toContain('suspended');
    expect((await run('http://127.0.0.1:8080', 'principal', 'sign-in-link', id, '--url', 'javascript:alert(1)')).code).toBe(2);
  });
});

describe('secgate admin principal link', () => {
  it('links an OpenID identity to one principal only', async () => {
    const [a, b] = [await newPrincipal(), await newPrincipal()];
    const issuer = 'https://idp.example.org/realms/secgate';
    const linked = await run('', 'principal', 'link', a, '--issuer', issuer, '--subject', 'f81d4fae', '--email', 'ana@example.org');
    expect(linked.code).toBe(0);
    expect(JSON.parse(linked.stdout)).toEqual({ principalId: a, issuer, subject: 'f81d4fae', email: 'ana@example.org' });
    expect(await store().principalIdByIdentity(issuer, 'f81d4fae')).toBe(a);
    const taken = await run('', 'principal', 'link', b, '--issuer', issuer, '--subject', 'f81d4fae');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already signs in another principal');
    expect((await run('', 'principal', 'link', a, '--subject', 'x')).code).toBe(2);
  });
});
