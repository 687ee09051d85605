/**
 * A minimal ATT&CK bundle of one technique (T1001) for tests that do not need MITRE's data.
 * Without a version it is STIX 2.0 style (no x-mitre-collection, so no version inside); with one
 * it is STIX 2.1 style and names its release in an x-mitre-collection, as MITRE's current files do.
 */
export function smallAttackBundle(domain = 'mobile-attack', options: { version?: string } = {}): string {
  const collection =
    options.version === undefined
      ? []
      : [{ type: 'x-mitre-collection', id: 'x-mitre-collection--test', name: `Test ${domain}`, x_mitre_version: options.version }];
  return JSON.stringify({
    type: 'bundle',
    id: 'bundle--test',
    spec_version: options.version === undefined ? '2.0' : '2.1',
    objects: [
      ...collection,
      {
        type: 'attack-pattern',
        id: 'attack-pattern--1',
        name: 'Test Technique',
        description: 'Adversaries may test.',
        modified: '2024-03-01T00:00:00.000Z',
        x_mitre_domains: [domain],
        external_references: [{ source_name: 'mitre-attack', external_id: 'T1001', url: 'https://attack.mitre.org/techniques/T1001' }],
      },
    ],
  });
}
