import { describe, expect, it } from 'vitest';
import { parseAttackBundle } from './parse-attack-bundle.js';

// A hand-written bundle for what the real ones do not show: chains, cycles, refusals.
const ref = (id: string) => [{ source_name: 'mitre-attack', external_id: id, url: `https://attack.mitre.org/x/${id}` }];
const technique = (stix: string, id: string, extra: Record<string, unknown> = {}) => ({
  type: 'attack-pattern',
  id: `attack-pattern--${stix}`,
  name: `Technique ${id}`,
  description: 'Adversaries may do [this](https://attack.mitre.org/techniques/T1).(Citation: X)',
  external_references: ref(id),
  x_mitre_domains: ['mobile-attack'],
  modified: '2024-05-01T00:00:00.000Z',
  ...extra,
});
const revokedBy = (from: string, to: string) => ({
  type: 'relationship',
  id: `relationship--${from}-${to}`,
  relationship_type: 'revoked-by',
  source_ref: `attack-pattern--${from}`,
  target_ref: `attack-pattern--${to}`,
});

describe('parseAttackBundle on a small bundle', () => {
  it('follows revocation chains to the active end and drops cycles', () => {
    const bundle = {
      type: 'bundle',
      id: 'bundle--1',
      objects: [
        technique('a', 'T1001', { revoked: true }),
        technique('b', 'T1002', { revoked: true }),
        technique('c', 'T1003'),
        technique('d', 'T1004', { revoked: true }),
        technique('e', 'T1005', { revoked: true }),
        technique('f', 'T1006', { x_mitre_deprecated: true }),
        revokedBy('a', 'b'),
        revokedBy('b', 'c'),
        revokedBy('d', 'e'),
        revokedBy('e', 'd'),
      ],
    };
    const parsed = parseAttackBundle(bundle);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.documents.map((d) => d.id)).toEqual(['T1003']);
    expect(parsed.value.documents[0]!.description).toBe('Adversaries may do this.');
    expect(parsed.value.revoked).toEqual({
      T1001: { id: 'T1001', title: 'Technique T1001', replacedBy: 'T1003' },
      T1002: { id: 'T1002', title: 'Technique T1002', replacedBy: 'T1003' },
    });
    // No matrix and no collection: the domain from x_mitre_domains, the version from the newest date.
    expect(parsed.value.source).toMatchObject({ id: 'mobile-attack', version: 'modified-2024-05-01', versionFrom: 'newest-modified' });
  });

  it('refuses a bundle without an active technique, and one that names no domain', () => {
    const empty = parseAttackBundle({ type: 'bundle', objects: [technique('a', 'T1001', { revoked: true })] });
    expect(empty.ok || empty.error.reason).toBe('no-attack-objects');
    const noDomain = parseAttackBundle({ type: 'bundle', objects: [technique('a', 'T1001', { x_mitre_domains: undefined })] });
    expect(noDomain.ok || noDomain.error.reason).toBe('unknown-domain');
    const oddDomain = parseAttackBundle({ type: 'bundle', objects: [technique('a', 'T1001', { x_mitre_domains: ['../../etc'] })] });
    expect(oddDomain.ok || oddDomain.error.reason).toBe('unknown-domain');
    const notBundle = parseAttackBundle({ objects: [] });
    expect(notBundle.ok || notBundle.error.reason).toBe('not-a-bundle');
  });
});
