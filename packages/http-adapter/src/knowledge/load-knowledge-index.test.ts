import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from './load-knowledge-index.js';
import { attackBundlePath } from './real-knowledge.test-support.js';
import { smallAttackBundle } from './small-bundle.test-support.js';

// The stored bundles live in temporary directories outside the repository.
function knowledgeDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'secgate-load-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('loadKnowledgeIndex', () => {
  it('always has CWE, even with no bundle anywhere', async () => {
    const { index, report } = await loadKnowledgeIndex({ env: { SECGATE_KNOWLEDGE_DIR: join(knowledgeDir(), 'absent') } });
    expect(report.sources).toEqual([{ id: 'cwe', version: '4.15', items: 939 }]);
    expect(report.items).toBe(939);
    expect(report.durationMs).toBeGreaterThanOrEqual(0);
    expect(index.context('CWE-79')?.id).toBe('CWE-79');
  });

  it('loads SECGATE_ATTACK_BUNDLE first, then the stored bundles, and reports what it skipped', async () => {
    const dir = knowledgeDir({ 'mobile-attack.json': smallAttackBundle(), 'broken-attack.json': '{', 'ics-attack.json': smallAttackBundle('ics-attack') });
    const { index, report } = await loadKnowledgeIndex({ env: { SECGATE_ATTACK_BUNDLE: attackBundlePath('ics-attack'), SECGATE_KNOWLEDGE_DIR: dir } });
    expect(report.sources.map((s) => `${s.id} ${s.version}`)).toEqual(['ics-attack 18.1', 'mobile-attack modified-2024-03-01', 'cwe 4.15']);
    expect(report.skipped).toEqual([
      { path: join(dir, 'ics-attack.json'), message: `ics-attack is already loaded from ${attackBundlePath('ics-attack')}.` },
      { path: join(dir, 'broken-attack.json'), message: 'The file is not valid JSON.' },
    ]);
    expect(index.context('T1001')).toMatchObject({ source: 'mobile-attack' });
    expect(index.context('TA0108')).toMatchObject({ source: 'ics-attack' });
  });

  it('takes the directory option over the environment', async () => {
    const dir = knowledgeDir();
    copyFileSync(attackBundlePath('ics-attack'), join(dir, 'ics-attack.json'));
    const { report } = await loadKnowledgeIndex({ env: { SECGATE_KNOWLEDGE_DIR: '/nowhere' }, dir });
    expect(report.sources.map((s) => s.id)).toEqual(['ics-attack', 'cwe']);
  });

  it('refuses a SECGATE_ATTACK_BUNDLE that cannot be used', async () => {
    await expect(loadKnowledgeIndex({ env: { SECGATE_ATTACK_BUNDLE: '/nowhere/enterprise.json', SECGATE_KNOWLEDGE_DIR: knowledgeDir() } })).rejects.toThrow(
      'SECGATE_ATTACK_BUNDLE: /nowhere/enterprise.json: The file cannot be read (ENOENT).',
    );
  });
});
