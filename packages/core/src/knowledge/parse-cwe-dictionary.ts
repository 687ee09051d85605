import { err, ok, type Result } from '../errors/result.js';
import { compareIds } from './compare-ids.js';
import type { CweCatalogInfo } from './cwe-catalog-info.js';
import { cweText } from './cwe-text.js';
import type { KnowledgeCorpus, KnowledgeDocument, KnowledgeRef, WeaknessRef } from './knowledge-document.js';

export const CWE_SOURCE_ID = 'cwe';
export const CWE_LICENSE_URL = 'https://cwe.mitre.org/about/termsofuse.html';

/** The page of a CWE entry on cwe.mitre.org. */
export function cweUrl(number: string): string {
  return `https://cwe.mitre.org/data/definitions/${number}.html`;
}

interface CweRecord {
  number: string;
  name: string;
  status: string;
  abstraction: string;
  raw: Record<string, unknown>;
}

/**
 * cwe-sdk's `cwe-dictionary.json` (weakness records keyed by number, attributes under `attr`) as
 * documents `CWE-<n>`. Deprecated entries are left out, as ATT&CK's are: they only redirect to
 * newer entries in prose. Related weaknesses keep their nature; `parents` and `children` read the
 * `ChildOf` links both ways, so a lookup of CWE-74 also shows CWE-79 and CWE-89 beneath it.
 */
export function parseCweDictionary(dictionary: unknown, catalog: CweCatalogInfo = {}): Result<KnowledgeCorpus, { message: string }> {
  if (typeof dictionary !== 'object' || dictionary === null || Array.isArray(dictionary)) {
    return err({ message: 'The CWE dictionary is not an object keyed by CWE number.' });
  }
  const records = new Map<string, CweRecord>();
  for (const value of Object.values(dictionary)) {
    const record = readRecord(value);
    if (record && record.status !== 'Deprecated') records.set(record.number, record);
  }
  const children = new Map<string, Set<string>>();
  const relatedOf = new Map<string, WeaknessRef[]>();
  for (const record of records.values()) {
    const related = relatedWeaknesses(record, records);
    relatedOf.set(record.number, related);
    for (const parent of related.filter((r) => r.nature === 'ChildOf')) {
      const set = children.get(parent.id) ?? new Set<string>();
      set.add(record.number);
      children.set(parent.id, set);
    }
  }
  const documents = [...records.values()].map((record): KnowledgeDocument => {
    const related = relatedOf.get(record.number) ?? [];
    const parents = uniqueRefs(related.filter((r) => r.nature === 'ChildOf'));
    const description = [cweText(record.raw.Description), cweText(record.raw.Extended_Description)].filter(Boolean).join('\n\n');
    return {
      id: `CWE-${record.number}`,
      source: CWE_SOURCE_ID,
      type: 'weakness',
      title: record.name,
      description,
      url: cweUrl(record.number),
      keywords: alternateTerms(record.raw.Alternate_Terms),
      related: {
        abstraction: record.abstraction,
        status: record.status,
        relatedWeaknesses: related,
        parents,
        children: [...(children.get(`CWE-${record.number}`) ?? [])].map((n) => refTo(records.get(n)!)).sort(byId),
      },
    };
  });
  return ok({
    source: {
      id: CWE_SOURCE_ID,
      name: 'CWE',
      version: catalog.version ?? 'unknown',
      versionFrom: catalog.version ? 'catalog' : 'unknown',
      detail: 'full',
      attribution: {
        statement: `CWE™ is a trademark of The MITRE Corporation. Copyright © 2006–${catalog.date?.slice(0, 4) ?? 'present'}, The MITRE Corporation.`,
        license: CWE_LICENSE_URL,
      },
    },
    documents: documents.sort(byId),
    revoked: {},
  });
}

function readRecord(value: unknown): CweRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const attr = (typeof raw.attr === 'object' && raw.attr !== null ? raw.attr : {}) as Record<string, unknown>;
  const number = attr['@_ID'];
  const name = attr['@_Name'];
  if (typeof number !== 'string' || !/^\d+$/.test(number) || typeof name !== 'string') return undefined;
  return { number, name, status: String(attr['@_Status'] ?? ''), abstraction: String(attr['@_Abstraction'] ?? ''), raw };
}

function relatedWeaknesses(record: CweRecord, records: Map<string, CweRecord>): WeaknessRef[] {
  const container = record.raw.Related_Weaknesses as { Related_Weakness?: unknown } | undefined;
  const seen = new Set<string>();
  const refs: WeaknessRef[] = [];
  for (const entry of asList(container?.Related_Weakness)) {
    const attr = (entry as { attr?: Record<string, unknown> } | undefined)?.attr;
    const nature = attr?.['@_Nature'];
    const target = records.get(String(attr?.['@_CWE_ID'] ?? ''));
    // The same link repeats once per CWE view (1000, 1003, ...); one is enough.
    if (typeof nature !== 'string' || !target || seen.has(`${nature}/${target.number}`)) continue;
    seen.add(`${nature}/${target.number}`);
    refs.push({ ...refTo(target), nature });
  }
  return refs;
}

function alternateTerms(value: unknown): string[] {
  const terms = asList((value as { Alternate_Term?: unknown } | undefined)?.Alternate_Term)
    .map((entry) => (entry as { Term?: unknown } | undefined)?.Term)
    .filter((term): term is string => typeof term === 'string' && term.trim().length > 0);
  return [...new Set(terms.map((t) => t.trim()))];
}

function refTo(record: CweRecord): KnowledgeRef {
  return { id: `CWE-${record.number}`, title: record.name, url: cweUrl(record.number) };
}

function uniqueRefs(refs: readonly KnowledgeRef[]): KnowledgeRef[] {
  const byKey = new Map(refs.map(({ id, title, url }) => [id, { id, title, url }]));
  return [...byKey.values()];
}

function asList(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function byId(a: { id: string }, b: { id: string }): number {
  return compareIds(a.id, b.id);
}
