import { describe, expect, it } from 'vitest';
import { loadCweCorpus } from './load-cwe-corpus.js';

describe('loadCweCorpus', () => {
  const corpus = loadCweCorpus();
  const byId = new Map(corpus.documents.map((d) => [d.id, d]));

  it("reads cwe-sdk's dictionary and the catalog's version", () => {
    expect(corpus.source).toMatchObject({ id: 'cwe', name: 'CWE', version: '4.15', versionFrom: 'catalog' });
    expect(corpus.source.attribution.license).toBe('https://cwe.mitre.org/about/termsofuse.html');
    // 964 entries, 25 of them deprecated.
    expect(corpus.documents).toHaveLength(939);
    expect(corpus.documents.some((d) => d.title.startsWith('DEPRECATED'))).toBe(false);
  });

  it('makes CWE-79 and CWE-89 documents with their relations', () => {
    const xss = byId.get('CWE-79')!;
    expect(xss.title).toBe("Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')");
    expect(xss.url).toBe('https://cwe.mitre.org/data/definitions/79.html');
    expect(xss.keywords).toContain('XSS');
    expect(xss.description).toMatch(/^The product does not neutralize/);
    expect(xss.related.parents!.map((p) => p.id)).toEqual(['CWE-74']);
    const sqli = byId.get('CWE-89')!;
    expect(sqli.title).toContain("('SQL Injection')");
    expect(sqli.related.relatedWeaknesses!.map((r) => `${r.nature} ${r.id}`)).toEqual(expect.arrayContaining(['ChildOf CWE-943', 'ChildOf CWE-74']));
  });
});
