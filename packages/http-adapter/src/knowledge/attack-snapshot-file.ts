import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { attackSnapshotFromCorpus, type AttackSnapshot, type Result } from '@secgate/core';
import { versionFromFileName } from './attack-bundle-meta.js';
import { parseAttackBundleText, type AttackFileProblem } from './read-attack-bundle-file.js';

/** A generated snapshot file: its domain (the file is `<domain>.json`) and its text. */
export interface AttackSnapshotFile {
  domain: string;
  text: string;
  snapshot: AttackSnapshot;
}

/**
 * The shipped snapshot of one bundle, as `npm run knowledge:snapshot` writes it. The same bundle
 * always gives the same bytes (no timestamp inside), so a regeneration shows a stale file.
 * `version` is needed for STIX 2.0 bundles, which carry none; else the file name's is used.
 */
export function attackSnapshotFile(bundleText: string, file: string, version?: string): Result<AttackSnapshotFile, AttackFileProblem> {
  const parsed = parseAttackBundleText(bundleText, version ?? versionFromFileName(file));
  if (!parsed.ok) return parsed;
  const snapshot = attackSnapshotFromCorpus(parsed.value, {
    file: basename(file),
    sha256: createHash('sha256').update(bundleText).digest('hex'),
    bytes: Buffer.byteLength(bundleText),
  });
  return { ok: true, value: { domain: parsed.value.source.id, text: snapshotText(snapshot), snapshot } };
}

/** Compact JSON with one item (and one revocation) a line: small, yet a new release diffs item by item. */
function snapshotText(snapshot: AttackSnapshot): string {
  const { items, revoked, ...head } = snapshot;
  const headText = JSON.stringify(head).slice(0, -1);
  const itemLines = items.map((item) => JSON.stringify(item)).join(',\n');
  const revokedLines = Object.entries(revoked)
    .map(([id, entry]) => `${JSON.stringify(id)}:${JSON.stringify(entry)}`)
    .join(',\n');
  return `${headText},"items":[\n${itemLines}\n],"revoked":{\n${revokedLines}\n}}\n`;
}
