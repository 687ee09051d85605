import type { AttackGraph, AttackLink, AttackNode } from './attack-graph.js';
import type { KnowledgeDocument, KnowledgeRef, KnowledgeRelated, KnowledgeRelationRef, KnowledgeType, RevokedItem } from './knowledge-document.js';
import { compareIds } from './compare-ids.js';
import { plainAttackText } from './plain-attack-text.js';
import { stringField, stringList } from './stix-object.js';

// ATT&CK tactics name their kill chain `mitre-attack`, `mitre-ics-attack`, `mitre-mobile-attack`.
const ATTACK_KILL_CHAIN = /^mitre-(?:[a-z]+-)?attack$/;

/** One document per active technique, sub-technique, tactic, mitigation, group and software. */
export function attackDocuments(graph: AttackGraph, source: string): KnowledgeDocument[] {
  const techniquesByTactic = groupTechniquesByTactic(graph);
  const documents: KnowledgeDocument[] = [];
  const seen = new Set<string>();
  for (const [stixId, node] of graph.active) {
    // Ids are unique within a domain; should a bundle repeat one, the first object wins.
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    const { type, related } = describeNode(graph, stixId, node, techniquesByTactic);
    documents.push({
      id: node.id,
      source,
      type,
      title: node.title,
      description: plainAttackText(stringField(node.object.description) ?? ''),
      url: node.url,
      keywords: related.aliases ?? [],
      related,
    });
  }
  return documents.sort((a, b) => compareIds(a.id, b.id));
}

/**
 * Revoked ids and the active item each one now lives on, following chains of revocations
 * (A revoked by B, B later revoked by C) to the end; a cycle or a dead end yields nothing.
 */
export function attackRevocations(graph: AttackGraph): Record<string, RevokedItem> {
  const revoked: Record<string, RevokedItem> = {};
  for (const [from, firstTarget] of graph.revokedBy) {
    const node = graph.identified.get(from);
    if (!node || graph.active.has(from)) continue;
    let target: string | undefined = firstTarget;
    const visited = new Set([from]);
    while (target !== undefined && !graph.active.has(target) && !visited.has(target)) {
      visited.add(target);
      target = graph.revokedBy.get(target);
    }
    const replacement = target === undefined ? undefined : graph.active.get(target);
    if (replacement && replacement.id !== node.id) revoked[node.id] = { id: node.id, title: node.title, replacedBy: replacement.id };
  }
  return revoked;
}

function describeNode(
  graph: AttackGraph,
  stixId: string,
  node: AttackNode,
  techniquesByTactic: Map<string, string[]>,
): { type: KnowledgeType; related: KnowledgeRelated } {
  const object = node.object;
  switch (object.type) {
    case 'attack-pattern': {
      const parent = graph.parentOf.get(stixId);
      const isSub = object.x_mitre_is_subtechnique === true || parent !== undefined;
      const related: KnowledgeRelated = { tactics: tacticsOf(graph, node), platforms: stringList(object.x_mitre_platforms) };
      const parentRef = parent === undefined ? undefined : refTo(graph, parent);
      if (parentRef) related.parent = parentRef;
      if (!isSub) related.subTechniques = refsTo(graph, graph.childrenOf.get(stixId) ?? []);
      related.mitigations = relationRefs(graph, graph.mitigatedBy.get(stixId) ?? []);
      return { type: isSub ? 'sub-technique' : 'technique', related };
    }
    case 'x-mitre-tactic': {
      const shortName = stringField(object.x_mitre_shortname) ?? '';
      return { type: 'tactic', related: { shortName, techniques: refsTo(graph, techniquesByTactic.get(shortName) ?? []) } };
    }
    case 'course-of-action':
      return { type: 'mitigation', related: { techniques: relationRefs(graph, graph.mitigates.get(stixId) ?? []) } };
    case 'intrusion-set': {
      const used = graph.uses.get(stixId) ?? [];
      return {
        type: 'group',
        related: {
          aliases: aliasesOf(node, object.aliases),
          techniques: refsOfType(graph, used, 'attack-pattern'),
          software: [...refsOfType(graph, used, 'malware'), ...refsOfType(graph, used, 'tool')].sort(byId),
        },
      };
    }
    default: {
      const users = graph.usedBy.get(stixId) ?? [];
      return {
        type: 'software',
        related: {
          softwareType: object.type === 'tool' ? 'tool' : 'malware',
          aliases: aliasesOf(node, object.x_mitre_aliases),
          platforms: stringList(object.x_mitre_platforms),
          techniques: refsOfType(graph, graph.uses.get(stixId) ?? [], 'attack-pattern'),
          groups: refsOfType(graph, users, 'intrusion-set'),
        },
      };
    }
  }
}

function tacticsOf(graph: AttackGraph, node: AttackNode): KnowledgeRef[] {
  const refs: KnowledgeRef[] = [];
  for (const shortname of killChainPhases(node)) {
    const tactic = graph.tacticByShortname.get(shortname);
    const ref = tactic === undefined ? undefined : refTo(graph, tactic);
    if (ref && !refs.some((r) => r.id === ref.id)) refs.push({ ...ref, shortName: shortname });
  }
  return refs;
}

function killChainPhases(node: AttackNode): string[] {
  const phases = node.object.kill_chain_phases;
  if (!Array.isArray(phases)) return [];
  return phases
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .filter((p) => typeof p.kill_chain_name === 'string' && ATTACK_KILL_CHAIN.test(p.kill_chain_name))
    .map((p) => stringField(p.phase_name))
    .filter((name): name is string => Boolean(name));
}

function groupTechniquesByTactic(graph: AttackGraph): Map<string, string[]> {
  const byTactic = new Map<string, string[]>();
  for (const [stixId, node] of graph.active) {
    if (node.object.type !== 'attack-pattern') continue;
    for (const shortname of killChainPhases(node)) {
      const list = byTactic.get(shortname) ?? [];
      list.push(stixId);
      byTactic.set(shortname, list);
    }
  }
  return byTactic;
}

function aliasesOf(node: AttackNode, value: unknown): string[] {
  // STIX lists the object's own name first among its aliases; it is already the title.
  return [...new Set(stringList(value).filter((alias) => alias !== node.title))];
}

function refTo(graph: AttackGraph, stixId: string): KnowledgeRef | undefined {
  const node = graph.active.get(stixId);
  return node && { id: node.id, title: node.title, url: node.url };
}

function refsTo(graph: AttackGraph, stixIds: readonly string[]): KnowledgeRef[] {
  return unique(stixIds.map((id) => refTo(graph, id)).filter((ref): ref is KnowledgeRef => ref !== undefined));
}

function refsOfType(graph: AttackGraph, links: readonly AttackLink[], type: string): KnowledgeRef[] {
  return refsTo(
    graph,
    links.filter((link) => graph.active.get(link.to)?.object.type === type).map((link) => link.to),
  );
}

function relationRefs(graph: AttackGraph, links: readonly AttackLink[]): KnowledgeRelationRef[] {
  const refs = links.flatMap((link) => {
    const ref = refTo(graph, link.to);
    return ref ? [{ ...ref, relationship: plainAttackText(link.description) }] : [];
  });
  return unique(refs);
}

function unique<R extends KnowledgeRef>(refs: R[]): R[] {
  const seen = new Set<string>();
  return refs.filter((ref) => !seen.has(ref.id) && seen.add(ref.id)).sort(byId);
}

function byId(a: KnowledgeRef, b: KnowledgeRef): number {
  return compareIds(a.id, b.id);
}
