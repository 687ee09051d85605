import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packagesLoaded, serviceIn } from './support/packages-loaded.js';
import { SECGATE_BIN } from './support/secgate-process.js';

// The offline commands must start fast: they may not load the service's stack. The built CLI
// runs with a preload that logs every module resolved, and the log is checked by package.
const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'secgate-loaded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loadedBy = (args: string[], input?: string) => packagesLoaded({ script: SECGATE_BIN, args, input, log: join(dir, 'loaded.log') });

describe('offline commands load no service dependency', () => {
  it.each(['recover', 'govern', 'respond'])('%s', (command) => {
    const loaded = loadedBy([command, join(EXAMPLES, `${command}.json`)]);
    expect(loaded.has('@secgate/calculators')).toBe(true);
    expect(serviceIn(loaded)).toEqual([]);
  });

  it.each([[['example', 'recover']], [['--help']], [['--version']], [['recover', '--help']]])('%j', (args) => {
    expect(serviceIn(loadedBy(args))).toEqual([]);
  });

  it('recover and govern do not load the holiday tables; respond loads them for the APPI deadline', () => {
    expect(loadedBy(['recover', join(EXAMPLES, 'recover.json')]).has('date-holidays')).toBe(false);
    expect(loadedBy(['govern', join(EXAMPLES, 'govern.json')]).has('date-holidays')).toBe(false);
    const example = spawnSync(process.execPath, [SECGATE_BIN, 'example', 'respond'], { encoding: 'utf8' }).stdout;
    expect(loadedBy(['respond', '-'], example).has('date-holidays')).toBe(true);
  });

  it('the log does see the service when a service command runs (the check can fail)', () => {
    expect(serviceIn(loadedBy(['admin', '--help']))).toContain('@secgate/store');
  });

  it('operator commands use the store without the HTTP adapter', () => {
    const loaded = loadedBy(['admin', 'principal', 'create', '--db', 'memory:']);
    expect(loaded.has('@secgate/store')).toBe(true);
    expect(loaded.has('@secgate/http-adapter')).toBe(false);
    expect(loaded.has('hono')).toBe(false);
  });
});
