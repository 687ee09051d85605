import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * MITRE's real bundles, read in place from ../shared/data/attack (beside the repository): they
 * must never be copied into it. Tests read each one once per file (the enterprise one is 45 MB).
 */
export const ATTACK_DATA_DIR = fileURLToPath(new URL('../../../shared/data/attack/', import.meta.url));

export function attackBundlePath(name: 'enterprise-attack' | 'ics-attack'): string {
  return `${ATTACK_DATA_DIR}${name}.json`;
}

export function readAttackBundleJson(name: 'enterprise-attack' | 'ics-attack'): unknown {
  return JSON.parse(readFileSync(attackBundlePath(name), 'utf8'));
}
