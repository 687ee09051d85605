/**
 * A minimal STIX 2.0 style ATT&CK bundle (no x-mitre-collection, so no version inside), for tests
 * of version hints and storage that do not need MITRE's data.
 */
export function smallAttackBundle(domain = 'mobile-attack'): string {
  return JSON.stringify({
    type: 'bundle',
    id: 'bundle--test',
    spec_version: '2.0',
    objects: [
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
