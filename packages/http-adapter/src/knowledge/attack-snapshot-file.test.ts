import { createHash } from 'node:crypto';
import { corpusFromAttackSnapshot } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { attackSnapshotFile } from './attack-snapshot-file.js';
import { smallAttackBundle } from './small-bundle.test-support.js';

describe('attackSnapshotFile', () => {
  it('writes the same bytes for the same bundle: one item a line, origin recorded, no description', () => {
    const bundle = smallAttackBundle('mobile-attack');
    const made = attackSnapshotFile(bundle, '/downloads/mobile-attack-17.1.json');
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.domain).toBe('mobile-attack');
    expect(made.value.snapshot.source).toMatchObject({ version: '17.1', versionFrom: 'metadata' });
    expect(made.value.snapshot.generatedFrom).toEqual({
      file: 'mobile-attack-17.1.json',
      sha256: createHash('sha256').update(bundle).digest('hex'),
      bytes: Buffer.byteLength(bundle),
      counts: { techniques: 1, subTechniques: 0, tactics: 0, mitigations: 0, groups: 0, software: 0 },
    });
    const lines = made.value.text.split('\n');
    expect(lines[1]).toBe('{"id":"T1001","type":"technique","title":"Test Technique","url":"https://attack.mitre.org/techniques/T1001"}');
    expect(made.value.text).not.toContain('Adversaries may test');
    expect(corpusFromAttackSnapshot(JSON.parse(made.value.text)).ok).toBe(true);
    const again = attackSnapshotFile(bundle, '/downloads/mobile-attack-17.1.json');
    expect(again.ok && again.value.text).toBe(made.value.text);
  });

  it('takes --version over the file name, and refuses what is not a bundle', () => {
    const made = attackSnapshotFile(smallAttackBundle(), 'mobile-attack-17.1.json', '18.1');
    expect(made.ok && made.value.snapshot.source.version).toBe('18.1');
    expect(attackSnapshotFile('{', 'x.json').ok).toBe(false);
  });
});
