import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { shippedKnowledgeCorpora } from './knowledge-corpora.test-support.js';

// The shipped ATT&CK snapshot (Enterprise and ICS v18.1, names only) and cwe-sdk's CWE 4.15: what
// a fresh install serves. The ranking tests use Enterprise and CWE; ICS repeats some Enterprise
// names (T0865 "Spearphishing Attachment"), which a second index, with all three, shows side by
// side. real-attack-bundles.test.ts repeats the text-dependent ones on MITRE's full bundles.
let index: KnowledgeIndex;
let withIcs: KnowledgeIndex;
beforeAll(() => {
  const { enterprise, ics, cwe } = shippedKnowledgeCorpora();
  index = buildKnowledgeIndex([enterprise, cwe]);
  withIcs = buildKnowledgeIndex([enterprise, ics, cwe]);
});

const ids = (query: string, limit = 8) => index.search(query, limit).map((hit) => hit.id);

describe('knowledge index over the shipped snapshot and CWE', () => {
  it('names each source with its version, detail and item count', () => {
    expect(withIcs.snapshot().sources).toEqual([
      { id: 'enterprise-attack', version: '18.1', detail: 'names', items: 1705 },
      { id: 'ics-attack', version: '18.1', detail: 'names', items: 184 },
      { id: 'cwe', version: '4.15', detail: 'full', items: 939 },
    ]);
    expect(index.snapshot().sources.map((s) => s.id)).toEqual(['enterprise-attack', 'cwe']);
  });

  it('ranks T1566.001 first for "spearphishing attachment", with no text to quote', () => {
    const [first] = index.search('spearphishing attachment', 8);
    expect(first).toMatchObject({ id: 'T1566.001', source: 'enterprise-attack', type: 'sub-technique', title: 'Spearphishing Attachment', snippet: '' });
    expect(first!.url).toBe('https://attack.mitre.org/techniques/T1566/001');
    // Names alone tie Enterprise's and ICS's; the source loaded first (Enterprise) wins the tie.
    expect(withIcs.search('spearphishing attachment', 3).map((hit) => hit.id)).toEqual(['T1566.001', 'T1598.002', 'T0865']);
  });

  it('still finds phishing for the typo "spearfishing"', () => {
    const found = ids('spearfishing', 20);
    expect(found).toContain('T1566.001');
    expect(found).toContain('T1566.002');
  });

  it('puts the named item first for an exact id in any usual spelling', () => {
    expect(ids('T1566.001')[0]).toBe('T1566.001');
    expect(ids('t1566/001')[0]).toBe('T1566.001');
    expect(ids('T1566')).toEqual(['T1566', 'T1566.001', 'T1566.002', 'T1566.003', 'T1566.004']);
    expect(ids('TA0001')[0]).toBe('TA0001');
    expect(ids('m1017')[0]).toBe('M1017');
    for (const spelling of ['CWE-79', 'cwe-79', 'CWE 79', 'cwe79']) expect(ids(spelling)[0]).toBe('CWE-79');
    expect(ids('CWE-89')[0]).toBe('CWE-89');
    // An id's score is above every other result's, so the list stays ordered by score.
    const scores = index.search('T1566', 8).map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('finds CWE-79 and CWE-89 by their words', () => {
    expect(ids('cross-site scripting')[0]).toBe('CWE-79');
    expect(ids('sql injection')[0]).toBe('CWE-89');
    expect(ids('xss')[0]).toBe('CWE-79');
    const [xss] = index.search('cross-site scripting', 1);
    expect(xss).toMatchObject({ source: 'cwe', type: 'weakness', url: 'https://cwe.mitre.org/data/definitions/79.html' });
    // CWE is always loaded in full: its snippets quote the text.
    expect(xss!.snippet.toLowerCase()).toContain('cross-site scripting');
  });

  it('finds T1190, T1595, groups and software by name', () => {
    expect(ids('exploit public facing application')[0]).toBe('T1190');
    expect(ids('active scanning')[0]).toBe('T1595');
    expect(ids('fancy bear')[0]).toBe('G0007');
    expect(ids('mimikatz')[0]).toBe('S0002');
  });

  it('falls back to any word when no item has them all', () => {
    const found = index.search('spearphishing zyxxyqq', 5);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.title.toLowerCase()).toContain('spearphishing');
    expect(index.search('zyxxyqq qqzzyx', 5)).toEqual([]);
  });

  it('never returns a revoked technique, and answers its id with the replacement', () => {
    // T1193 "Spearphishing Attachment" was revoked by T1566.001.
    for (const query of ['spearphishing attachment', 'spearphishing', 'attachment']) expect(ids(query, 50)).not.toContain('T1193');
    expect(index.search('T1193', 3)[0]).toMatchObject({ id: 'T1566.001', revokedId: 'T1193' });
    expect(index.context('T1193')).toMatchObject({ id: 'T1566.001', title: 'Spearphishing Attachment', revokedId: 'T1193', replacedBy: 'T1566.001' });
  });

  it('answers context for T1566 with tactics, sub-techniques, mitigations and attribution, no description', () => {
    const context = index.context('T1566')!;
    expect(context).toMatchObject({
      id: 'T1566',
      source: 'enterprise-attack',
      type: 'technique',
      title: 'Phishing',
      url: 'https://attack.mitre.org/techniques/T1566',
    });
    expect(context.description).toBeNull();
    expect(context.tactics!.map((t) => t.id)).toEqual(['TA0001']);
    expect(context.subTechniques!.map((t) => t.id)).toEqual(['T1566.001', 'T1566.002', 'T1566.003', 'T1566.004']);
    expect(context.mitigations!.map((m) => m.id)).toEqual(expect.arrayContaining(['M1017', 'M1054']));
    expect(context.mitigations!.every((m) => m.relationship === undefined)).toBe(true);
    expect(context.attribution).toMatchObject({ source: 'Enterprise ATT&CK', version: '18.1', detail: 'names' });
    expect(context.attribution.statement).toContain('The MITRE Corporation');
    expect(context.revokedId).toBeUndefined();
  });

  it('answers context for T1190, T1595, a sub-technique, a tactic and a mitigation', () => {
    const t1190 = index.context('T1190')!;
    expect(t1190.tactics!.map((t) => t.id)).toEqual(['TA0001']);
    expect(t1190.mitigations!.length).toBeGreaterThanOrEqual(5);
    const t1595 = index.context('t1595')!;
    expect(t1595.tactics!.map((t) => t.id)).toEqual(['TA0043']);
    expect(t1595.subTechniques!.map((t) => t.id)).toEqual(['T1595.001', 'T1595.002', 'T1595.003']);
    expect(t1595.mitigations!.map((m) => m.id)).toEqual(['M1056']);
    expect(index.context('T1566.001')!.parent).toMatchObject({ id: 'T1566', title: 'Phishing' });
    expect(index.context('TA0001')!.techniques!.map((t) => t.id)).toEqual(expect.arrayContaining(['T1190', 'T1566']));
    const m1017 = index.context('M1017')!;
    expect(m1017.type).toBe('mitigation');
    expect(m1017.techniques!.find((t) => t.id === 'T1566')).toEqual({ id: 'T1566', title: 'Phishing', url: 'https://attack.mitre.org/techniques/T1566' });
  });

  it('answers context for CWE-79 with related weaknesses and the CWE attribution', () => {
    const context = index.context('cwe 79')!;
    expect(context).toMatchObject({ id: 'CWE-79', source: 'cwe', type: 'weakness', url: 'https://cwe.mitre.org/data/definitions/79.html' });
    expect(context.title).toContain('Cross-site Scripting');
    expect(context.relatedWeaknesses).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'CWE-74', nature: 'ChildOf' })]));
    expect(context.parents!.map((p) => p.id)).toContain('CWE-74');
    expect(context.children!.map((c) => c.id)).toContain('CWE-80');
    expect(context.attribution).toMatchObject({ source: 'CWE', version: '4.15', detail: 'full', license: 'https://cwe.mitre.org/about/termsofuse.html' });
    expect(context.description).toEqual(expect.any(String));
    expect(index.context('CWE-89')!.title).toContain('SQL Injection');
  });

  it('serves ICS beside Enterprise: same names in both, ids looked up in their own source', () => {
    const top = withIcs.search('exploit public facing application', 2).map((hit) => `${hit.source}/${hit.id}`);
    expect(top.sort()).toEqual(['enterprise-attack/T1190', 'ics-attack/T0819']);
    expect(withIcs.search('spearphishing attachment', 3).map((hit) => hit.id)).toEqual(expect.arrayContaining(['T1566.001', 'T0865']));
    const tactic = withIcs.context('TA0108')!;
    expect(tactic).toMatchObject({ source: 'ics-attack', type: 'tactic', attribution: { source: 'ICS ATT&CK', version: '18.1' } });
    expect(tactic.techniques!.length).toBeGreaterThan(5);
    expect(index.context('TA0108')).toBeUndefined();
  });

  it('answers nothing for unknown ids', () => {
    expect(index.context('T9999')).toBeUndefined();
    expect(index.context('CWE-999999')).toBeUndefined();
    expect(index.context('phishing')).toBeUndefined();
  });
});
