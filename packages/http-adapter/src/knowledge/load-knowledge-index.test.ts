import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from './load-knowledge-index.js';
import { smallAttackBundle } from './small-bundle.test-support.js';

// The stored bundles live in temporary directories outside the repository.
function knowledgeDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-load-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const SHIPPED = [
  { id: 'enterprise-attack', version: '18.1', detail: 'names', items: 1705 },
  { id: 'ics-attack', version: '18.1', detail: 'names', items: 184 },
];
const CWE = { id: 'cwe', version: '4.15', detail: 'full', items: 939 };

describe('loadKnowledgeIndex', () => {
  it('serves the shipped ATT&CK snapshot (names only) and CWE with no bundle anywhere', async () => {
    const { index, report } = await loadKnowledgeIndex({ env: { SECGATE_KNOWLEDGE_DIR: join(knowledgeDir(), 'absent') } });
    expect(report.sources).toEqual([...SHIPPED, CWE]);
    expect(report.items).toBe(1705 + 184 + 939);
    expect(report.durationMs).toBeGreaterThanOrEqual(0);
    expect(index.context('CWE-79')?.id).toBe('CWE-79');
    expect(index.context('T1190')).toMatchObject({ description: null, attribution: { detail: 'names' } });
  });

  it('has CWE alone when the snapshot folder is empty', async () => {
    const { report } = await loadKnowledgeIndex({ env: {}, dir: knowledgeDir(), snapshotDir: knowledgeDir() });
    expect(report.sources).toEqual([CWE]);
  });

  it('loads SECGATE_ATTACK_BUNDLE first, then the stored bundles, then the snapshot, and reports what it skipped', async () => {
    const named = join(knowledgeDir({ 'ics-attack.json': smallAttackBundle('ics-attack', { version: '19.0' }) }), 'ics-attack.json');
    const dir = knowledgeDir({ 'mobile-attack.json': smallAttackBundle(), 'broken-attack.json': '{', 'ics-attack.json': smallAttackBundle('ics-attack') });
    const { index, report } = await loadKnowledgeIndex({ env: { SECGATE_ATTACK_BUNDLE: named, SECGATE_KNOWLEDGE_DIR: dir } });
    expect(report.sources.map((s) => `${s.id} ${s.version} ${s.detail}`)).toEqual([
      'ics-attack 19.0 full',
      'mobile-attack modified-2024-03-01 full',
      'enterprise-attack 18.1 names',
      'cwe 4.15 full',
    ]);
    expect(report.skipped).toEqual([
      { path: join(dir, 'ics-attack.json'), message: `ics-attack is already loaded from ${named}.` },
      { path: join(dir, 'broken-attack.json'), message: 'The file is not valid JSON.' },
    ]);
    expect(index.context('T1001')).toMatchObject({ source: 'ics-attack', description: 'Adversaries may test.', attribution: { detail: 'full' } });
    expect(index.context('TA0108')).toBeUndefined();
  });

  it('lets a stored full bundle win over the snapshot of its domain, with the directory option over the environment', async () => {
    const dir = knowledgeDir();
    const source = knowledgeDir({ 'enterprise-attack-18.1.json': smallAttackBundle('enterprise-attack') });
    copyFileSync(join(source, 'enterprise-attack-18.1.json'), join(dir, 'enterprise-attack.json'));
    const { index, report } = await loadKnowledgeIndex({ env: { SECGATE_KNOWLEDGE_DIR: '/nowhere' }, dir });
    expect(report.sources.map((s) => `${s.id} ${s.detail} ${s.items}`)).toEqual(['enterprise-attack full 1', 'ics-attack names 184', 'cwe full 939']);
    expect(index.context('T1190')).toBeUndefined();
  });

  it('refuses a SECGATE_ATTACK_BUNDLE that cannot be used', async () => {
    await expect(loadKnowledgeIndex({ env: { SECGATE_ATTACK_BUNDLE: '/nowhere/enterprise.json', SECGATE_KNOWLEDGE_DIR: knowledgeDir() } })).rejects.toThrow(
      'SECGATE_ATTACK_BUNDLE: /nowhere/enterprise.json: The file cannot be read (ENOENT).',
    );
  });
});
