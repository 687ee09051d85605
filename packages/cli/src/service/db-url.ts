/** The store to open: --db, else SECGATE_DB, else the embedded database under ./.secgate. */
export function dbUrlFrom(flag: string | undefined, env: Record<string, string | undefined>): string {
  return flag ?? env.SECGATE_DB ?? 'file:./.secgate/db';
}

/** Which store a URL names, as openStore reads it; undefined for a URL it does not support. */
export function dbKindOf(url: string): { kind: 'memory' } | { kind: 'file'; dir: string } | { kind: 'postgres' } | undefined {
  if (url === 'memory:' || url === 'memory://') return { kind: 'memory' };
  if (url.startsWith('file:')) return { kind: 'file', dir: url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres' };
  return undefined;
}

/** Never echo a password from a mistyped URL into a message. */
export function redactedDbUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
