import { err, ok, type Result } from '../errors/result.js';
import type { KnowledgeAttribution, KnowledgeSourceInfo } from './knowledge-document.js';
import type { BundleProblem } from './read-stix-bundle.js';
import { mitreReference, stringField, stringList, type StixObject } from './stix-object.js';

/** ATT&CK's terms of use: the licence every copy of its content must reproduce. */
export const ATTACK_LICENSE_URL = 'https://attack.mitre.org/resources/legal-and-branding/terms-of-use/';

const DOMAIN_SHAPE = /^[a-z][a-z0-9-]{0,62}$/;

const FALLBACK_STATEMENT = 'MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.';

export interface AttackSourceOptions {
  /**
   * The version recorded outside the file (at import, or in its file name). Used only when the
   * bundle has no `x-mitre-collection`, i.e. for STIX 2.0 bundles, which do not carry their release.
   */
  versionHint?: string;
}

/**
 * Which ATT&CK domain a bundle holds, under which version, and MITRE's attribution.
 *
 * Version, in order: the collection's `x_mitre_version` (STIX 2.1 bundles); the hint; else
 * `modified-YYYY-MM-DD` from the newest `modified` timestamp. The per-object `x_mitre_version`
 * is deliberately not used: it versions each object (a technique at "1.2"), not the release.
 */
export function attackSourceInfo(objects: readonly StixObject[], options: AttackSourceOptions = {}): Result<KnowledgeSourceInfo, BundleProblem> {
  const matrix = objects.find((o) => o.type === 'x-mitre-matrix' && mitreReference(o)?.id.endsWith('-attack'));
  const domain = (matrix && mitreReference(matrix)?.id) ?? mostFrequentDomain(objects);
  if (!domain) {
    return err({ reason: 'unknown-domain', message: 'The bundle names no ATT&CK domain (no x-mitre-matrix and no x_mitre_domains).' });
  }
  // The domain becomes a source id and a file name when stored: only a plain slug is accepted.
  if (!DOMAIN_SHAPE.test(domain)) return err({ reason: 'unknown-domain', message: 'The bundle names its ATT&CK domain in an unexpected form.' });
  const collection = objects.find((o) => o.type === 'x-mitre-collection');
  const name = stringField(collection?.name) ?? stringField(matrix?.name) ?? domain;
  return ok({ id: domain, name, ...versionOf(objects, collection, options.versionHint), detail: 'full', attribution: attackAttribution(objects) });
}

function versionOf(
  objects: readonly StixObject[],
  collection: StixObject | undefined,
  hint: string | undefined,
): Pick<KnowledgeSourceInfo, 'version' | 'versionFrom'> {
  const collected = stringField(collection?.x_mitre_version);
  if (collected) return { version: collected, versionFrom: 'collection' };
  if (hint) return { version: hint, versionFrom: 'metadata' };
  let newest = '';
  for (const object of objects) {
    const modified = stringField(object.modified);
    if (modified && /^\d{4}-\d{2}-\d{2}T/.test(modified) && modified > newest) newest = modified;
  }
  return newest ? { version: `modified-${newest.slice(0, 10)}`, versionFrom: 'newest-modified' } : { version: 'unknown', versionFrom: 'unknown' };
}

/** MITRE's copyright line from the bundle's statement marking-definition. */
export function attackAttribution(objects: readonly StixObject[]): KnowledgeAttribution {
  const statements = objects
    .filter((o) => o.type === 'marking-definition')
    .map((o) => (typeof o.definition === 'object' && o.definition !== null ? stringField((o.definition as Record<string, unknown>).statement) : undefined))
    .filter((s): s is string => Boolean(s));
  const statement = statements.find((s) => s.includes('MITRE')) ?? statements[0] ?? FALLBACK_STATEMENT;
  return { statement, license: ATTACK_LICENSE_URL };
}

function mostFrequentDomain(objects: readonly StixObject[]): string | undefined {
  const counts = new Map<string, number>();
  for (const object of objects) {
    for (const domain of stringList(object.x_mitre_domains)) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [domain, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = domain;
  return best;
}
