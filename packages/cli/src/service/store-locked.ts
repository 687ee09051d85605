import { EXIT, type CliIo, type ExitCode } from '../cli-io.js';

/**
 * For a command whose store could not be opened: when another live process owns the embedded
 * store (StoreLockedError, recognised by its code so that this module loads nothing), prints the
 * error's one sentence naming the directory and the owner, and answers exit code 1; any other
 * error is thrown on. Nothing was opened or migrated (see docs/operations.md).
 */
export function refuseLockedStore(error: unknown, io: CliIo): ExitCode {
  if ((error as { code?: unknown } | null)?.code !== 'STORE_LOCKED') throw error;
  io.stderr(`secgate: ${(error as Error).message}\n`);
  return EXIT.invalidInput;
}
