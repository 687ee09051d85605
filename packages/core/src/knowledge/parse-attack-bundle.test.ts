import { beforeAll, expect, it } from 'vitest';
import { describeWithRealBundles, readRealAttackBundleText } from '../../../../test/support/attack-data.js';
import type { KnowledgeCorpus, KnowledgeDocument } from './knowledge-document.js';
import { parseAttackBundle } from './parse-attack-bundle.js';

// MITRE's real releases, when SECGATE_TEST_ATTACK_DIR names them; the same facts are checked on
// the shipped snapshot by the service's tests, which always run.
let enterpriseJson: unknown;
let enterprise: KnowledgeCorpus;
let parsed = false;
let ics: KnowledgeCorpus;
let byId: Map<string, KnowledgeDocument>;

function parseReal(): void {
  if (parsed) return;
  parsed = true;
  enterpriseJson = JSON.parse(readRealAttackBundleText('enterprise-attack'));
  const parsedEnterprise = parseAttackBundle(enterpriseJson);
  const parsedIcs = parseAttackBundle(JSON.parse(readRealAttackBundleText('ics-attack')));
  if (!parsedEnterprise.ok || !parsedIcs.ok) throw new Error('the real bundles must parse');
  enterprise = parsedEnterprise.value;
  ics = parsedIcs.value;
  byId = new Map(enterprise.documents.map((d) => [d.id, d]));
}

const ids = (refs: readonly { id: string }[] | undefined) => (refs ?? []).map((r) => r.id);

describeWithRealBundles('parseAttackBundle on the real Enterprise ATT&CK v18.1 (STIX 2.0)', () => {
  beforeAll(parseReal);

  it('keeps exactly the active techniques and sub-techniques, tactics and mitigations', () => {
    const count = (type: string) => enterprise.documents.filter((d) => d.type === type).length;
    // SOURCE.md: 691 active attack-patterns (216 techniques, 475 sub-techniques), 14 tactics, 44 active mitigations.
    expect(count('technique')).toBe(216);
    expect(count('sub-technique')).toBe(475);
    expect(count('tactic')).toBe(14);
    expect(count('mitigation')).toBe(44);
    expect(count('group')).toBeGreaterThan(100);
    expect(count('software')).toBeGreaterThan(500);
    expect(new Set(enterprise.documents.map((d) => d.id)).size).toBe(enterprise.documents.length);
    expect(enterprise.documents.every((d) => d.source === 'enterprise-attack')).toBe(true);
  });

  it('describes the source: domain, a dated version (2.0 bundles carry no release) and MITRE attribution', () => {
    expect(enterprise.source).toMatchObject({
      id: 'enterprise-attack',
      name: 'Enterprise ATT&CK',
      version: 'modified-2025-11-12',
      versionFrom: 'newest-modified',
    });
    expect(enterprise.source.attribution.statement).toBe(
      'Copyright 2015-2025, The MITRE Corporation. MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.',
    );
    const hinted = parseAttackBundle(enterpriseJson, { versionHint: '18.1' });
    expect(hinted.ok && hinted.value.source).toMatchObject({ version: '18.1', versionFrom: 'metadata' });
  });

  it('T1566 Phishing: initial access, its sub-techniques and mitigations with the relationship text', () => {
    const t1566 = byId.get('T1566')!;
    expect(t1566).toMatchObject({ type: 'technique', title: 'Phishing', url: 'https://attack.mitre.org/techniques/T1566' });
    expect(ids(t1566.related.tactics)).toEqual(['TA0001']);
    expect(t1566.related.tactics![0]).toEqual({
      id: 'TA0001',
      title: 'Initial Access',
      url: 'https://attack.mitre.org/tactics/TA0001',
      shortName: 'initial-access',
    });
    expect(ids(t1566.related.subTechniques)).toEqual(['T1566.001', 'T1566.002', 'T1566.003', 'T1566.004']);
    expect(t1566.related.platforms).toEqual(expect.arrayContaining(['Windows', 'Linux', 'macOS']));
    expect(ids(t1566.related.mitigations)).toEqual(expect.arrayContaining(['M1017', 'M1049', 'M1054']));
    const training = t1566.related.mitigations!.find((m) => m.id === 'M1017')!;
    expect(training.title).toBe('User Training');
    expect(training.relationship!.length).toBeGreaterThan(20);
    expect(training.relationship).not.toContain('(Citation:');
    expect(t1566.description).not.toMatch(/\(Citation:|\]\(http/);
  });

  it('T1566.001 Spearphishing Attachment: a sub-technique with its parent', () => {
    const sub = byId.get('T1566.001')!;
    expect(sub).toMatchObject({ type: 'sub-technique', title: 'Spearphishing Attachment', url: 'https://attack.mitre.org/techniques/T1566/001' });
    expect(sub.related.parent).toEqual({ id: 'T1566', title: 'Phishing', url: 'https://attack.mitre.org/techniques/T1566' });
    expect(sub.related.subTechniques).toBeUndefined();
    expect(ids(sub.related.tactics)).toEqual(['TA0001']);
    expect(ids(sub.related.mitigations).length).toBeGreaterThan(0);
  });

  it('T1190 and T1595 with their tactics and mitigations', () => {
    const t1190 = byId.get('T1190')!;
    expect(t1190).toMatchObject({ type: 'technique', title: 'Exploit Public-Facing Application' });
    expect(ids(t1190.related.tactics)).toEqual(['TA0001']);
    expect(ids(t1190.related.mitigations)).toEqual(expect.arrayContaining(['M1016', 'M1026', 'M1030', 'M1048', 'M1050', 'M1051']));
    expect(t1190.related.subTechniques).toEqual([]);

    const t1595 = byId.get('T1595')!;
    expect(t1595).toMatchObject({ type: 'technique', title: 'Active Scanning' });
    expect(ids(t1595.related.tactics)).toEqual(['TA0043']);
    expect(ids(t1595.related.subTechniques)).toEqual(['T1595.001', 'T1595.002', 'T1595.003']);
    expect(ids(t1595.related.mitigations)).toEqual(['M1056']);
  });

  it('tactics list their techniques; mitigations list what they mitigate', () => {
    const initialAccess = byId.get('TA0001')!;
    expect(initialAccess).toMatchObject({ type: 'tactic', title: 'Initial Access' });
    expect(ids(initialAccess.related.techniques)).toEqual(expect.arrayContaining(['T1190', 'T1566', 'T1566.001']));
    const m1017 = byId.get('M1017')!;
    expect(m1017).toMatchObject({ type: 'mitigation', title: 'User Training' });
    const onPhishing = m1017.related.techniques!.find((t) => t.id === 'T1566');
    expect(onPhishing && 'relationship' in onPhishing && onPhishing.relationship?.length).toBeGreaterThan(20);
  });

  it('groups and software carry aliases and what they use', () => {
    const apt28 = enterprise.documents.find((d) => d.type === 'group' && d.title === 'APT28')!;
    expect(apt28.id).toBe('G0007');
    expect(apt28.keywords).toEqual(expect.arrayContaining(['Fancy Bear']));
    expect(ids(apt28.related.techniques).length).toBeGreaterThan(20);
    expect(ids(apt28.related.software).length).toBeGreaterThan(5);
    const mimikatz = byId.get('S0002')!;
    expect(mimikatz).toMatchObject({ type: 'software', title: 'Mimikatz', related: { softwareType: 'tool' } });
    expect(ids(mimikatz.related.groups)).toContain('G0007');
  });

  it('leaves revoked and deprecated objects out and maps revoked ids to their replacements', () => {
    expect(byId.has('T1193')).toBe(false);
    expect(enterprise.revoked.T1193).toEqual({ id: 'T1193', title: 'Spearphishing Attachment', replacedBy: 'T1566.001' });
    expect(enterprise.revoked.T1192).toMatchObject({ replacedBy: 'T1566.002' });
    for (const item of Object.values(enterprise.revoked)) expect(byId.has(item.replacedBy)).toBe(true);
  });
});

describeWithRealBundles('parseAttackBundle on the real ICS ATT&CK v18.1 (STIX 2.1)', () => {
  beforeAll(parseReal);

  it("reads the collection's version, the ICS kill chain and the source's attribution", () => {
    expect(ics.source).toMatchObject({ id: 'ics-attack', name: 'ICS ATT&CK', version: '18.1', versionFrom: 'collection' });
    expect(ics.source.attribution.statement).toContain('The MITRE Corporation');
    const techniques = ics.documents.filter((d) => d.type === 'technique');
    expect(techniques.length).toBeGreaterThan(70);
    expect(techniques.every((t) => (t.related.tactics ?? []).length > 0)).toBe(true);
    expect(
      ics.documents
        .filter((d) => d.type === 'tactic')
        .map((d) => d.id)
        .every((id) => /^TA01\d\d$/.test(id)),
    ).toBe(true);
    expect(ics.documents.some((d) => d.type === 'mitigation' && (d.related.techniques ?? []).length > 0)).toBe(true);
  });
});
