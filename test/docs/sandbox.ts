import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A documented command runs in a fresh temporary directory, as a user's working directory would
 * be. It holds:
 * - examples/: a copy of the repository's examples (the commands name examples/*.json);
 * - node_modules: a link to the repository's, so `node examples/*.mjs` finds its packages;
 * - secgate.json: the file docs/configuration.md shows right after "`secgate.json`:".
 * Fixtures add what a block needs beyond that (a store, bundles), see block-fixtures.ts.
 */
export function makeSandbox(repo: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-docs-'));
  cpSync(join(repo, 'examples'), join(dir, 'examples'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'secgate.json'), documentedConfigFile(repo));
  return dir;
}

export function removeSandbox(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The ```json fence that follows the line "`secgate.json`:" in docs/configuration.md. */
export function documentedConfigFile(repo: string): string {
  const text = readFileSync(join(repo, 'docs', 'configuration.md'), 'utf8');
  const found = /^`secgate\.json`:\n\n```json\n([\s\S]*?)\n```$/m.exec(text);
  if (!found?.[1]) throw new Error('docs/configuration.md no longer shows a `secgate.json`: block followed by a ```json fence');
  JSON.parse(found[1]);
  return `${found[1]}\n`;
}

/**
 * The environment of a block's bash session: the user's PATH and HOME, nothing of this test
 * run's own (no npm_* or SECGATE_* variables), plus:
 * - SECGATE_PORT=0, so a `secgate serve` without --port listens on a free port, not 8080;
 * - SECGATE_ATTACK_BASE_URL: the local ATT&CK mirror `secgate knowledge update` downloads from.
 */
export function sandboxEnv(attackMirrorUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  for (const name of ['LANG', 'LC_ALL', 'TMPDIR', 'TZ']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, SECGATE_PORT: '0', SECGATE_ATTACK_BASE_URL: attackMirrorUrl, ...extra };
}
