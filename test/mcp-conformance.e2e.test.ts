import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * The official MCP conformance suite against the built `secgate serve --demo` on a loopback port,
 * for the scenarios that apply to a tools-only, stateless server. The suite needs Node 22, so it
 * runs through npx with node@22 (fetched from the npm registry on first use, then cached).
 * dns-rebinding-protection sends `Host: 127.0.0.1:<port>` (accepted: 127.0.0.1 is in the default
 * publicHosts) and `Host: evil.example.com` (refused with 403).
 */
const CONFORMANCE = ['-y', '-p', 'node@22', '-p', '@modelcontextprotocol/conformance@0.1.16', '--', 'conformance', 'server'];
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'] as const;
const TIMEOUT_MS = 240_000;

let server: SecgateProcess;

beforeAll(async () => {
  server = await startSecgate({ db: 'memory:', demo: true });
});
afterAll(() => server?.stop());

function runScenario(url: string, scenario: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    execFile(npx, [...CONFORMANCE, '--url', url, '--scenario', scenario], { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

describe('MCP conformance suite', () => {
  for (const scenario of SCENARIOS) {
    it(
      scenario,
      async () => {
        const { code, output } = await runScenario(`${server.url}/mcp`, scenario);
        // The suite's own report is the failure message: which check failed and why.
        expect(code, output).toBe(0);
        expect(output).toMatch(/0 failed/);
      },
      TIMEOUT_MS + 10_000,
    );
  }
});
