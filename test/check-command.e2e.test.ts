import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresAvailable, testConfig } from './support/e2e-service.js';
import { startFakeOpenAIUpstream, type FakeOpenAIUpstream } from './support/fake-openai-upstream.js';
import { runSecgate, runSecgateAsync } from './support/secgate-process.js';

/*
 * `secgate check` as an operator runs it before a start (docs/operations.md#secgate-check): one line
 * per check, exit 0 only when all pass, nothing served and nothing changed.
 */

let dir: string;
let upstream: FakeOpenAIUpstream;
const configFile = (name: string, config: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof config === 'string' ? config : JSON.stringify(config));
  return path;
};
const linesOf = (stdout: string) => stdout.trim().split('\n');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'secgate-check-'));
  upstream = await startFakeOpenAIUpstream({ models: ['shared-1', 'red-1', 'red-2', 'red-3'] });
});
afterAll(async () => {
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('secgate check', () => {
  it('passes a migrated store, a good configuration, the knowledge and an origin that answers: exit 0, one line each', async () => {
    const db = `file:${join(dir, 'db')}`;
    expect(runSecgate(['migrate', '--db', db]).code).toBe(0);
    const config = configFile('good.json', testConfig(upstream.baseURL, {}));
    const checked = await runSecgateAsync(['check', '--db', db, '--config', config]);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
    const lines = linesOf(checked.stdout);
    expect(lines[0]).toMatch(/^ok\s+configuration\s+.*good\.json$/);
    expect(lines[1]).toMatch(/^ok\s+store\s+file:.*schema version \d+ \(this binary needs \d+ or newer\)$/);
    expect(lines[2]).toMatch(/^ok\s+knowledge\s+\d+ items/);
    expect(lines[3]).toMatch(new RegExp(`^ok\\s+origin\\s+${upstream.baseURL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\(shared-1.*\\) answers$`));
    expect(lines.at(-1)).toBe(`All ${lines.length - 1} checks passed.`);
  });

  it('names what fails, keeps checking the rest, and exits 1: an origin that does not answer', () => {
    const config = configFile('down.json', testConfig('http://127.0.0.1:9/v1', { probe: { enabled: true, intervalMs: 60_000, timeoutMs: 500 } }));
    const checked = runSecgate(['check', '--db', `file:${join(dir, 'fresh')}`, '--config', config]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/^ok\s+store\s+.*no store yet; the first start creates it$/m);
    expect(checked.stdout).toMatch(/^FAIL\s+origin\s+http:\/\/127\.0\.0\.1:9\/v1 .*did not answer its model list within 500 ms/m);
    expect(linesOf(checked.stdout).at(-1)).toMatch(/^1 of \d+ checks failed\.$/);
  });

  it('a configuration that does not load fails its line and leaves the origins unchecked', () => {
    const config = configFile('unknown.json', { routes: { shared: null, dedicated: {} }, surprise: true });
    const checked = runSecgate(['check', '--db', 'memory:', '--config', config]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/^FAIL\s+configuration\s+.*unknown\.json.*'surprise'/m);
    expect(checked.stdout).toMatch(/^FAIL\s+origins\s+not checked: the configuration must load first$/m);
    expect(checked.stdout).toMatch(/^ok\s+knowledge/m);
  });

  it('a PostgreSQL database no migration has run on fails the store line with what to run, changing nothing', async () => {
    if (!(await postgresAvailable())) return;
    const database = await freshDatabase();
    try {
      const first = runSecgate(['check', '--db', database.url]);
      expect(first.code).toBe(1);
      expect(first.stdout).toMatch(/^FAIL\s+store\s+postgres.*schema version 0, this binary needs \d+: run 'secgate migrate'/m);
      // Still unmigrated: the check changed nothing.
      expect(runSecgate(['check', '--db', database.url]).stdout).toMatch(/schema version 0/);
      expect(runSecgate(['migrate', '--db', database.url]).code).toBe(0);
      expect(runSecgate(['check', '--db', database.url]).code).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
