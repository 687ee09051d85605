/** What a knowledge item is; ATT&CK sub-techniques are told apart so a caller can group them. */
export type KnowledgeType = 'technique' | 'sub-technique' | 'tactic' | 'mitigation' | 'group' | 'software' | 'weakness';

/** A pointer to another item, with enough to show it without a second lookup. */
export interface KnowledgeRef {
  id: string;
  title: string;
  url: string;
  /** ATT&CK tactics only: the short name techniques use for it (`initial-access`). */
  shortName?: string;
}

/**
 * A pointer that carries the relationship's own text (how a mitigation applies to a technique).
 * The text is absent when the source is loaded with names only (the shipped ATT&CK snapshot).
 */
export interface KnowledgeRelationRef extends KnowledgeRef {
  relationship?: string;
}

/** A related CWE entry and how it relates (`ChildOf`, `CanPrecede`, `PeerOf`, ...). */
export interface WeaknessRef extends KnowledgeRef {
  nature: string;
}

/**
 * The related items of one document. Only the keys that apply to its type are present, so the
 * context answer (which spreads this object) never carries empty placeholders.
 */
export interface KnowledgeRelated {
  /** An ATT&CK tactic's short name (`initial-access`), the name its techniques' kill chain phases use. */
  shortName?: string;
  tactics?: KnowledgeRef[];
  platforms?: string[];
  parent?: KnowledgeRef;
  subTechniques?: KnowledgeRef[];
  mitigations?: KnowledgeRelationRef[];
  /** For a tactic (the techniques in it), a mitigation (with the relationship text), a group or software (what it uses). */
  techniques?: (KnowledgeRef | KnowledgeRelationRef)[];
  aliases?: string[];
  /** ATT&CK software: STIX `malware` or `tool`. */
  softwareType?: 'malware' | 'tool';
  software?: KnowledgeRef[];
  groups?: KnowledgeRef[];
  /** CWE: abstraction level (`Pillar`, `Class`, `Base`, `Variant`, `Compound`) and status. */
  abstraction?: string;
  status?: string;
  relatedWeaknesses?: WeaknessRef[];
  parents?: KnowledgeRef[];
  children?: KnowledgeRef[];
}

/** One searchable item: an ATT&CK object or a CWE entry, already flattened to plain text. */
export interface KnowledgeDocument {
  /** The public id: `T1566.001`, `TA0001`, `M1017`, `G0082`, `S0002`, `CWE-79`. */
  id: string;
  /** The source it came from (`enterprise-attack`, `ics-attack`, `mobile-attack`, `cwe`). */
  source: string;
  type: KnowledgeType;
  title: string;
  /** Plain text: citations and markup removed. */
  description: string;
  url: string;
  /** Extra words people search by: aliases, alternate terms (XSS). */
  keywords: string[];
  related: KnowledgeRelated;
}

/** What a source asks every copy of its content to carry. */
export interface KnowledgeAttribution {
  statement: string;
  license: string;
}

/** Where a source's version came from, so an operator can tell a release number from a guess. */
export type KnowledgeVersionOrigin = 'collection' | 'metadata' | 'newest-modified' | 'catalog' | 'unknown';

/**
 * How much of a source is loaded: `full` (a publisher's release, with description text) or `names`
 * (the ATT&CK snapshot shipped with the service: ids, names and relations, no description text).
 */
export type KnowledgeDetail = 'names' | 'full';

/**
 * Where one source of the index comes from: its id and name, the release, how detailed it is, and its licence.
 */
export interface KnowledgeSourceInfo {
  id: string;
  name: string;
  version: string;
  versionFrom: KnowledgeVersionOrigin;
  detail: KnowledgeDetail;
  attribution: KnowledgeAttribution;
}

/** A revoked ATT&CK id and the active item that replaced it. */
export interface RevokedItem {
  id: string;
  title: string;
  replacedBy: string;
}

/** Everything one source contributes to the index. */
export interface KnowledgeCorpus {
  source: KnowledgeSourceInfo;
  documents: KnowledgeDocument[];
  /** Keyed by the revoked id; only entries whose replacement is active in the same source. */
  revoked: Record<string, RevokedItem>;
}
