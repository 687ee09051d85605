import { err, ok, type Result } from '../errors/result.js';
import { attackDocuments, attackRevocations } from './attack-documents.js';
import { buildAttackGraph } from './attack-graph.js';
import { attackSourceInfo, type AttackSourceOptions } from './attack-source-info.js';
import type { KnowledgeCorpus } from './knowledge-document.js';
import { readStixBundle, type BundleProblem } from './read-stix-bundle.js';

/**
 * An ATT&CK STIX 2.0 or 2.1 bundle (Enterprise, ICS or Mobile) as knowledge documents: active
 * techniques and sub-techniques, tactics, mitigations, groups and software, with their relations;
 * revoked ids mapped to their replacements. Refuses a file that holds no active technique, since
 * storing or serving it would silently empty the ATT&CK part of the index.
 */
export function parseAttackBundle(bundle: unknown, options: AttackSourceOptions = {}): Result<KnowledgeCorpus, BundleProblem> {
  const read = readStixBundle(bundle);
  if (!read.ok) return read;
  const graph = buildAttackGraph(read.value);
  if (![...graph.active.values()].some((node) => node.object.type === 'attack-pattern')) {
    return err({ reason: 'no-attack-objects', message: 'The bundle holds no active ATT&CK technique (attack-pattern with a mitre-attack id).' });
  }
  const source = attackSourceInfo(read.value, options);
  if (!source.ok) return source;
  return ok({ source: source.value, documents: attackDocuments(graph, source.value.id), revoked: attackRevocations(graph) });
}
