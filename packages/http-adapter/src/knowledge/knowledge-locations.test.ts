import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attackBundlePathsFromEnv, knowledgeDirFrom, storedAttackBundlePaths, storedBundlePath } from './knowledge-locations.js';

describe('knowledge locations', () => {
  it('takes the directory from the flag, then SECGATE_KNOWLEDGE_DIR, then .secgate/knowledge', () => {
    expect(knowledgeDirFrom('/flag', { SECGATE_KNOWLEDGE_DIR: '/env' })).toBe('/flag');
    expect(knowledgeDirFrom(undefined, { SECGATE_KNOWLEDGE_DIR: '/env' })).toBe('/env');
    expect(knowledgeDirFrom(undefined, { SECGATE_KNOWLEDGE_DIR: ' ' })).toBe('.secgate/knowledge');
    expect(knowledgeDirFrom(undefined, {})).toBe('.secgate/knowledge');
  });

  it('reads SECGATE_ATTACK_BUNDLE as a comma-separated list', () => {
    expect(attackBundlePathsFromEnv({ SECGATE_ATTACK_BUNDLE: ' /a.json, ,/b.json ' })).toEqual(['/a.json', '/b.json']);
    expect(attackBundlePathsFromEnv({})).toEqual([]);
  });

  it('lists stored bundles in domain order, without sidecars and temporaries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-knowledge-'));
    for (const name of [
      'zz-attack.json',
      'mobile-attack.json',
      'enterprise-attack.json',
      'enterprise-attack.meta.json',
      '.ics-attack.json.1.tmp',
      'notes.txt',
      'ics-attack.json',
    ]) {
      writeFileSync(join(dir, name), '{}');
    }
    expect(await storedAttackBundlePaths(dir)).toEqual(['enterprise-attack', 'ics-attack', 'mobile-attack', 'zz-attack'].map((d) => storedBundlePath(dir, d)));
    expect(await storedAttackBundlePaths(join(dir, 'absent'))).toEqual([]);
  });
});
