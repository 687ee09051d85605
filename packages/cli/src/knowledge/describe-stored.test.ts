import { describe, expect, it } from 'vitest';
import { describeStored } from './describe-stored.js';

describe('describeStored', () => {
  it('names the domain, version, item count and path', () => {
    const corpus = {
      source: {
        id: 'ics-attack',
        name: 'ICS ATT&CK',
        version: '18.1',
        versionFrom: 'collection' as const,
        detail: 'full' as const,
        attribution: { statement: '', license: '' },
      },
      documents: Array.from({ length: 1234 }, () => ({}) as never),
      revoked: {},
    };
    expect(describeStored(corpus, '/k/ics-attack.json')).toBe('Stored ics-attack 18.1 (1,234 items) in /k/ics-attack.json');
  });
});
