import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smallAttackBundle } from '../../../http-adapter/src/knowledge/small-bundle.test-support.js';
import { freshKnowledgeDir, secgate } from './cli-harness.test-support.js';

describe('secgate knowledge import', () => {
  it('stores a bundle from disk under its domain, which then replaces the snapshot of that domain in full', async () => {
    const dir = freshKnowledgeDir();
    const file = join(mkdtempSync(join(tmpdir(), 'secgate-cli-bundle-')), 'ics.json');
    writeFileSync(file, smallAttackBundle('ics-attack', { version: '18.1' }));
    const imported = await secgate(['knowledge', 'import', file], { SECGATE_KNOWLEDGE_DIR: dir });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(new RegExp(`^Stored ics-attack 18\\.1 \\(1 items\\) in ${join(dir, 'ics-attack.json').replaceAll('.', '\\.')}\\n`));
    const status = JSON.parse((await secgate(['knowledge', 'status', '--dir', dir, '--json'])).stdout) as {
      sources: { id: string; detail: string; from: string }[];
    };
    expect(status.sources.map((s) => `${s.id} ${s.detail}`)).toEqual(['ics-attack full', 'enterprise-attack names', 'cwe full']);
    expect(status.sources[0]!.from).toBe(join(dir, 'ics-attack.json'));
  });

  it('records --version for a bundle that carries none', async () => {
    const dir = freshKnowledgeDir();
    const file = join(mkdtempSync(join(tmpdir(), 'secgate-cli-bundle-')), 'mobile.json');
    writeFileSync(file, smallAttackBundle());
    expect((await secgate(['knowledge', 'import', file, '--dir', dir])).stdout).toMatch(/^Stored mobile-attack modified-2024-03-01 \(1 items\)/);
    expect((await secgate(['knowledge', 'import', file, '--dir', dir, '--version', '17.1'])).stdout).toMatch(/^Stored mobile-attack 17\.1 /);
    const status = JSON.parse((await secgate(['knowledge', 'status', '--dir', dir, '--json'])).stdout) as {
      sources: { id: string; version: string; versionFrom: string }[];
    };
    expect(status.sources[0]).toMatchObject({ id: 'mobile-attack', version: '17.1', versionFrom: 'metadata' });
  });

  it('refuses a file that is not an ATT&CK bundle, storing nothing', async () => {
    const dir = freshKnowledgeDir();
    const folder = mkdtempSync(join(tmpdir(), 'secgate-cli-bundle-'));
    writeFileSync(join(folder, 'notes.json'), '{"type": "bundle", "objects": [{"type": "note", "id": "note--1"}]}');
    writeFileSync(join(folder, 'broken.json'), '{');
    const refused = await secgate(['knowledge', 'import', join(folder, 'notes.json'), '--dir', dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not a usable ATT&CK bundle: The bundle holds no active ATT&CK technique');
    expect((await secgate(['knowledge', 'import', join(folder, 'broken.json'), '--dir', dir])).stderr).toContain('The file is not valid JSON.');
    expect((await secgate(['knowledge', 'import', join(folder, 'absent.json'), '--dir', dir])).stderr).toContain('cannot be read (ENOENT)');
    expect(() => readdirSync(dir)).toThrow();
  });
});
