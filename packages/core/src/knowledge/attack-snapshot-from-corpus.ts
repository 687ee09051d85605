import {
  ATTACK_LISTS_BY_TYPE,
  ATTACK_SNAPSHOT_FORMAT,
  countAttackItems,
  isRefList,
  type AttackItemType,
  type AttackSnapshot,
  type AttackSnapshotItem,
} from './attack-snapshot.js';
import type { KnowledgeCorpus, KnowledgeDocument, KnowledgeRef } from './knowledge-document.js';

/** The bundle file a snapshot is made from: its base name, sha256 and size in bytes. */
export interface AttackSnapshotOrigin {
  file: string;
  sha256: string;
  bytes: number;
}

/**
 * The compact snapshot of a parsed ATT&CK corpus: ids, names, URLs and relations, and nothing of
 * MITRE's prose (descriptions and relationship texts are dropped here, not filtered later).
 * Relations to ids the corpus does not hold are dropped too, so every id in the file resolves.
 */
export function attackSnapshotFromCorpus(corpus: KnowledgeCorpus, origin: AttackSnapshotOrigin): AttackSnapshot {
  const { detail: _detail, ...source } = corpus.source;
  const documents = corpus.documents.filter((d): d is KnowledgeDocument & { type: AttackItemType } => d.type !== 'weakness');
  const known = new Set(documents.map((d) => d.id));
  const items = documents.map((d) => snapshotItem(d, known));
  const revoked: AttackSnapshot['revoked'] = {};
  for (const item of Object.values(corpus.revoked)) {
    if (known.has(item.replacedBy)) revoked[item.id] = { title: item.title, replacedBy: item.replacedBy };
  }
  return { format: ATTACK_SNAPSHOT_FORMAT, source, generatedFrom: { ...origin, counts: countAttackItems(items) }, items, revoked };
}

function snapshotItem(document: KnowledgeDocument & { type: AttackItemType }, known: ReadonlySet<string>): AttackSnapshotItem {
  const { related } = document;
  const item: AttackSnapshotItem = { id: document.id, type: document.type, title: document.title, url: document.url };
  if (related.shortName !== undefined) item.shortName = related.shortName;
  if (!sameWords(document.keywords, related.aliases ?? [])) item.keywords = [...document.keywords];
  if (related.parent && known.has(related.parent.id)) item.parent = related.parent.id;
  if (related.softwareType) item.softwareType = related.softwareType;
  for (const list of ATTACK_LISTS_BY_TYPE[document.type]) {
    const values = isRefList(list) ? idsOf(related[list], known) : [...(related[list] ?? [])];
    if (values.length > 0) item[list] = values;
  }
  return item;
}

function idsOf(refs: readonly KnowledgeRef[] | undefined, known: ReadonlySet<string>): string[] {
  return (refs ?? []).map((ref) => ref.id).filter((id) => known.has(id));
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}
