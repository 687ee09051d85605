import { isActiveStix, mitreReference, stringField, type StixObject } from './stix-object.js';

/** The STIX types the index holds, with the shape of their ATT&CK ids. */
const ID_SHAPE: Record<string, RegExp> = {
  'attack-pattern': /^T\d{4}(\.\d{3})?$/,
  'x-mitre-tactic': /^TA\d{4}$/,
  'course-of-action': /^M\d{4}$/,
  'intrusion-set': /^G\d{4}$/,
  malware: /^S\d{4}$/,
  tool: /^S\d{4}$/,
};

/** An indexable ATT&CK object with its public id. */
export interface AttackNode {
  object: StixObject;
  id: string;
  url: string;
  title: string;
}

export interface AttackLink {
  to: string;
  /** The relationship's description as published (markup and citations still in: most are never shown). */
  description: string;
}

/**
 * A bundle's objects and relationships, indexed by STIX id. Built once per bundle so each
 * document's related lists are map lookups instead of scans over 20,000 relationships.
 */
export interface AttackGraph {
  /** Active objects of the indexed types whose ATT&CK id has the expected shape. */
  active: Map<string, AttackNode>;
  /** Every object of an indexed type that has an ATT&CK id, revoked or not: what revocations point from. */
  identified: Map<string, AttackNode>;
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  mitigatedBy: Map<string, AttackLink[]>;
  mitigates: Map<string, AttackLink[]>;
  uses: Map<string, AttackLink[]>;
  usedBy: Map<string, AttackLink[]>;
  revokedBy: Map<string, string>;
  /** Tactic STIX ids by `x_mitre_shortname`, which is what kill_chain_phases name. */
  tacticByShortname: Map<string, string>;
}

export function buildAttackGraph(objects: readonly StixObject[]): AttackGraph {
  const graph: AttackGraph = {
    active: new Map(),
    identified: new Map(),
    parentOf: new Map(),
    childrenOf: new Map(),
    mitigatedBy: new Map(),
    mitigates: new Map(),
    uses: new Map(),
    usedBy: new Map(),
    revokedBy: new Map(),
    tacticByShortname: new Map(),
  };
  for (const object of objects) addNode(graph, object);
  for (const object of objects) if (object.type === 'relationship') addRelationship(graph, object);
  return graph;
}

function addNode(graph: AttackGraph, object: StixObject): void {
  const shape = ID_SHAPE[object.type];
  const ref = mitreReference(object);
  if (!shape || !ref || !shape.test(ref.id)) return;
  const node = { object, id: ref.id, url: ref.url, title: stringField(object.name) ?? ref.id };
  graph.identified.set(object.id, node);
  if (!isActiveStix(object)) return;
  graph.active.set(object.id, node);
  const shortname = stringField(object.x_mitre_shortname);
  if (object.type === 'x-mitre-tactic' && shortname) graph.tacticByShortname.set(shortname, object.id);
}

function addRelationship(graph: AttackGraph, relationship: StixObject): void {
  const from = stringField(relationship.source_ref);
  const to = stringField(relationship.target_ref);
  if (!from || !to) return;
  // A revoked-by link is itself current data about a revoked object: read it before the filter.
  if (relationship.relationship_type === 'revoked-by') {
    if (graph.identified.has(from) && graph.identified.has(to)) graph.revokedBy.set(from, to);
    return;
  }
  if (!isActiveStix(relationship) || !graph.active.has(from) || !graph.active.has(to)) return;
  const description = stringField(relationship.description) ?? '';
  switch (relationship.relationship_type) {
    case 'subtechnique-of':
      graph.parentOf.set(from, to);
      push(graph.childrenOf, to, from);
      break;
    case 'mitigates':
      push(graph.mitigatedBy, to, { to: from, description });
      push(graph.mitigates, from, { to, description });
      break;
    case 'uses':
      push(graph.uses, from, { to, description });
      push(graph.usedBy, to, { to: from, description });
      break;
  }
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
