import type { Store } from '@secgate/store';
import { EXIT, type CliIo, type ExitCode } from '../cli-io.js';
import { DatabaseFailure, usingDatabase } from '../failures/database-failure.js';
import { describeLockedStore } from '../failures/embedded-store-failure.js';
import { dbUrlFrom } from './db-url.js';

/**
 * For a command whose store could not be opened: when another live process owns the embedded
 * store (StoreLockedError, recognised by its code so that this module loads nothing), prints the
 * error's one sentence naming the directory and the owner, and answers exit code 1; any other
 * error is thrown on. Nothing was opened or migrated (see docs/operations.md).
 */
export function refuseLockedStore(error: unknown, io: CliIo): ExitCode {
  const sentence = describeLockedStore(error instanceof DatabaseFailure ? error.cause : error);
  if (sentence === undefined) throw error;
  io.stderr(`secgate: ${sentence}\n`);
  return EXIT.failed;
}

/**
 * Opens the store a command names (`--db`, else SECGATE_DB, else the default) and migrates it, or
 * answers exit code 1 when another process owns it (refuseLockedStore). Any other error is thrown
 * with the URL (DatabaseFailure), for runCli's catch to name the host or the directory. The store
 * package is loaded only here, when a command needs it.
 */
export async function openCommandStore(
  db: string | undefined,
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<{ store: Store } | { exit: ExitCode }> {
  const { openStore } = await import('@secgate/store');
  const url = dbUrlFrom(db, env);
  try {
    return { store: await usingDatabase(url, () => openStore(url)) };
  } catch (error) {
    return { exit: refuseLockedStore(error, io) };
  }
}
