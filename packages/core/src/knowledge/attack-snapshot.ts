import type { KnowledgeSourceInfo, KnowledgeType } from './knowledge-document.js';

/**
 * The compact ATT&CK snapshot the service ships (docs/knowledge.md): facts only, no MITRE
 * description text. Relations are id lists, expanded back to documents at load time; the version
 * in `format` changes whenever a reader of an older one could misread a newer one.
 */
export const ATTACK_SNAPSHOT_FORMAT = 'secgate-attack-snapshot/1';

export type AttackItemType = Exclude<KnowledgeType, 'weakness'>;

/** Items per type, as recorded when the snapshot was generated (a check against a damaged file). */
export interface AttackSnapshotCounts {
  techniques: number;
  subTechniques: number;
  tactics: number;
  mitigations: number;
  groups: number;
  software: number;
}

/** One ATT&CK object; the lists hold ids of other items of the same snapshot. Absent means none. */
export interface AttackSnapshotItem {
  id: string;
  type: AttackItemType;
  title: string;
  url: string;
  /** Tactics only: the short name (`initial-access`). */
  shortName?: string;
  /** Only when the search keywords are not simply the aliases. */
  keywords?: string[];
  tactics?: string[];
  platforms?: string[];
  parent?: string;
  subTechniques?: string[];
  mitigations?: string[];
  techniques?: string[];
  aliases?: string[];
  softwareType?: 'malware' | 'tool';
  software?: string[];
  groups?: string[];
}

/** A shipped ATT&CK snapshot file: its format, the release it came from, the item counts and the items. */
export interface AttackSnapshot {
  format: typeof ATTACK_SNAPSHOT_FORMAT;
  /** The release it was generated from; `detail` is implied (`names`). */
  source: Omit<KnowledgeSourceInfo, 'detail'>;
  /** The bundle file it was generated from, so a regeneration can show it is not stale. */
  generatedFrom: { file: string; sha256: string; bytes: number; counts: AttackSnapshotCounts };
  items: AttackSnapshotItem[];
  /** Revoked id -> its title and the id of the item that replaced it. */
  revoked: Record<string, { title: string; replacedBy: string }>;
}

/** The related lists that point at other items (the rest, platforms and aliases, are plain words). */
export type AttackRefList = 'tactics' | 'subTechniques' | 'mitigations' | 'techniques' | 'software' | 'groups';
export type AttackList = AttackRefList | 'platforms' | 'aliases';

/**
 * The lists each type of document always has (possibly empty), as parseAttackBundle builds them.
 * A snapshot leaves empty lists out and loading puts them back, so a loaded snapshot has the same
 * shape as a parsed bundle. A sub-technique's `parent` and software's `softwareType` are single values.
 */
export const ATTACK_LISTS_BY_TYPE: Record<AttackItemType, readonly AttackList[]> = {
  technique: ['tactics', 'platforms', 'subTechniques', 'mitigations'],
  'sub-technique': ['tactics', 'platforms', 'mitigations'],
  tactic: ['techniques'],
  mitigation: ['techniques'],
  group: ['aliases', 'techniques', 'software'],
  software: ['aliases', 'platforms', 'techniques', 'groups'],
};

const WORD_LISTS: ReadonlySet<AttackList> = new Set(['platforms', 'aliases']);

export function isRefList(list: AttackList): list is AttackRefList {
  return !WORD_LISTS.has(list);
}

/** The items per ATT&CK type, as a snapshot records them. */
export function countAttackItems(items: readonly { type: string }[]): AttackSnapshotCounts {
  const count = (type: AttackItemType) => items.filter((item) => item.type === type).length;
  return {
    techniques: count('technique'),
    subTechniques: count('sub-technique'),
    tactics: count('tactic'),
    mitigations: count('mitigation'),
    groups: count('group'),
    software: count('software'),
  };
}
