// The pure half of the knowledge index: STIX and CWE records in, plain documents out.
export * from './knowledge-document.js';
export type { StixObject } from './stix-object.js';
export { readStixBundle, type BundleProblem } from './read-stix-bundle.js';
export { plainAttackText } from './plain-attack-text.js';
export { compareIds } from './compare-ids.js';
export { attackSourceInfo, ATTACK_LICENSE_URL, type AttackSourceOptions } from './attack-source-info.js';
export { parseAttackBundle } from './parse-attack-bundle.js';
export { cweCatalogInfo, type CweCatalogInfo } from './cwe-catalog-info.js';
export { cweText } from './cwe-text.js';
export { parseCweDictionary, cweUrl, CWE_SOURCE_ID, CWE_LICENSE_URL } from './parse-cwe-dictionary.js';
export { normalizeKnowledgeId } from './normalize-knowledge-id.js';
export { knowledgeSnippet, SNIPPET_LENGTH } from './knowledge-snippet.js';
export * from './read-knowledge-query.js';
export { knowledgeContext, type KnowledgeContextAnswer } from './knowledge-context.js';
export * from './attack-snapshot.js';
export { attackSnapshotFromCorpus, type AttackSnapshotOrigin } from './attack-snapshot-from-corpus.js';
export { corpusFromAttackSnapshot } from './corpus-from-attack-snapshot.js';
