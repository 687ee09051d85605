import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusFromAttackSnapshot, type KnowledgeCorpus } from '@secgate/core';
import { bundleFileNames } from './knowledge-locations.js';

/**
 * The folder of the ATT&CK snapshot shipped with the package (`knowledge-snapshot/` beside `dist/`
 * and `src/`). Found from this module's own location: `../` from the built `dist/index.js`,
 * `../../` from this file under `src/knowledge/` when the sources run (tests).
 */
export function shippedSnapshotDir(): string {
  const candidates = ['../knowledge-snapshot/', '../../knowledge-snapshot/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
  return candidates.find((dir) => existsSync(join(dir, 'LICENSE-ATTACK.md'))) ?? candidates[0]!;
}

/**
 * The names-only ATT&CK corpora of the shipped snapshot, Enterprise first. Read synchronously
 * (a few milliseconds) so the routes' default index can be built on a first request. A snapshot
 * that does not load is a broken install, not user input: it throws.
 */
export function readShippedAttackSnapshots(dir: string = shippedSnapshotDir()): { corpus: KnowledgeCorpus; path: string }[] {
  if (!existsSync(dir)) return [];
  return bundleFileNames(readdirSync(dir)).map((name) => {
    const path = join(dir, name);
    const loaded = corpusFromAttackSnapshot(JSON.parse(readFileSync(path, 'utf8')));
    if (!loaded.ok) throw new Error(`${path}: ${loaded.error.message}`);
    return { corpus: loaded.value, path };
  });
}
