import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where `secgate knowledge import|update` store bundles and `secgate serve` finds them. */
export const DEFAULT_KNOWLEDGE_DIR = '.secgate/knowledge';

/** The order stored bundles load in (others follow alphabetically): lookups prefer the first. */
const DOMAIN_ORDER = ['enterprise-attack', 'ics-attack', 'mobile-attack'];

/** `--dir`, else SECGATE_KNOWLEDGE_DIR, else ./.secgate/knowledge (beside the embedded database). */
export function knowledgeDirFrom(flag: string | undefined, env: Record<string, string | undefined>): string {
  return flag ?? (env.SECGATE_KNOWLEDGE_DIR?.trim() || DEFAULT_KNOWLEDGE_DIR);
}

/** SECGATE_ATTACK_BUNDLE: one path or a comma-separated list. */
export function attackBundlePathsFromEnv(env: Record<string, string | undefined>): string[] {
  return (env.SECGATE_ATTACK_BUNDLE ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
}

/** The stored bundle of a domain: `<dir>/<domain>.json`. */
export function storedBundlePath(dir: string, domain: string): string {
  return join(dir, `${domain}.json`);
}

/**
 * The bundles stored in a knowledge directory: `*.json` except the `.meta.json` sidecars and
 * dot-files (half-written temporaries). A directory that does not exist yet holds none.
 */
export async function storedAttackBundlePaths(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return bundleFileNames(names).map((name) => join(dir, name));
}

/** The bundle files among a directory's names, in load order: Enterprise, ICS, Mobile, then the rest alphabetically. */
export function bundleFileNames(names: readonly string[]): string[] {
  const rank = (name: string) => {
    const at = DOMAIN_ORDER.indexOf(name.replace(/\.json$/, ''));
    return at === -1 ? DOMAIN_ORDER.length : at;
  };
  return names
    .filter((name) => name.endsWith('.json') && !name.endsWith('.meta.json') && !name.startsWith('.'))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
