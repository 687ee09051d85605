import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metaPathFor, readAttackBundleMeta, versionFromFileName } from './attack-bundle-meta.js';

describe('attack bundle metadata', () => {
  it('names the sidecar after the bundle', () => {
    expect(metaPathFor('/k/enterprise-attack.json')).toBe('/k/enterprise-attack.meta.json');
  });

  it('reads a version from MITRE-style file names only', () => {
    expect(versionFromFileName('/d/enterprise-attack-18.1.json')).toBe('18.1');
    expect(versionFromFileName('enterprise-attack-v17.0.json')).toBe('17.0');
    expect(versionFromFileName('enterprise-attack.json')).toBeUndefined();
    expect(versionFromFileName('bundle-2025.json')).toBeUndefined();
  });

  it('reads the sidecar, and nothing from a missing or damaged one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-meta-'));
    writeFileSync(join(dir, 'a.meta.json'), JSON.stringify({ version: '18.1', from: 'x', storedAt: 't', sha256: 'h', bytes: 1 }));
    writeFileSync(join(dir, 'b.meta.json'), '{broken');
    expect(await readAttackBundleMeta(join(dir, 'a.json'))).toMatchObject({ version: '18.1' });
    expect(await readAttackBundleMeta(join(dir, 'b.json'))).toBeUndefined();
    expect(await readAttackBundleMeta(join(dir, 'c.json'))).toBeUndefined();
  });
});
