import { err, ok, type Result } from '../errors/result.js';
import { ATTACK_LISTS_BY_TYPE, ATTACK_SNAPSHOT_FORMAT, isRefList, type AttackItemType, type AttackSnapshotItem } from './attack-snapshot.js';
import type { KnowledgeCorpus, KnowledgeDocument, KnowledgeRef, KnowledgeRelated, KnowledgeSourceInfo, RevokedItem } from './knowledge-document.js';
import { stringField, stringList } from './stix-object.js';

const ITEM_TYPES: ReadonlySet<string> = new Set(Object.keys(ATTACK_LISTS_BY_TYPE));
const VERSION_ORIGINS: ReadonlySet<string> = new Set(['collection', 'metadata', 'newest-modified', 'catalog', 'unknown']);

/**
 * A shipped snapshot (already JSON-parsed) as a names-only corpus: the same documents and
 * relations as the parsed bundle, with empty descriptions and no relationship texts, and
 * `detail: "names"` on its source so every answer can say so. Refuses a file of another format.
 */
export function corpusFromAttackSnapshot(value: unknown): Result<KnowledgeCorpus, { message: string }> {
  const snapshot = asRecord(value);
  if (snapshot?.format !== ATTACK_SNAPSHOT_FORMAT) return err({ message: `Not a ${ATTACK_SNAPSHOT_FORMAT} file.` });
  const source = sourceOf(snapshot.source);
  if (!source) return err({ message: 'The snapshot does not name its source.' });
  const items = (Array.isArray(snapshot.items) ? snapshot.items : []).map(itemOf).filter((item): item is AttackSnapshotItem => item !== undefined);
  const refs = new Map(items.map((item): [string, KnowledgeRef] => [item.id, { id: item.id, title: item.title, url: item.url }]));
  // Techniques point at their tactics with the tactic's short name, as a parsed bundle does.
  const tacticRefs = new Map(
    items.flatMap((item): [string, KnowledgeRef][] =>
      item.shortName === undefined ? [] : [[item.id, { id: item.id, title: item.title, url: item.url, shortName: item.shortName }]],
    ),
  );
  const documents = items.map((item) => documentOf(item, source.id, refs, tacticRefs));
  const revoked: Record<string, RevokedItem> = {};
  for (const [id, entry] of Object.entries(asRecord(snapshot.revoked) ?? {})) {
    const title = stringField(asRecord(entry)?.title);
    const replacedBy = stringField(asRecord(entry)?.replacedBy);
    if (title !== undefined && replacedBy !== undefined && refs.has(replacedBy)) revoked[id] = { id, title, replacedBy };
  }
  return ok({ source, documents, revoked });
}

function documentOf(
  item: AttackSnapshotItem,
  source: string,
  refs: ReadonlyMap<string, KnowledgeRef>,
  tacticRefs: ReadonlyMap<string, KnowledgeRef>,
): KnowledgeDocument {
  const related: KnowledgeRelated = {};
  if (item.shortName !== undefined) related.shortName = item.shortName;
  const parent = item.parent === undefined ? undefined : refs.get(item.parent);
  if (parent) related.parent = parent;
  if (item.softwareType) related.softwareType = item.softwareType;
  for (const list of ATTACK_LISTS_BY_TYPE[item.type]) {
    const values = item[list] ?? [];
    const lookup = list === 'tactics' ? tacticRefs : refs;
    if (isRefList(list)) related[list] = values.map((id) => lookup.get(id)).filter((ref): ref is KnowledgeRef => ref !== undefined);
    else related[list] = [...values];
  }
  return { id: item.id, source, type: item.type, title: item.title, description: '', url: item.url, keywords: item.keywords ?? related.aliases ?? [], related };
}

function itemOf(value: unknown): AttackSnapshotItem | undefined {
  const record = asRecord(value);
  const id = stringField(record?.id);
  const title = stringField(record?.title);
  const type = stringField(record?.type);
  if (!record || !id || title === undefined || !type || !ITEM_TYPES.has(type)) return undefined;
  const item: AttackSnapshotItem = { id, type: type as AttackItemType, title, url: stringField(record.url) ?? '' };
  if (record.keywords !== undefined) item.keywords = stringList(record.keywords);
  const parent = stringField(record.parent);
  if (parent) item.parent = parent;
  const shortName = stringField(record.shortName);
  if (shortName !== undefined) item.shortName = shortName;
  if (record.softwareType === 'malware' || record.softwareType === 'tool') item.softwareType = record.softwareType;
  for (const list of ATTACK_LISTS_BY_TYPE[item.type]) if (record[list] !== undefined) item[list] = stringList(record[list]);
  return item;
}

function sourceOf(value: unknown): KnowledgeSourceInfo | undefined {
  const record = asRecord(value);
  const attribution = asRecord(record?.attribution);
  const id = stringField(record?.id);
  const name = stringField(record?.name);
  const version = stringField(record?.version);
  const versionFrom = stringField(record?.versionFrom);
  const statement = stringField(attribution?.statement);
  const license = stringField(attribution?.license);
  if (!id || !name || !version || !versionFrom || !VERSION_ORIGINS.has(versionFrom) || !statement || !license) return undefined;
  return { id, name, version, versionFrom: versionFrom as KnowledgeSourceInfo['versionFrom'], detail: 'names', attribution: { statement, license } };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
