import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { openCommandStore } from './store-locked.js';

export const MIGRATE_USAGE = `secgate migrate [--db URL]

Applies the numbered SQL migrations not yet applied (the server also does this at start).
--db is memory:, file:<dir> (default file:./.secgate/db, or SECGATE_DB) or a postgres:// URL.
`;

export async function runMigrate(args: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { db: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    io.stdout(MIGRATE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`migrate takes no arguments, got '${positionals[0]}'.`);
  const opened = await openCommandStore(values.db, env, io);
  if ('exit' in opened) return opened.exit;
  await opened.store.close();
  io.stdout('Migrations applied.\n');
  return EXIT.ok;
}
