/**
 * The few STIX 2.0 / 2.1 fields ATT&CK parsing reads. Everything is optional because a bundle is
 * untrusted input: a field of the wrong type is treated as absent rather than trusted.
 */
export interface StixObject {
  type: string;
  id: string;
  name?: unknown;
  description?: unknown;
  modified?: unknown;
  revoked?: unknown;
  x_mitre_deprecated?: unknown;
  external_references?: unknown;
  kill_chain_phases?: unknown;
  x_mitre_platforms?: unknown;
  x_mitre_is_subtechnique?: unknown;
  x_mitre_shortname?: unknown;
  x_mitre_version?: unknown;
  x_mitre_domains?: unknown;
  x_mitre_aliases?: unknown;
  aliases?: unknown;
  relationship_type?: unknown;
  source_ref?: unknown;
  target_ref?: unknown;
  definition?: unknown;
  [key: string]: unknown;
}

/** ATT&CK's own reference: the public id (T1566.001) and the page on attack.mitre.org. */
export function mitreReference(object: StixObject): { id: string; url: string } | undefined {
  if (!Array.isArray(object.external_references)) return undefined;
  for (const ref of object.external_references as unknown[]) {
    if (typeof ref !== 'object' || ref === null) continue;
    const { source_name: sourceName, external_id: externalId, url } = ref as Record<string, unknown>;
    if (sourceName === 'mitre-attack' && typeof externalId === 'string' && externalId.length > 0) {
      return { id: externalId, url: typeof url === 'string' ? url : '' };
    }
  }
  return undefined;
}

/** Neither revoked nor deprecated (a missing key means false, as SOURCE.md says). */
export function isActiveStix(object: StixObject): boolean {
  return object.revoked !== true && object.x_mitre_deprecated !== true;
}

export function stringField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
