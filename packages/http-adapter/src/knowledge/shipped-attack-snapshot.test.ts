import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countAttackItems, type AttackSnapshot } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { readShippedAttackSnapshots, shippedSnapshotDir } from './shipped-attack-snapshot.js';

const dir = shippedSnapshotDir();
const fileText = (name: string) => readFileSync(join(dir, name), 'utf8');
const snapshotOf = (domain: string) => JSON.parse(fileText(`${domain}.json`)) as AttackSnapshot;

describe('the shipped ATT&CK snapshot', () => {
  it('is found beside the package sources, with MITRE licence', () => {
    expect(dir.replaceAll('\\', '/')).toMatch(/\/http-adapter\/knowledge-snapshot\/$/);
    const licence = fileText('LICENSE-ATTACK.md');
    expect(licence).toContain('Copyright 2015-2025, The MITRE Corporation. MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.');
    expect(licence).toContain('© 2025 The MITRE Corporation. This work is reproduced and distributed with the permission of The MITRE Corporation.');
    expect(licence).toContain('hereby grants you a non-exclusive, royalty-free license to use ATT&CK®');
    expect(licence).toContain('ALL DOCUMENTS AND THE INFORMATION CONTAINED THEREIN ARE PROVIDED ON AN "AS IS" BASIS');
  });

  it('holds Enterprise and ICS v18.1 with the counts recorded when it was generated', () => {
    const loaded = readShippedAttackSnapshots();
    expect(loaded.map(({ corpus }) => [corpus.source.id, corpus.source.version, corpus.source.detail])).toEqual([
      ['enterprise-attack', '18.1', 'names'],
      ['ics-attack', '18.1', 'names'],
    ]);
    for (const { corpus, path } of loaded) {
      const recorded = (JSON.parse(readFileSync(path, 'utf8')) as AttackSnapshot).generatedFrom.counts;
      expect(countAttackItems(corpus.documents)).toEqual(recorded);
    }
    // The release's own numbers: 691 active attack-patterns (216 techniques, 475 sub-techniques), 14 tactics, 44 active mitigations.
    expect(snapshotOf('enterprise-attack').generatedFrom).toEqual({
      file: 'enterprise-attack.json',
      sha256: 'e6a49f2dba0676b073077d20f9a7eb5f6405b063b26de20cba95ae6511c80f8b',
      bytes: 45_126_961,
      counts: { techniques: 216, subTechniques: 475, tactics: 14, mitigations: 44, groups: 172, software: 784 },
    });
    expect(snapshotOf('ics-attack').generatedFrom).toMatchObject({
      sha256: 'a7c0106492843485340710be9e841c1584d8fc6da8950e7097db0e7b5bc9f164',
      bytes: 3_491_940,
    });
    expect(snapshotOf('ics-attack').source).toMatchObject({ name: 'ICS ATT&CK', version: '18.1', versionFrom: 'collection' });
  });

  it('carries MITRE attribution in each file', () => {
    for (const domain of ['enterprise-attack', 'ics-attack']) {
      expect(snapshotOf(domain).source.attribution).toEqual({
        statement: 'Copyright 2015-2025, The MITRE Corporation. MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.',
        license: 'https://attack.mitre.org/resources/legal-and-branding/terms-of-use/',
      });
    }
  });

  it('holds no description text from MITRE', () => {
    for (const domain of ['enterprise-attack', 'ics-attack']) {
      const text = fileText(`${domain}.json`);
      expect(snapshotOf(domain).items.every((item) => !('description' in item) && !('relationship' in item))).toBe(true);
      // Phrases of the descriptions (T1566's and T1566.001's openings, and the citation markup all of them use).
      for (const phrase of ['Adversaries may', 'phishing messages to gain access', 'malicious attachment', '(Citation:', 'http://', '\\n']) {
        expect(text).not.toContain(phrase);
      }
    }
  });

  it('keeps the facts: tactics, sub-techniques, mitigations, groups, software and revocations', () => {
    const enterprise = new Map(readShippedAttackSnapshots()[0]!.corpus.documents.map((d) => [d.id, d]));
    const ids = (refs: readonly { id: string }[] | undefined) => (refs ?? []).map((r) => r.id);
    expect(enterprise.get('T1190')!.related.tactics).toEqual([
      { id: 'TA0001', title: 'Initial Access', url: 'https://attack.mitre.org/tactics/TA0001', shortName: 'initial-access' },
    ]);
    expect(ids(enterprise.get('T1190')!.related.mitigations)).toEqual(expect.arrayContaining(['M1016', 'M1026', 'M1030', 'M1048', 'M1050', 'M1051']));
    expect(enterprise.get('T1566.001')).toMatchObject({
      type: 'sub-technique',
      title: 'Spearphishing Attachment',
      related: { parent: { id: 'T1566', title: 'Phishing' } },
    });
    expect(ids(enterprise.get('T1595')!.related.subTechniques)).toEqual(['T1595.001', 'T1595.002', 'T1595.003']);
    expect(enterprise.get('T1595')!.related.platforms).toEqual(['PRE']);
    expect(enterprise.get('G0007')).toMatchObject({ title: 'APT28', keywords: expect.arrayContaining(['Fancy Bear']) });
    expect(ids(enterprise.get('G0007')!.related.software)).toContain('S0002');
    expect(enterprise.get('S0002')).toMatchObject({ title: 'Mimikatz', related: { softwareType: 'tool' } });
    expect(ids(enterprise.get('S0002')!.related.groups)).toContain('G0007');
    expect(ids(enterprise.get('M1017')!.related.techniques)).toContain('T1566');
    expect(readShippedAttackSnapshots()[0]!.corpus.revoked.T1193).toEqual({ id: 'T1193', title: 'Spearphishing Attachment', replacedBy: 'T1566.001' });
  });
});
