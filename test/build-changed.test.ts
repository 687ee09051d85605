import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planBuilds, readPackageStates, type PackageState } from '../scripts/build-changed.mjs';

// scripts/build-changed.mjs, `npm start`'s build: which packages it rebuilds, decided from mtimes.
const CORE = '@secgate/core';
const CALCULATORS = '@secgate/calculators';
const STORE = '@secgate/store';
const HTTP = '@secgate/http-adapter';
const CLI = '@secgate/cli';
const ALL = [CORE, CALCULATORS, STORE, HTTP, CLI];
const DEPENDS_ON: Record<string, string[]> = {
  [CORE]: [],
  [CALCULATORS]: [CORE],
  [STORE]: [CORE],
  [HTTP]: [CALCULATORS, CORE, STORE],
  [CLI]: [CALCULATORS, CORE, HTTP, STORE],
};

/** The repository after a full build: inputs at 1000, each package built in order after them. */
function built(changes: Record<string, Partial<PackageState>> = {}): PackageState[] {
  return ALL.map((name, i) => ({
    name,
    dependsOn: DEPENDS_ON[name]!,
    newestInput: { path: `${name}/src/index.ts`, mtimeMs: 1000 },
    builtAtMs: 2000 + i * 10,
    ...changes[name],
  }));
}

const names = (packages: readonly PackageState[]) => planBuilds(packages).map((build) => build.name);

describe('planBuilds', () => {
  it('builds nothing when nothing changed', () => {
    expect(planBuilds(built())).toEqual([]);
  });

  it('builds core and everything depending on it when a file of core is newer than its dist', () => {
    const plan = planBuilds(built({ [CORE]: { newestInput: { path: 'packages/core/src/money.ts', mtimeMs: 3000 } } }));
    expect(plan.map((build) => build.name)).toEqual(ALL);
    expect(plan[0]!.reason).toBe('packages/core/src/money.ts is newer than its dist');
    expect(plan[1]!.reason).toBe(`${CORE}, which it depends on, is rebuilt`);
  });

  it('builds the store and what is above it, not core or the calculators, when the store changed', () => {
    expect(names(built({ [STORE]: { newestInput: { path: 'packages/store/src/x.ts', mtimeMs: 3000 } } }))).toEqual([STORE, HTTP, CLI]);
  });

  it('builds only the CLI when only the CLI changed', () => {
    expect(names(built({ [CLI]: { newestInput: { path: 'packages/cli/src/x.ts', mtimeMs: 3000 } } }))).toEqual([CLI]);
  });

  it('builds a package whose dist is missing, and the packages depending on it', () => {
    const plan = planBuilds(built({ [CALCULATORS]: { builtAtMs: null } }));
    expect(plan.map((build) => build.name)).toEqual([CALCULATORS, HTTP, CLI]);
    expect(plan[0]!.reason).toBe('its dist output is missing');
  });

  it('builds the dependents of a package built after them (a lone `npm run build -w`)', () => {
    expect(names(built({ [STORE]: { builtAtMs: 5000 } }))).toEqual([HTTP, CLI]);
  });

  it('treats an input exactly as old as the dist as built, and a package without inputs by its dist alone', () => {
    expect(names(built({ [CORE]: { newestInput: { path: 'x', mtimeMs: 2000 } }, [CLI]: { newestInput: null } }))).toEqual([]);
    expect(names(built({ [CLI]: { newestInput: null, builtAtMs: null } }))).toEqual([CLI]);
  });

  it('refuses a package listed before a package it depends on', () => {
    const [core, calculators, ...rest] = built();
    expect(() => planBuilds([calculators!, core!, ...rest])).toThrow(`${CALCULATORS} depends on ${CORE}, listed after it`);
  });
});

describe('readPackageStates', () => {
  const root = mkdtempSync(join(tmpdir(), 'secgate-build-changed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string, seconds: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), seconds, seconds);
  };
  const manifest = (name: string, dependencies: Record<string, string> = {}) =>
    JSON.stringify({ name, main: './dist/index.js', scripts: { build: 'tsup' }, dependencies });

  it('reads the workspace order, the workspace dependencies, the newest non-test input and the oldest dist file', () => {
    write('package.json', JSON.stringify({ workspaces: ['packages/a', 'packages/b', 'packages/docs'] }), 100);
    write('tsconfig.base.json', '{}', 100);
    write('packages/a/package.json', manifest('a', { 'left-pad': '1' }), 100);
    write('packages/a/src/index.ts', '', 200);
    write('packages/a/src/index.test.ts', '', 900);
    write('packages/a/dist/index.js', '', 300);
    write('packages/a/dist/index.js.map', '', 310);
    write('packages/b/package.json', manifest('b', { a: '1' }), 100);
    write('packages/b/src/deep/file.ts', '', 400);
    write('packages/b/dist/other.js', '', 350);
    write('packages/docs/package.json', JSON.stringify({ name: 'docs' }), 100);

    expect(readPackageStates(root)).toEqual([
      { name: 'a', dependsOn: [], newestInput: { path: join('packages', 'a', 'src', 'index.ts'), mtimeMs: 200_000 }, builtAtMs: 300_000 },
      // b's main (dist/index.js) is missing: a build that failed half-way.
      { name: 'b', dependsOn: ['a'], newestInput: { path: join('packages', 'b', 'src', 'deep', 'file.ts'), mtimeMs: 400_000 }, builtAtMs: null },
    ]);
    expect(names(readPackageStates(root))).toEqual(['b']);
  });
});

describe('npm start', () => {
  it('runs build-changed, then the demo server; npm run build still builds every package', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('node scripts/build-changed.mjs && node packages/cli/bin/secgate.js serve --demo');
    expect(scripts.build).toBe('npm run build --workspaces --if-present');
  });

  it('reads this repository in the dependency order of its workspaces', () => {
    const states = readPackageStates(new URL('..', import.meta.url).pathname);
    expect(states.map((state) => state.name)).toEqual(ALL);
    expect(Object.fromEntries(states.map((state) => [state.name, [...state.dependsOn].sort()]))).toEqual(DEPENDS_ON);
    expect(() => planBuilds(states)).not.toThrow();
  });
});
