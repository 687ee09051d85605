import { describe, expect, it } from 'vitest';
import { isActiveStix, mitreReference, stringList } from './stix-object.js';

describe('mitreReference', () => {
  it("reads the mitre-attack reference's id and url, ignoring others", () => {
    const object = {
      type: 'attack-pattern',
      id: 'attack-pattern--1',
      external_references: [
        { source_name: 'capec', external_id: 'CAPEC-1' },
        { source_name: 'mitre-attack', external_id: 'T1566', url: 'https://attack.mitre.org/techniques/T1566' },
      ],
    };
    expect(mitreReference(object)).toEqual({ id: 'T1566', url: 'https://attack.mitre.org/techniques/T1566' });
    expect(mitreReference({ type: 'x', id: 'x--1', external_references: 'nope' })).toBeUndefined();
    expect(mitreReference({ type: 'x', id: 'x--1', external_references: [null, { source_name: 'mitre-attack' }] })).toBeUndefined();
  });
});

describe('isActiveStix', () => {
  it('is false only for revoked or deprecated objects', () => {
    expect(isActiveStix({ type: 'x', id: '1' })).toBe(true);
    expect(isActiveStix({ type: 'x', id: '1', revoked: false, x_mitre_deprecated: false })).toBe(true);
    expect(isActiveStix({ type: 'x', id: '1', revoked: true })).toBe(false);
    expect(isActiveStix({ type: 'x', id: '1', x_mitre_deprecated: true })).toBe(false);
  });
});

describe('stringList', () => {
  it('keeps only strings', () => {
    expect(stringList(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(stringList('a')).toEqual([]);
  });
});
