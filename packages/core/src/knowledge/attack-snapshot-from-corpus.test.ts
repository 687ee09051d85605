import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryAttackBundle, DESCRIPTION_MARKER, parsedArbitrary } from './attack-bundle.arbitrary.test-support.js';
import { ATTACK_SNAPSHOT_FORMAT } from './attack-snapshot.js';
import { attackSnapshotFromCorpus } from './attack-snapshot-from-corpus.js';
import type { KnowledgeCorpus } from './knowledge-document.js';

const ORIGIN = { file: 'enterprise-attack.json', sha256: 'ab'.repeat(32), bytes: 1234 };

describe('attackSnapshotFromCorpus', () => {
  it('keeps no description or relationship text, on any bundle', () => {
    fc.assert(
      fc.property(arbitraryAttackBundle, (bundle) => {
        expect(JSON.stringify(bundle)).toContain(DESCRIPTION_MARKER);
        const snapshot = attackSnapshotFromCorpus(parsedArbitrary(bundle), ORIGIN);
        expect(JSON.stringify(snapshot)).not.toContain(DESCRIPTION_MARKER);
        expect(snapshot.items.every((item) => !('description' in item))).toBe(true);
      }),
    );
  });

  it('records its format, source, origin and counts, and lists relations as ids that resolve', () => {
    fc.assert(
      fc.property(arbitraryAttackBundle, (bundle) => {
        const corpus = parsedArbitrary(bundle);
        const snapshot = attackSnapshotFromCorpus(corpus, ORIGIN);
        expect(snapshot.format).toBe(ATTACK_SNAPSHOT_FORMAT);
        expect(snapshot.source).toEqual({
          id: 'enterprise-attack',
          name: 'enterprise-attack',
          version: '18.1',
          versionFrom: 'metadata',
          attribution: corpus.source.attribution,
        });
        expect(snapshot.generatedFrom).toMatchObject(ORIGIN);
        const counts = snapshot.generatedFrom.counts;
        expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(corpus.documents.length);
        expect(counts.techniques + counts.subTechniques).toBe(corpus.documents.filter((d) => d.type.endsWith('technique')).length);
        const ids = new Set(snapshot.items.map((item) => item.id));
        for (const item of snapshot.items) {
          for (const list of [item.tactics, item.subTechniques, item.mitigations, item.techniques, item.software, item.groups]) {
            for (const id of list ?? []) expect(ids.has(id)).toBe(true);
          }
          if (item.parent) expect(ids.has(item.parent)).toBe(true);
        }
        for (const { replacedBy } of Object.values(snapshot.revoked)) expect(ids.has(replacedBy)).toBe(true);
      }),
    );
  });

  it('writes a technique compactly: empty lists left out, keywords only when they are not the aliases', () => {
    const corpus: KnowledgeCorpus = {
      source: {
        id: 'ics-attack',
        name: 'ICS ATT&CK',
        version: '18.1',
        versionFrom: 'collection',
        detail: 'full',
        attribution: { statement: 'Copyright MITRE.', license: 'https://x.test/l' },
      },
      documents: [
        {
          id: 'T0865',
          source: 'ics-attack',
          type: 'technique',
          title: 'Spearphishing Attachment',
          description: 'Adversaries may...',
          url: 'https://attack.mitre.org/techniques/T0865',
          keywords: ['phish'],
          related: { tactics: [], platforms: ['None'], subTechniques: [], mitigations: [] },
        },
      ],
      revoked: { T0001: { id: 'T0001', title: 'Gone', replacedBy: 'T9999' } },
    };
    expect(attackSnapshotFromCorpus(corpus, ORIGIN)).toMatchObject({
      items: [
        {
          id: 'T0865',
          type: 'technique',
          title: 'Spearphishing Attachment',
          url: 'https://attack.mitre.org/techniques/T0865',
          keywords: ['phish'],
          platforms: ['None'],
        },
      ],
      // A replacement the snapshot does not hold is left out rather than pointing nowhere.
      revoked: {},
    });
    expect(Object.keys(attackSnapshotFromCorpus(corpus, ORIGIN).items[0]!)).toEqual(['id', 'type', 'title', 'url', 'keywords', 'platforms']);
  });
});
