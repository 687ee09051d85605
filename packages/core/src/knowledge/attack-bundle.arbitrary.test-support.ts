import fc from 'fast-check';
import type { KnowledgeCorpus } from './knowledge-document.js';
import { parseAttackBundle } from './parse-attack-bundle.js';

/**
 * Random small ATT&CK bundles (STIX 2.0 shape) for property tests: techniques, sub-techniques,
 * tactics, mitigations, groups and software with relations between them, revoked techniques with
 * revoked-by chains, and descriptions that each carry the marker `DESCRIPTION-TEXT` so a test can
 * show that none of them survives where it must not.
 */
export const DESCRIPTION_MARKER = 'DESCRIPTION-TEXT';

const PLATFORMS = ['Windows', 'Linux', 'macOS', 'Network Devices'];
const WORDS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

const ref = (id: string) => [{ source_name: 'mitre-attack', external_id: id, url: `https://attack.mitre.org/x/${id.replace('.', '/')}` }];
const described = (text: string) => `${DESCRIPTION_MARKER} ${text}`;
const indices = (max: number) => fc.uniqueArray(fc.nat(max), { maxLength: 4 });

const arbitraryShape = fc.record({
  techniques: fc.array(fc.record({ platforms: fc.subarray(PLATFORMS), tactics: indices(3), sub: fc.boolean(), text: fc.string() }), {
    minLength: 1,
    maxLength: 6,
  }),
  tactics: fc.integer({ min: 0, max: 3 }),
  mitigations: fc.array(fc.record({ mitigates: indices(6), text: fc.string() }), { maxLength: 3 }),
  groups: fc.array(fc.record({ aliases: fc.subarray(WORDS), uses: indices(6), software: indices(3) }), { maxLength: 3 }),
  software: fc.array(fc.record({ tool: fc.boolean(), aliases: fc.subarray(WORDS), platforms: fc.subarray(PLATFORMS), uses: indices(6) }), { maxLength: 3 }),
  revoked: fc.array(fc.nat(8), { maxLength: 3 }),
});

export const arbitraryAttackBundle = arbitraryShape.map((shape) => {
  const objects: Record<string, unknown>[] = [];
  let relationships = 0;
  const relate = (type: string, from: string, to: string, text = '') =>
    objects.push({
      type: 'relationship',
      id: `relationship--${(relationships += 1)}`,
      relationship_type: type,
      source_ref: from,
      target_ref: to,
      description: described(text),
    });

  const tactics = Array.from({ length: shape.tactics }, (_, i) => `tactic-${i}`);
  tactics.forEach((shortname, i) =>
    objects.push({
      type: 'x-mitre-tactic',
      id: `x-mitre-tactic--${i}`,
      name: `Tactic ${i}`,
      x_mitre_shortname: shortname,
      description: described('tactic'),
      external_references: ref(`TA000${i}`),
    }),
  );
  // The first technique is never a sub-technique, so every sub-technique has a parent to point at.
  const techniques = shape.techniques.map((t, i) => ({ ...t, sub: i > 0 && t.sub, stix: `attack-pattern--${i}` }));
  techniques.forEach((t, i) => {
    const id = t.sub ? `T1000.00${i}` : `T100${i}`;
    objects.push({
      type: 'attack-pattern',
      id: t.stix,
      name: `Technique ${i}`,
      description: described(t.text),
      external_references: ref(id),
      x_mitre_platforms: t.platforms,
      x_mitre_is_subtechnique: t.sub,
      x_mitre_domains: ['enterprise-attack'],
      kill_chain_phases: t.tactics.filter((at) => at < tactics.length).map((at) => ({ kill_chain_name: 'mitre-attack', phase_name: tactics[at] })),
    });
    if (t.sub) relate('subtechnique-of', t.stix, techniques[0]!.stix);
  });
  const technique = (at: number) => techniques[at % techniques.length]!.stix;
  shape.mitigations.forEach((m, i) => {
    objects.push({
      type: 'course-of-action',
      id: `course-of-action--${i}`,
      name: `Mitigation ${i}`,
      description: described(m.text),
      external_references: ref(`M100${i}`),
    });
    for (const at of m.mitigates) relate('mitigates', `course-of-action--${i}`, technique(at), m.text);
  });
  shape.software.forEach((s, i) => {
    const type = s.tool ? 'tool' : 'malware';
    objects.push({
      type,
      id: `${type}--${i}`,
      name: `Software ${i}`,
      x_mitre_aliases: [`Software ${i}`, ...s.aliases],
      x_mitre_platforms: s.platforms,
      description: described('software'),
      external_references: ref(`S000${i}`),
    });
    for (const at of s.uses) relate('uses', `${type}--${i}`, technique(at));
  });
  shape.groups.forEach((g, i) => {
    objects.push({
      type: 'intrusion-set',
      id: `intrusion-set--${i}`,
      name: `Group ${i}`,
      aliases: [`Group ${i}`, ...g.aliases],
      description: described('group'),
      external_references: ref(`G000${i}`),
    });
    for (const at of g.uses) relate('uses', `intrusion-set--${i}`, technique(at));
    for (const at of g.software.filter((n) => n < shape.software.length))
      relate('uses', `intrusion-set--${i}`, `${shape.software[at]!.tool ? 'tool' : 'malware'}--${at}`);
  });
  // Revoked techniques point at an active technique or at another revoked one (a chain).
  shape.revoked.forEach((target, i) => {
    objects.push({
      type: 'attack-pattern',
      id: `attack-pattern--revoked-${i}`,
      name: `Old ${i}`,
      revoked: true,
      description: described('old'),
      external_references: ref(`T200${i}`),
    });
    const to = target < shape.revoked.length && target !== i ? `attack-pattern--revoked-${target}` : technique(target);
    objects.push({
      type: 'relationship',
      id: `relationship--revoked-${i}`,
      relationship_type: 'revoked-by',
      source_ref: `attack-pattern--revoked-${i}`,
      target_ref: to,
    });
  });
  return { type: 'bundle', id: 'bundle--arbitrary', spec_version: '2.0', objects };
});

/** A generated bundle parsed (as a STIX 2.0 bundle of release 18.1); generated bundles always parse. */
export function parsedArbitrary(bundle: unknown): KnowledgeCorpus {
  const parsed = parseAttackBundle(bundle, { versionHint: '18.1' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
