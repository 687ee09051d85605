import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { govern, recover, respond } from '@secgate/calculators';
import { describe, expect, it } from 'vitest';

// The examples are documentation users copy: they must stay valid and keep showing findings.
const exampleFile = (name: string) => fileURLToPath(new URL(`../examples/${name}`, import.meta.url));
const readExample = (name: string): unknown => JSON.parse(readFileSync(exampleFile(name), 'utf8'));

describe('examples/', () => {
  it('govern.json is valid and shows gaps, register flags and supplier findings', () => {
    const result = govern(readExample('govern.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.profile?.gaps.length).toBeGreaterThan(0);
    const codes = result.value.risks?.register.flatMap((risk) => risk.findings.map((f) => f.code));
    expect(codes).toEqual(expect.arrayContaining(['no-owner', 'acceptance-exceeds-appetite']));
    expect(result.value.suppliers?.assessments.some((s) => s.findings.length > 0)).toBe(true);
  });

  it('respond.json is valid and yields GDPR and APPI deadlines', () => {
    const result = respond(readExample('respond.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const regimes = new Set(result.value.notifications.map((n) => n.regime));
    expect(regimes).toEqual(new Set(['gdpr', 'appi']));
  });

  it('recover.json is valid, restores in several waves and fails some checks', () => {
    const result = recover(readExample('recover.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.waves.length).toBeGreaterThan(1);
    expect(result.value.waves[0]?.assets).toContain('active-directory');
    expect(result.value.summary.failing.rpo).toBeGreaterThan(0);
  });

  it('library-use.mjs runs as a plain Node script against the built packages', () => {
    const run = spawnSync(process.execPath, [exampleFile('library-use.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^restore wave 1: active-directory, dns-dhcp$/m);
    expect(run.stdout).toMatch(/^appi final: \d{4}-\d\d-\d\dT14:59:59\.999Z$/m);
    expect(run.stdout).toMatch(/^rejected: incident\.awarAt \(unknown-field\)$/m);
  });
});
