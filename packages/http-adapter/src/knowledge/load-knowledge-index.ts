import type { KnowledgeCorpus } from '@secgate/core';
import { buildKnowledgeIndex } from './build-knowledge-index.js';
import type { KnowledgeIndex, KnowledgeSnapshotSource } from './knowledge-index.js';
import { attackBundlePathsFromEnv, knowledgeDirFrom, storedAttackBundlePaths } from './knowledge-locations.js';
import { loadCweCorpus } from './load-cwe-corpus.js';
import { readAttackBundleFile, type AttackFileProblem } from './read-attack-bundle-file.js';
import { readShippedAttackSnapshots } from './shipped-attack-snapshot.js';

export interface KnowledgeLoadOptions {
  env: Record<string, string | undefined>;
  /** The knowledge directory; defaults to SECGATE_KNOWLEDGE_DIR or ./.secgate/knowledge. */
  dir?: string;
  /** The shipped ATT&CK snapshot's folder; defaults to the package's own `knowledge-snapshot/`. */
  snapshotDir?: string;
}

/** Where each loaded corpus came from, and the stored bundles that could not be used. */
export interface LoadedKnowledgeCorpora {
  corpora: { corpus: KnowledgeCorpus; path?: string }[];
  skipped: { path: string; message: string }[];
}

export interface KnowledgeLoadReport {
  durationMs: number;
  items: number;
  sources: KnowledgeSnapshotSource[];
  skipped: { path: string; message: string }[];
}

/**
 * The ATT&CK bundles named by SECGATE_ATTACK_BUNDLE, then those stored in the knowledge
 * directory, then the shipped names-only snapshot of each domain not loaded yet, then CWE. A named
 * bundle that cannot be used is an error (the operator asked for exactly that file); a stored one
 * is skipped and reported, since it was valid when stored and the service is more useful with CWE
 * and the other bundles than not at all.
 */
export async function loadKnowledgeCorpora(options: KnowledgeLoadOptions): Promise<LoadedKnowledgeCorpora> {
  const corpora: LoadedKnowledgeCorpora['corpora'] = [];
  const skipped: LoadedKnowledgeCorpora['skipped'] = [];
  for (const path of attackBundlePathsFromEnv(options.env)) {
    const read = await readAttackBundleFile(path);
    if (!read.ok) throw new AttackBundleError(path, read.error);
    corpora.push({ corpus: read.value, path });
  }
  for (const path of await storedAttackBundlePaths(options.dir ?? knowledgeDirFrom(undefined, options.env))) {
    const read = await readAttackBundleFile(path);
    if (!read.ok) {
      skipped.push({ path, message: read.error.message });
      continue;
    }
    // SECGATE_ATTACK_BUNDLE overrides the stored bundle of the same domain.
    const earlier = corpora.find((c) => c.corpus.source.id === read.value.source.id);
    if (earlier) skipped.push({ path, message: `${read.value.source.id} is already loaded from ${earlier.path}.` });
    else corpora.push({ corpus: read.value, path });
  }
  // A full bundle of a domain makes its snapshot redundant: the snapshot holds a subset of it.
  for (const shipped of readShippedAttackSnapshots(options.snapshotDir)) {
    if (!corpora.some((c) => c.corpus.source.id === shipped.corpus.source.id)) corpora.push(shipped);
  }
  corpora.push({ corpus: loadCweCorpus() });
  return { corpora, skipped };
}

/** Loads every source and builds the index, timing the whole of it. */
export async function loadKnowledgeIndex(options: KnowledgeLoadOptions): Promise<{ index: KnowledgeIndex; report: KnowledgeLoadReport }> {
  const started = performance.now();
  const { corpora, skipped } = await loadKnowledgeCorpora(options);
  const index = buildKnowledgeIndex(corpora.map((c) => c.corpus));
  const sources = index.snapshot().sources;
  return {
    index,
    report: {
      durationMs: Math.round(performance.now() - started),
      items: sources.reduce((sum, s) => sum + s.items, 0),
      sources,
      skipped,
    },
  };
}

/** A bundle SECGATE_ATTACK_BUNDLE names cannot be used; the code lets the CLI say so in its own words. */
export class AttackBundleError extends Error {
  readonly code = 'ATTACK_BUNDLE_UNUSABLE';

  constructor(
    readonly path: string,
    readonly problem: AttackFileProblem,
  ) {
    super(`SECGATE_ATTACK_BUNDLE: ${path}: ${problem.message}`);
    this.name = 'AttackBundleError';
  }
}
