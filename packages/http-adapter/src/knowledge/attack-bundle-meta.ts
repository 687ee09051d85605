import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/** What is recorded beside a stored bundle (`<domain>.meta.json`) about where it came from. */
export interface AttackBundleMeta {
  /** The release, when given at import (`--version`) or read from the file name; STIX 2.0 bundles do not carry it. */
  version?: string;
  /** The file or URL it was stored from. */
  from: string;
  storedAt: string;
  sha256: string;
  bytes: number;
}

export function metaPathFor(bundlePath: string): string {
  return bundlePath.replace(/\.json$/, '') + '.meta.json';
}

/** The sidecar of a bundle, or undefined when there is none or it cannot be read. */
export async function readAttackBundleMeta(bundlePath: string): Promise<AttackBundleMeta | undefined> {
  try {
    const meta: unknown = JSON.parse(await readFile(metaPathFor(bundlePath), 'utf8'));
    return typeof meta === 'object' && meta !== null ? (meta as AttackBundleMeta) : undefined;
  } catch {
    // A missing or damaged sidecar only loses the version hint; the bundle itself still loads.
    return undefined;
  }
}

/** A release written in a file name, as MITRE names versioned files: `enterprise-attack-18.1.json` is 18.1. */
export function versionFromFileName(path: string): string | undefined {
  return /-v?(\d+\.\d+(?:\.\d+)?)\.json$/i.exec(basename(path))?.[1];
}
