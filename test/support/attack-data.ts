import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';

export type RealBundleName = 'enterprise-attack' | 'ics-attack';

/**
 * MITRE's real bundles are not part of the repository: every test runs from the shipped snapshot
 * or bundles it builds itself. The tests that check the parser and the snapshot against the real
 * releases run only when SECGATE_TEST_ATTACK_DIR names a directory holding `enterprise-attack.json`
 * (Enterprise v18.1, STIX 2.0) and `ics-attack.json` (ICS v18.1); see docs/knowledge.md.
 */
export const REAL_ATTACK_DIR: string | undefined = process.env.SECGATE_TEST_ATTACK_DIR?.trim() || undefined;

const SKIP_REASON = 'skipped: set SECGATE_TEST_ATTACK_DIR to a directory holding MITRE enterprise-attack.json and ics-attack.json v18.1';

/**
 * `describe` for tests on the real bundles. When the variable is unset they are skipped, with the
 * reason in their title and said once on standard error, so a run shows what it did not check.
 */
export function describeWithRealBundles(title: string, body: () => void): void {
  if (REAL_ATTACK_DIR === undefined) console.warn(`${title}: ${SKIP_REASON}`);
  describe.skipIf(REAL_ATTACK_DIR === undefined)(REAL_ATTACK_DIR === undefined ? `${title} (${SKIP_REASON})` : title, body);
}

export function realAttackBundlePath(name: RealBundleName): string {
  if (REAL_ATTACK_DIR === undefined) throw new Error(SKIP_REASON);
  return join(REAL_ATTACK_DIR, `${name}.json`);
}

export function readRealAttackBundleText(name: RealBundleName): string {
  return readFileSync(realAttackBundlePath(name), 'utf8');
}
