import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './load-service-config.js';

const dir = mkdtempSync(join(tmpdir(), 'secgate-console-config-'));

function load(file: unknown, env: Record<string, string> = {}) {
  const path = join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  return loadServiceConfig({ file: path, env });
}

describe('console', () => {
  it('has no public URL, no identity provider and sessions of 12 hours idle, 7 days in all, by default', () => {
    const loaded = loadServiceConfig({ env: {} });
    expect(loaded.ok && loaded.value.console).toEqual({ publicUrl: null, session: { idleMs: 43_200_000, absoluteMs: 604_800_000 }, oidc: null });
  });

  it('reads the public URL as an origin, from the file or SECGATE_PUBLIC_URL', () => {
    const fromFile = load({ console: { publicUrl: 'https://secgate.example.org/' } });
    expect(fromFile.ok && fromFile.value.console.publicUrl).toBe('https://secgate.example.org');
    const fromEnv = load({ console: { publicUrl: 'https://a.example' } }, { SECGATE_PUBLIC_URL: 'http://127.0.0.1:9090' });
    expect(fromEnv.ok && fromEnv.value.console.publicUrl).toBe('http://127.0.0.1:9090');
  });

  it('takes session lifetimes of a minute or more', () => {
    const loaded = load({ console: { session: { idleMs: 3_600_000 } } });
    expect(loaded.ok && loaded.value.console.session).toEqual({ idleMs: 3_600_000, absoluteMs: 604_800_000 });
  });

  it('reads an OpenID provider with its secret from the variable the file names, and openid among the scopes', () => {
    const oidc = { issuer: 'https://idp.example.org/realms/secgate', clientId: 'secgate-console', clientSecretEnv: 'MY_OIDC_SECRET' };
    const loaded = load({ console: { oidc } }, { MY_OIDC_SECRET: 's3cret' });
    expect(loaded.ok && loaded.value.console.oidc).toEqual({
      issuer: oidc.issuer,
      clientId: 'secgate-console',
      clientSecret: 's3cret',
      name: 'your identity provider',
      scopes: ['openid', 'email', 'profile'],
      allowedEmailDomains: null,
      linkedOnly: false,
    });
    const missing = load({ console: { oidc } });
    expect(!missing.ok && missing.error.message).toBe(
      "Configuration field 'console.oidc.clientSecretEnv' names the environment variable MY_OIDC_SECRET, which is not set. Set it in the environment of secgate, or remove the field.",
    );
    const restricted = load(
      { console: { oidc: { ...oidc, scopes: ['email'], allowedEmailDomains: ['acme.example'], linkedOnly: true } } },
      { MY_OIDC_SECRET: 'x' },
    );
    expect(restricted.ok && restricted.value.console.oidc).toMatchObject({
      scopes: ['openid', 'email'],
      allowedEmailDomains: ['acme.example'],
      linkedOnly: true,
    });
  });

  it.each([
    [{ console: { oidc: { issuer: 'idp.example.org', clientId: 'c', clientSecretEnv: 'S' } } }, /field 'console\.oidc\.issuer' must be an http\(s\) URL/],
    [
      { console: { oidc: { issuer: 'https://idp.example.org', clientId: 'c', clientSecretEnv: 'not a name' } } },
      /field 'console\.oidc\.clientSecretEnv' must be an environment variable name/,
    ],
    [{ console: { publicUrl: 'https://secgate.example.org/console' } }, /field 'console\.publicUrl' must be an http\(s\) origin without a path/],
    [{ console: { publicUrl: 'ftp://secgate.example.org' } }, /field 'console\.publicUrl' must be an http\(s\) origin/],
    [{ console: { publicUrl: 'https://user:pw@secgate.example.org' } }, /field 'console\.publicUrl' must be an http\(s\) origin/],
    [{ console: { session: { idleMs: 10 } } }, /field 'console\.session\.idleMs' must be at least 60000/],
    [{ console: { sessions: {} } }, /field 'console\.sessions' is not a configuration field/],
  ])('refuses %j with one sentence naming the field', (file, message) => {
    const loaded = load(file);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toMatch(message);
  });
});
