/** The store to open: --db, else SECGATE_DB, else the embedded database under ./.secgate. */
export function dbUrlFrom(flag: string | undefined, env: Record<string, string | undefined>): string {
  return flag ?? env.SECGATE_DB ?? 'file:./.secgate/db';
}
