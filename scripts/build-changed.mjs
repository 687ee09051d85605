#!/usr/bin/env node
// `npm start`'s build: rebuilds, in the root package.json's `workspaces` order (the dependency
// order), only the packages whose build is out of date, each with `npm run build -w <name>`.
// `npm run build` still builds every package (CI, `npm test`). `--dry-run` prints the plan only.
//
// A package is out of date when its dist output is missing, when one of its inputs (a file under
// src/ other than a test, types/, package.json, tsup.config.ts, tsconfig.json, the root
// tsconfig.base.json) is newer than its dist, or when a workspace package it depends on is rebuilt
// in this run or was built after it. The decision (planBuilds) is pure; the rest reads and runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Files under src/ that no build reads: the packages' tsconfig and tsup entries leave tests out. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const CONFIG_FILES = ['package.json', 'tsup.config.ts', 'tsconfig.json'];
const INPUT_DIRS = ['src', 'types'];
const SHARED_INPUTS = ['tsconfig.base.json'];
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * Which packages need a build, and why, in the order given. Pure: the packages' states in, the
 * plan out. Throws when a package depends on a workspace package listed after it.
 * @param {readonly import('./build-changed.d.mts').PackageState[]} packages in dependency order
 * @returns {import('./build-changed.d.mts').PlannedBuild[]}
 */
export function planBuilds(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const seen = new Set();
  const planned = new Set();
  const plan = [];
  for (const pkg of packages) {
    const later = pkg.dependsOn.find((dep) => byName.has(dep) && !seen.has(dep));
    if (later !== undefined) throw new Error(`${pkg.name} depends on ${later}, listed after it in the root package.json workspaces: list ${later} first`);
    seen.add(pkg.name);
    const reason = whyBuild(pkg, byName, planned);
    if (reason !== null) {
      plan.push({ name: pkg.name, reason });
      planned.add(pkg.name);
    }
  }
  return plan;
}

/** Why `pkg` needs a build, or null when its dist is up to date. */
function whyBuild(pkg, byName, planned) {
  if (pkg.builtAtMs === null) return 'its dist output is missing';
  if (pkg.newestInput !== null && pkg.newestInput.mtimeMs > pkg.builtAtMs) return `${pkg.newestInput.path} is newer than its dist`;
  const rebuilt = pkg.dependsOn.find((dep) => planned.has(dep));
  if (rebuilt !== undefined) return `${rebuilt}, which it depends on, is rebuilt`;
  const newer = pkg.dependsOn.find((dep) => (byName.get(dep)?.builtAtMs ?? -Infinity) > pkg.builtAtMs);
  if (newer !== undefined) return `${newer}, which it depends on, was built after it`;
  return null;
}

/** Every file under `dir` (none when it does not exist), as paths relative to `dir`. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * The state of each workspace package that has a build script, in the root package.json's
 * `workspaces` order: its workspace dependencies, newest input and when its dist was built.
 * @param {string} root the repository
 * @returns {import('./build-changed.d.mts').PackageState[]}
 */
export function readPackageStates(root) {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workspaces = Array.isArray(rootManifest.workspaces) ? rootManifest.workspaces : (rootManifest.workspaces?.packages ?? []);
  const glob = workspaces.find((dir) => /[*?[{]/.test(dir));
  if (glob !== undefined) throw new Error(`build-changed: workspace "${glob}" is a pattern; list each package, in dependency order`);
  const manifests = workspaces.map((dir) => ({ dir: join(root, dir), manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }));
  const names = new Set(manifests.map(({ manifest }) => manifest.name));
  const shared = SHARED_INPUTS.map((file) => join(root, file)).filter((file) => existsSync(file));
  return manifests
    .filter(({ manifest }) => typeof manifest.scripts?.build === 'string')
    .map(({ dir, manifest }) => {
      const inputs = [
        ...INPUT_DIRS.flatMap((sub) => filesUnder(join(dir, sub))).filter((file) => !TEST_FILE.test(file)),
        ...CONFIG_FILES.map((file) => join(dir, file)).filter((file) => existsSync(file)),
        ...shared,
      ];
      let newestInput = null;
      for (const file of inputs) {
        const mtimeMs = statSync(file).mtimeMs;
        if (newestInput === null || mtimeMs > newestInput.mtimeMs) newestInput = { path: relative(root, file), mtimeMs };
      }
      return {
        name: manifest.name,
        dependsOn: [...new Set(DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})))].filter((dep) => names.has(dep)),
        newestInput,
        builtAtMs: builtAt(dir, manifest),
      };
    });
}

/**
 * When the package's dist was built: the oldest file in dist/ (tsup cleans it first, so every file
 * is from the last build), or null when dist/ is empty or misses the manifest's `main` or `types`
 * (a build that failed half-way).
 */
function builtAt(dir, manifest) {
  const declared = [manifest.main, manifest.types].filter((file) => typeof file === 'string');
  if (declared.some((file) => !existsSync(join(dir, file)))) return null;
  const files = filesUnder(join(dir, 'dist'));
  if (files.length === 0) return null;
  return Math.min(...files.map((file) => statSync(file).mtimeMs));
}

function main() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dryRun = process.argv.includes('--dry-run');
  const plan = planBuilds(readPackageStates(root));
  if (plan.length === 0) {
    console.log('build-changed: every package is up to date');
    return;
  }
  for (const { name, reason } of plan) {
    console.log(`build-changed: ${dryRun ? 'would build' : 'building'} ${name} (${reason})`);
    if (dryRun) continue;
    const run = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`build-changed: the build of ${name} failed${run.error ? `: ${run.error.message}` : ''}`);
      process.exit(run.status ?? 1);
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
