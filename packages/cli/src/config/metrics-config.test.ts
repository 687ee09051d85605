import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './load-service-config.js';

const dir = mkdtempSync(join(tmpdir(), 'secgate-metrics-config-'));
const TOKEN = 'scrape-0123456789abcdef';

function load(file: unknown, env: Record<string, string> = {}) {
  const path = join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  return loadServiceConfig({ file: path, env });
}

describe('metrics.token', () => {
  it('is null by default: /metrics answers loopback clients only', () => {
    const loaded = loadServiceConfig({ env: {} });
    expect(loaded.ok && loaded.value.metrics).toEqual({ token: null });
  });

  it('is read from the file, and SECGATE_METRICS_TOKEN overrides it', () => {
    const fromFile = load({ metrics: { token: TOKEN } });
    expect(fromFile.ok && fromFile.value.metrics.token).toBe(TOKEN);
    const fromEnv = load({ metrics: { token: TOKEN } }, { SECGATE_METRICS_TOKEN: `  ${TOKEN}-env  ` });
    expect(fromEnv.ok && fromEnv.value.metrics.token).toBe(`${TOKEN}-env`);
    const explicitNull = load({ metrics: { token: null } });
    expect(explicitNull.ok && explicitNull.value.metrics.token).toBeNull();
  });

  it.each([
    [{ metrics: { token: 'short-token' } }, {}, /field 'metrics\.token' must be at least 16 characters\.$/],
    [{ metrics: { token: 'has spaces in the middle!' } }, {}, /field 'metrics\.token' must be printable ASCII without spaces\.$/],
    [{ metrics: { token: 42 } }, {}, /field 'metrics\.token' must be a string\.$/],
    [{ metrics: { tokens: TOKEN } }, {}, /field 'metrics\.tokens' is not a configuration field/],
    [{}, { SECGATE_METRICS_TOKEN: 'too-short' }, /^SECGATE_METRICS_TOKEN \(configuration field 'metrics\.token'\) must be at least 16 characters\.$/],
  ])('refuses %j %j, naming the field or the variable', (file, env, message) => {
    const loaded = load(file, env);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toMatch(message);
  });

  it('takes an empty SECGATE_METRICS_TOKEN as unset', () => {
    const loaded = load({}, { SECGATE_METRICS_TOKEN: '' });
    expect(loaded.ok && loaded.value.metrics.token).toBeNull();
  });
});
