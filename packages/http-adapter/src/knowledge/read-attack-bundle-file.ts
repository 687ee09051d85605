import { readFile } from 'node:fs/promises';
import { parseAttackBundle, type BundleProblem, type KnowledgeCorpus, type Result } from '@secgate/core';
import { readAttackBundleMeta, versionFromFileName } from './attack-bundle-meta.js';

/** Why a bundle file cannot be used: the parse problems plus the file's own. */
export interface AttackFileProblem {
  reason: BundleProblem['reason'] | 'unreadable' | 'malformed-json';
  message: string;
}

/** Parses the text of a bundle; `versionHint` as parseAttackBundle takes it. */
export function parseAttackBundleText(text: string, versionHint?: string): Result<KnowledgeCorpus, AttackFileProblem> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { reason: 'malformed-json', message: 'The file is not valid JSON.' } };
  }
  return parseAttackBundle(json, versionHint ? { versionHint } : {});
}

/**
 * Reads and parses a bundle file. A STIX 2.0 bundle's version comes from its `.meta.json`
 * sidecar (written at import) or else its file name; 2.1 bundles name their own.
 */
export async function readAttackBundleFile(path: string): Promise<Result<KnowledgeCorpus, AttackFileProblem>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { ok: false, error: { reason: 'unreadable', message: `The file cannot be read (${code}).` } };
  }
  const meta = await readAttackBundleMeta(path);
  return parseAttackBundleText(text, meta?.version ?? versionFromFileName(path));
}
