import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAttackBundleText, readAttackBundleFile } from './read-attack-bundle-file.js';
import { smallAttackBundle } from './small-bundle.test-support.js';

describe('readAttackBundleFile', () => {
  it('reads a STIX 2.1 bundle with the version it carries, as a full source', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secgate-read-')), 'ics-attack-9.9.json');
    writeFileSync(path, smallAttackBundle('ics-attack', { version: '18.1' }));
    const read = await readAttackBundleFile(path);
    if (!read.ok) throw new Error(read.error.message);
    // The collection's version wins over the file name's.
    expect(read.value.source).toMatchObject({ id: 'ics-attack', name: 'Test ics-attack', version: '18.1', versionFrom: 'collection', detail: 'full' });
    expect(read.value.documents.map((d) => d.description)).toEqual(['Adversaries may test.']);
  });

  it('takes a 2.0 bundle version from its sidecar, else its file name, else its newest date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-read-'));
    writeFileSync(join(dir, 'mobile-attack-9.9.json'), smallAttackBundle());
    writeFileSync(join(dir, 'plain.json'), smallAttackBundle());
    writeFileSync(join(dir, 'sidecar.json'), smallAttackBundle());
    writeFileSync(join(dir, 'sidecar.meta.json'), JSON.stringify({ version: '17.0' }));
    const version = async (name: string) => {
      const read = await readAttackBundleFile(join(dir, name));
      return read.ok ? [read.value.source.version, read.value.source.versionFrom] : read.error.message;
    };
    expect(await version('mobile-attack-9.9.json')).toEqual(['9.9', 'metadata']);
    expect(await version('sidecar.json')).toEqual(['17.0', 'metadata']);
    expect(await version('plain.json')).toEqual(['modified-2024-03-01', 'newest-modified']);
  });

  it('explains what is wrong with a file that cannot be used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-read-'));
    writeFileSync(join(dir, 'broken.json'), '{"type": "bundle", ');
    writeFileSync(join(dir, 'empty.json'), '{"type": "bundle", "objects": []}');
    const problem = async (name: string) => {
      const read = await readAttackBundleFile(join(dir, name));
      return read.ok ? undefined : read.error.reason;
    };
    expect(await problem('missing.json')).toBe('unreadable');
    expect(await problem('broken.json')).toBe('malformed-json');
    expect(await problem('empty.json')).toBe('no-attack-objects');
    expect(parseAttackBundleText('[]').ok).toBe(false);
  });
});
