import { parseArgs } from 'node:util';
import { type CliIo, type ExitCode, UsageError } from '../cli-io.js';
import { ADMIN_USAGE, runAdmin } from '../admin/run-admin.js';
import { loadServiceConfig } from '../config/load-service-config.js';
import { ConfigError } from '../failures/config-error.js';
import { usingDatabase } from '../failures/database-failure.js';
import { dbUrlFrom } from './db-url.js';
import { openCommandStore } from './store-locked.js';

/**
 * `secgate admin ...`: takes out the options that choose the store and the configuration
 * (`--db URL`, `--config FILE`, anywhere on the line), opens the store and hands the rest to
 * runAdmin. The embedded store is one process's file: run admin commands on it while the server
 * that uses the same directory is stopped (a running one makes them refuse with its pid), or use
 * PostgreSQL to administer a running service.
 */
export async function runAdminCommand(argv: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const { rest, db, config } = takeStoreOptions(argv);
  if (rest.length === 0 || rest[0] === 'help' || rest.some((arg) => arg === '--help' || arg === '-h')) {
    // Help and usage errors print before any store is needed, so none is opened for them.
    return runAdmin(rest, io, undefined as never);
  }
  const { randomIds, systemClock } = await import('@secgate/store');
  const loaded = loadServiceConfig({ file: config, env });
  if (!loaded.ok) throw new ConfigError(loaded.error.message);
  const opened = await openCommandStore(db, env, io);
  if ('exit' in opened) return opened.exit;
  const { store } = opened;
  try {
    // A write that fails (the disk full, the server gone) names the store in its sentence.
    return await usingDatabase(dbUrlFrom(db, env), () =>
      runAdmin(rest, io, {
        store,
        clock: systemClock,
        ids: randomIds,
        aupVersion: loaded.value.aupVersion,
        freeRequestsPerDay: loaded.value.freeRequestsPerDay,
        freeStorageGiB: loaded.value.freeStorageGiB,
        consolePublicUrl: loaded.value.console.publicUrl ?? DEFAULT_CONSOLE_URL,
      }),
    );
  } finally {
    await store.close();
  }
}

/** Where `secgate serve` listens by default: sign-in links point there when no public URL is configured. */
const DEFAULT_CONSOLE_URL = 'http://127.0.0.1:8080';

function takeStoreOptions(argv: readonly string[]): { rest: string[]; db?: string; config?: string } {
  const { tokens } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: false,
    tokens: true,
    options: { db: { type: 'string' }, config: { type: 'string' } },
  });
  const taken = new Set<number>();
  const found: { db?: string; config?: string } = {};
  for (const token of tokens ?? []) {
    if (token.kind !== 'option' || (token.name !== 'db' && token.name !== 'config')) continue;
    if (token.value === undefined) throw new UsageError(`--${token.name} needs a value.`);
    found[token.name] = token.value;
    taken.add(token.index);
    if (!token.inlineValue) taken.add(token.index + 1);
  }
  return { rest: argv.filter((_, index) => !taken.has(index)), ...found };
}

export { ADMIN_USAGE };
