import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { govern, recover, respond } from '@secgate/calculators';
import { describe, expect, it } from 'vitest';
import { startSecgate } from './support/secgate-process.js';

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

  it('openai-client.mjs gets a plain, a streamed and a tool-offering answer from a demo server', async () => {
    const server = await startSecgate({ db: 'memory:', demo: true });
    try {
      const token = /Demo token \(shown once\): (sgp_\w+)/.exec(server.stdout())?.[1];
      expect(token).toBeDefined();
      const { code, stdout, stderr } = await runNode(exampleFile('openai-client.mjs'), { SECGATE_URL: server.url, SECGATE_TOKEN: token! });
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^answer \(free, job [0-9a-f-]{36}\):\nNo model ran\./m);
      expect(stdout).toMatch(/^stream finished: stop, receipt [0-9a-f-]{36}$/m);
      expect(stdout).toMatch(/^task: vulnerability-triage$/m);
      expect(stdout).toMatch(/^the model answered without calling a tool$/m);
    } finally {
      await server.stop();
    }
  });

  it('mcp-client.mjs lists the tools and calls public and bearer tools on a demo server', async () => {
    const server = await startSecgate({ db: 'memory:', demo: true });
    try {
      const token = /Demo token \(shown once\): (sgp_\w+)/.exec(server.stdout())?.[1];
      expect(token).toBeDefined();
      const run = await runNode(exampleFile('mcp-client.mjs'), { SECGATE_URL: server.url, SECGATE_TOKEN: token! });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^tools: .*svc_knowledge_search.*svc_research_run/m);
      expect(run.stdout).toMatch(/^search: CWE-89 /m);
      expect(run.stdout).toMatch(/^served models: shared-1, shared-2, shared-3, shared-4, red-1, red-2, red-3$/m);
      expect(run.stdout).toMatch(/^research status: pending \(verification-required\)$/m);
    } finally {
      await server.stop();
    }
  });
});

/** Runs a script as its own Node process and collects what it printed. */
function runNode(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
