import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryAttackBundle, parsedArbitrary } from './attack-bundle.arbitrary.test-support.js';
import { ATTACK_SNAPSHOT_FORMAT } from './attack-snapshot.js';
import { attackSnapshotFromCorpus } from './attack-snapshot-from-corpus.js';
import { corpusFromAttackSnapshot } from './corpus-from-attack-snapshot.js';
import type { KnowledgeCorpus, KnowledgeRef } from './knowledge-document.js';

const ORIGIN = { file: 'x.json', sha256: '00', bytes: 1 };

/** What loading a snapshot must give back: the parsed corpus without its prose. */
function namesOnly(corpus: KnowledgeCorpus): KnowledgeCorpus {
  const bare = (refs: readonly KnowledgeRef[] | undefined) => refs && refs.map(({ id, title, url }) => ({ id, title, url }));
  return {
    source: { ...corpus.source, detail: 'names' },
    documents: corpus.documents.map((d) => {
      const related = { ...d.related };
      if (related.mitigations) related.mitigations = bare(related.mitigations)!;
      if (related.techniques) related.techniques = bare(related.techniques)!;
      return { ...d, description: '', related };
    }),
    revoked: corpus.revoked,
  };
}

describe('corpusFromAttackSnapshot', () => {
  it('gives back the parsed corpus, names only, after a trip through JSON (round trip)', () => {
    fc.assert(
      fc.property(arbitraryAttackBundle, (bundle) => {
        const corpus = parsedArbitrary(bundle);
        const text = JSON.stringify(attackSnapshotFromCorpus(corpus, ORIGIN));
        const loaded = corpusFromAttackSnapshot(JSON.parse(text));
        if (!loaded.ok) throw new Error(loaded.error.message);
        expect(loaded.value).toEqual(namesOnly(corpus));
        // And back again: a loaded snapshot makes the same snapshot.
        expect(JSON.stringify(attackSnapshotFromCorpus(loaded.value, ORIGIN))).toBe(text);
      }),
    );
  });

  it('refuses another format or a snapshot without its source', () => {
    expect(corpusFromAttackSnapshot({ type: 'bundle', objects: [] })).toEqual({ ok: false, error: { message: `Not a ${ATTACK_SNAPSHOT_FORMAT} file.` } });
    expect(corpusFromAttackSnapshot(null).ok).toBe(false);
    expect(corpusFromAttackSnapshot({ format: ATTACK_SNAPSHOT_FORMAT, source: { id: 'x' }, items: [] })).toEqual({
      ok: false,
      error: { message: 'The snapshot does not name its source.' },
    });
  });

  it('drops items it cannot read and relations that point nowhere', () => {
    const source = {
      id: 'ics-attack',
      name: 'ICS ATT&CK',
      version: '18.1',
      versionFrom: 'collection',
      attribution: { statement: 'Copyright MITRE.', license: 'https://x.test/l' },
    };
    const items = [
      { id: 'TA0108', type: 'tactic', title: 'Initial Access', url: 'u1', shortName: 'initial-access-ics', techniques: ['T0865', 'T0000'] },
      { id: 'T0865', type: 'technique', title: 'Spearphishing Attachment', url: 'u2', tactics: ['TA0108'] },
      { id: 'W1', type: 'weakness', title: 'Not ATT&CK', url: 'u3' },
      { type: 'technique', title: 'No id' },
    ];
    const loaded = corpusFromAttackSnapshot({ format: ATTACK_SNAPSHOT_FORMAT, source, items, revoked: { T0001: { title: 'Gone', replacedBy: 'T9' } } });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.source.detail).toBe('names');
    expect(loaded.value.documents.map((d) => d.id)).toEqual(['TA0108', 'T0865']);
    expect(loaded.value.documents[0]!.related).toEqual({
      shortName: 'initial-access-ics',
      techniques: [{ id: 'T0865', title: 'Spearphishing Attachment', url: 'u2' }],
    });
    expect(loaded.value.documents[1]!.related).toEqual({
      tactics: [{ id: 'TA0108', title: 'Initial Access', url: 'u1', shortName: 'initial-access-ics' }],
      platforms: [],
      subTechniques: [],
      mitigations: [],
    });
    expect(loaded.value.revoked).toEqual({});
  });
});
