import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeWithRealBundles, readRealAttackBundleText, realAttackBundlePath } from '../../../../test/support/attack-data.js';
import { attackSnapshotFile } from './attack-snapshot-file.js';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import { realKnowledgeCorpora } from './knowledge-corpora.test-support.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { loadKnowledgeIndex } from './load-knowledge-index.js';
import { readAttackBundleFile } from './read-attack-bundle-file.js';
import { shippedSnapshotDir } from './shipped-attack-snapshot.js';

// MITRE's full v18.1 bundles, when SECGATE_TEST_ATTACK_DIR names them: the shipped snapshot must be
// exactly what they generate, and the text-dependent answers (snippets, descriptions, relationship
// texts) are checked here, since the snapshot has none.
describeWithRealBundles('the shipped snapshot against the real bundles', () => {
  it('is exactly what the bundles generate today (a stale snapshot fails here)', () => {
    for (const [name, version] of [
      ['enterprise-attack', '18.1'],
      ['ics-attack', undefined],
    ] as const) {
      const text = readRealAttackBundleText(name);
      const made = attackSnapshotFile(text, realAttackBundlePath(name), version);
      if (!made.ok) throw new Error(made.error.message);
      const shipped = readFileSync(join(shippedSnapshotDir(), `${name}.json`), 'utf8');
      expect(made.value.domain).toBe(name);
      expect(JSON.parse(shipped).generatedFrom).toEqual(made.value.snapshot.generatedFrom);
      expect(made.value.text === shipped).toBe(true);
    }
  });

  it('reads the ICS bundle (STIX 2.1) with the version it carries', async () => {
    const read = await readAttackBundleFile(realAttackBundlePath('ics-attack'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.source).toMatchObject({ id: 'ics-attack', name: 'ICS ATT&CK', version: '18.1', versionFrom: 'collection', detail: 'full' });
  });

  it('lets a bundle named by SECGATE_ATTACK_BUNDLE replace the snapshot of its domain only', async () => {
    const { report } = await loadKnowledgeIndex({ env: { SECGATE_ATTACK_BUNDLE: realAttackBundlePath('ics-attack') }, dir: '/nonexistent-secgate-dir' });
    expect(report.sources.map((s) => `${s.id} ${s.detail} ${s.items}`)).toEqual(['ics-attack full 184', 'enterprise-attack names 1705', 'cwe full 939']);
  });
});

describeWithRealBundles('the knowledge index over the real bundles, in full', () => {
  // Ranking as the earlier tests on the real data did, over Enterprise and CWE; ICS beside them.
  let index: KnowledgeIndex;
  let withIcs: KnowledgeIndex;
  beforeAll(() => {
    const { enterprise, ics, cwe } = realKnowledgeCorpora();
    index = buildKnowledgeIndex([enterprise, cwe]);
    withIcs = buildKnowledgeIndex([enterprise, ics, cwe]);
  });
  const ids = (query: string, limit = 8) => index.search(query, limit).map((hit) => hit.id);

  it('says every source is loaded in full', () => {
    expect(withIcs.snapshot().sources.map((s) => `${s.id} ${s.version} ${s.detail}`)).toEqual([
      'enterprise-attack 18.1 full',
      'ics-attack 18.1 full',
      'cwe 4.15 full',
    ]);
  });

  it('ranks by names and text: snippets quote the description, typos still find phishing', () => {
    const [first] = index.search('spearphishing attachment', 8);
    expect(first).toMatchObject({ id: 'T1566.001', title: 'Spearphishing Attachment' });
    expect(first!.snippet.toLowerCase()).toContain('spearphishing');
    expect(first!.snippet.length).toBeLessThanOrEqual(202);
    expect(ids('spearfishing', 20)[0]).toBe('T1566.001');
    expect(ids('spearfishing', 20)).toContain('T1566');
    expect(index.search('spearphishing zyxxyqq', 5)[0]!.title.toLowerCase()).toContain('spearphishing');
  });

  it('answers context with the description and the mitigations relationship texts', () => {
    const t1566 = index.context('T1566')!;
    expect(t1566.description).toMatch(/^Adversaries may send phishing messages/);
    expect(t1566.description).not.toMatch(/\(Citation:|\]\(http/);
    expect(t1566.attribution).toMatchObject({ version: '18.1', detail: 'full' });
    expect(t1566.mitigations!.find((m) => m.id === 'M1017')!.relationship!.length).toBeGreaterThan(20);
    expect(index.context('M1017')!.techniques!.find((t) => t.id === 'T1566')).toMatchObject({ relationship: expect.any(String) });
    expect(index.context('T1193')).toMatchObject({ id: 'T1566.001', revokedId: 'T1193' });
  });
});
