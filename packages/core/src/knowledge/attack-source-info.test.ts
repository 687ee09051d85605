import { describe, expect, it } from 'vitest';
import { ATTACK_LICENSE_URL, attackSourceInfo } from './attack-source-info.js';

const matrix = (domain: string) => ({
  type: 'x-mitre-matrix',
  id: 'x-mitre-matrix--1',
  name: 'Mobile ATT&CK',
  external_references: [{ source_name: 'mitre-attack', external_id: domain }],
});

describe('attackSourceInfo', () => {
  it("prefers the matrix's domain and the collection's name and version over everything else", () => {
    const objects = [
      matrix('mobile-attack'),
      { type: 'x-mitre-collection', id: 'x-mitre-collection--1', name: 'Mobile ATT&CK', x_mitre_version: '18.1' },
      { type: 'attack-pattern', id: 'attack-pattern--1', x_mitre_domains: ['enterprise-attack'], modified: '2030-01-01T00:00:00Z' },
    ];
    expect(attackSourceInfo(objects, { versionHint: '1.0' })).toEqual({
      ok: true,
      value: {
        id: 'mobile-attack',
        name: 'Mobile ATT&CK',
        version: '18.1',
        versionFrom: 'collection',
        detail: 'full',
        attribution: { statement: 'MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.', license: ATTACK_LICENSE_URL },
      },
    });
  });

  it('takes the MITRE statement of the marking definitions', () => {
    const objects = [
      matrix('ics-attack'),
      { type: 'marking-definition', id: 'marking-definition--tlp', definition: { tlp: 'white' } },
      { type: 'marking-definition', id: 'marking-definition--2', definition: { statement: 'Copyright 2015-2025, The MITRE Corporation.' } },
    ];
    const info = attackSourceInfo(objects);
    expect(info.ok && info.value.attribution.statement).toBe('Copyright 2015-2025, The MITRE Corporation.');
    expect(info.ok && info.value).toMatchObject({ version: 'unknown', versionFrom: 'unknown' });
  });
});
