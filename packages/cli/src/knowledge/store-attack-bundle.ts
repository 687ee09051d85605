import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { KnowledgeCorpus } from '@secgate/core';
import { metaPathFor, storedBundlePath, type AttackBundleMeta } from '@secgate/http-adapter';

export interface BundleToStore {
  /** The bundle exactly as read or downloaded; it has already parsed into `corpus`. */
  text: string;
  corpus: KnowledgeCorpus;
  /** The file or URL it came from. */
  from: string;
  /** A release given by the operator (or a file name) for bundles that do not carry one. */
  version?: string;
  storedAt: Date;
}

/**
 * Stores a validated bundle as `<dir>/<domain>.json` with its `.meta.json` sidecar. Each file is
 * written to a temporary name in the same directory and renamed over the old one, so a reader
 * (a starting server) sees the old file or the new one, never half of either.
 */
export async function storeAttackBundle(dir: string, bundle: BundleToStore): Promise<{ path: string; meta: AttackBundleMeta }> {
  await mkdir(dir, { recursive: true });
  const path = storedBundlePath(dir, bundle.corpus.source.id);
  const meta: AttackBundleMeta = {
    ...(bundle.version ? { version: bundle.version } : {}),
    from: bundle.from,
    storedAt: bundle.storedAt.toISOString(),
    sha256: createHash('sha256').update(bundle.text).digest('hex'),
    bytes: Buffer.byteLength(bundle.text),
  };
  // The sidecar first: a bundle next to an older sidecar would take a stale version hint.
  await replaceFile(metaPathFor(path), `${JSON.stringify(meta, null, 2)}\n`);
  await replaceFile(path, bundle.text);
  return { path, meta };
}

async function replaceFile(path: string, text: string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
