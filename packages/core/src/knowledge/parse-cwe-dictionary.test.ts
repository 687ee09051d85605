import { describe, expect, it } from 'vitest';
import { parseCweDictionary } from './parse-cwe-dictionary.js';

// Shaped like cwe-sdk's cwe-dictionary.json: records keyed by number, attributes under `attr`.
const link = (nature: string, id: string, view = '1000') => ({ attr: { '@_Nature': nature, '@_CWE_ID': id, '@_View_ID': view } });
const DICTIONARY = {
  '74': { Description: 'Injection.', attr: { '@_ID': '74', '@_Name': 'Injection', '@_Abstraction': 'Class', '@_Status': 'Incomplete' } },
  '79': {
    Description: 'The product does not neutralize input placed in a web page.',
    Extended_Description: { 'xhtml:p': ['XSS occurs when:'], 'xhtml:ol': { 'xhtml:li': ['Data enters.', 'It is served.'] } },
    Related_Weaknesses: { Related_Weakness: [link('ChildOf', '74'), link('ChildOf', '74', '1003'), link('PeerOf', '352'), link('CanPrecede', '494')] },
    Alternate_Terms: { Alternate_Term: [{ Term: 'XSS' }, { Term: 'HTML Injection' }] },
    attr: { '@_ID': '79', '@_Name': "Improper Neutralization ('Cross-site Scripting')", '@_Abstraction': 'Base', '@_Status': 'Stable' },
  },
  '352': { Description: 'CSRF.', attr: { '@_ID': '352', '@_Name': 'Cross-Site Request Forgery (CSRF)', '@_Abstraction': 'Compound', '@_Status': 'Stable' } },
  '71': {
    Description: 'Old.',
    Related_Weaknesses: { Related_Weakness: link('ChildOf', '74') },
    attr: { '@_ID': '71', '@_Name': 'DEPRECATED: Old', '@_Status': 'Deprecated' },
  },
  broken: { Description: 'no attr' },
};

describe('parseCweDictionary', () => {
  const parsed = parseCweDictionary(DICTIONARY, { version: '4.15', date: '2024-07-16' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const byId = new Map(parsed.value.documents.map((d) => [d.id, d]));

  it('makes one document per current entry, deprecated ones left out', () => {
    expect(parsed.value.documents.map((d) => d.id)).toEqual(['CWE-74', 'CWE-79', 'CWE-352']);
    expect(byId.get('CWE-79')).toMatchObject({
      source: 'cwe',
      type: 'weakness',
      title: "Improper Neutralization ('Cross-site Scripting')",
      url: 'https://cwe.mitre.org/data/definitions/79.html',
      keywords: ['XSS', 'HTML Injection'],
      description: 'The product does not neutralize input placed in a web page.\n\nXSS occurs when:\n- Data enters.\n- It is served.',
    });
  });

  it('relates weaknesses once per nature, with parents and children both ways', () => {
    const xss = byId.get('CWE-79')!.related;
    expect(xss).toMatchObject({ abstraction: 'Base', status: 'Stable' });
    // CWE-494 is not in this dictionary, so that link is dropped rather than shown without a title.
    expect(xss.relatedWeaknesses).toEqual([
      { id: 'CWE-74', title: 'Injection', url: 'https://cwe.mitre.org/data/definitions/74.html', nature: 'ChildOf' },
      { id: 'CWE-352', title: 'Cross-Site Request Forgery (CSRF)', url: 'https://cwe.mitre.org/data/definitions/352.html', nature: 'PeerOf' },
    ]);
    expect(xss.parents).toEqual([{ id: 'CWE-74', title: 'Injection', url: 'https://cwe.mitre.org/data/definitions/74.html' }]);
    expect(byId.get('CWE-74')!.related.children!.map((c) => c.id)).toEqual(['CWE-79']);
  });

  it('names the version and the attribution; without a catalog the version is unknown', () => {
    expect(parsed.value.source).toMatchObject({ id: 'cwe', name: 'CWE', version: '4.15', versionFrom: 'catalog' });
    expect(parsed.value.source.attribution.statement).toContain('2006–2024, The MITRE Corporation');
    const bare = parseCweDictionary(DICTIONARY);
    expect(bare.ok && bare.value.source).toMatchObject({ version: 'unknown', versionFrom: 'unknown' });
    expect(parseCweDictionary([]).ok).toBe(false);
  });
});
