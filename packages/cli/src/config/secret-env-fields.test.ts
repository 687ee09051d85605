import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from './load-service-config.js';

/*
 * Every configuration field that names a secret's environment variable (`...Env`) refuses the
 * start when that variable is unset or empty: a secret silently missing would only show up later,
 * as refused requests. A new `...Env` field in a schema fails the first test until it is added here.
 */

const baseURL = 'http://127.0.0.1:8000/v1';
const FIELDS: Record<string, Record<string, unknown>> = {
  'routes.shared.apiKeyEnv': { routes: { shared: { baseURL, apiKeyEnv: 'SECRET_VAR' } } },
  'routes.dedicated.red-1.apiKeyEnv': { routes: { dedicated: { 'red-1': { baseURL, apiKeyEnv: 'SECRET_VAR' } } } },
  'guardrails.guardModel.apiKeyEnv': { guardrails: { guardModel: { protocol: 'llama-guard', baseURL, model: 'llama-guard-3', apiKeyEnv: 'SECRET_VAR' } } },
  'console.oidc.clientSecretEnv': { console: { oidc: { issuer: 'https://idp.example.org', clientId: 'secgate', clientSecretEnv: 'SECRET_VAR' } } },
  'payments.recharge.secretEnv': { payments: { recharge: { url: 'https://billing.example/recharge', secretEnv: 'SECRET_VAR' } } },
};

const dir = mkdtempSync(join(tmpdir(), 'secgate-secret-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loadWith(file: Record<string, unknown>, env: Record<string, string>) {
  const path = join(dir, 'secgate.json');
  writeFileSync(path, JSON.stringify(file));
  return loadServiceConfig({ file: path, env });
}

describe('the configuration fields that name a secret variable', () => {
  it('are every `...Env` field of the schemas', () => {
    const schemas = ['config-schema.ts', 'guardrails-schema.ts', 'payments-schema.ts'].map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));
    const named = new Set(schemas.flatMap((text) => [...text.matchAll(/^\s*(\w+Env):/gm)].map((match) => match[1])));
    const covered = new Set(Object.keys(FIELDS).map((field) => field.slice(field.lastIndexOf('.') + 1)));
    expect([...named].sort()).toEqual([...covered].sort());
  });

  it.each(Object.entries(FIELDS))('%s refuses the start when its variable is unset or empty', (field, file) => {
    for (const env of [{}, { SECRET_VAR: '' }] as Record<string, string>[]) {
      const loaded = loadWith(file, env);
      expect(!loaded.ok && loaded.error.message).toBe(
        `Configuration field '${field}' names the environment variable SECRET_VAR, which is not set. Set it in the environment of secgate, or remove the field.`,
      );
    }
    expect(loadWith(file, { SECRET_VAR: 'the-secret' }).ok).toBe(true);
  });
});
