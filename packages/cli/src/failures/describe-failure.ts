import { dbKindOf, redactedDbUrl } from '../service/db-url.js';
import { describeAttackBundleFailure } from './attack-bundle-failure.js';
import { DatabaseFailure } from './database-failure.js';
import { describeEmbeddedStoreFailure, describeLockedStore } from './embedded-store-failure.js';
import { codeOf, messageOf } from './error-fields.js';
import { describeListenFailure } from './listen-failure.js';
import { describePostgresFailure } from './postgres-failure.js';

/**
 * The operator's one or two sentences for a command that failed: what failed, where, and what to
 * do. `command` is what the operator typed after `secgate` (e.g. `serve`). An error this module
 * does not know still gets one sentence, with the way to see its stack.
 */
export function describeFailure(error: unknown, command: string): string {
  const db = error instanceof DatabaseFailure ? error.db : undefined;
  const cause = error instanceof DatabaseFailure ? error.cause : error;
  return describeKnown(cause, db) ?? `secgate ${command || ''}`.trimEnd() + ` failed: ${messageOf(cause)}. Run again with SECGATE_DEBUG=1 for the stack.`;
}

function describeKnown(error: unknown, db: string | undefined): string | undefined {
  // Our own errors, whose message is already the sentence.
  const code = codeOf(error);
  if (code === 'CONFIG_INVALID') return messageOf(error) + '.';
  const known = describeLockedStore(error) ?? describeAttackBundleFailure(error) ?? describeListenFailure(error);
  if (known !== undefined || db === undefined) return known;

  const kind = dbKindOf(db);
  if (kind === undefined) {
    return `The database URL '${redactedDbUrl(db)}' is not supported. Use memory:, file:<dir> or postgres://USER:PASSWORD@HOST:PORT/DATABASE in --db (or SECGATE_DB).`;
  }
  if (kind.kind === 'file' && kind.dir === '') {
    return `The database URL '${db}' names no directory. Use file:<dir>, e.g. file:./.secgate/db, in --db (or SECGATE_DB).`;
  }
  if (kind.kind === 'file') return describeEmbeddedStoreFailure(error, kind.dir);
  if (kind.kind === 'postgres') return describePostgresFailure(error, db);
  return undefined;
}
