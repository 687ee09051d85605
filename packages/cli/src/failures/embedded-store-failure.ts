import { resolve } from 'node:path';
import { codeOf, fieldsOf } from './error-fields.js';

/**
 * The sentence for an error of the embedded store (PGlite) in the directory of `file:<dir>`, or
 * undefined when it is not one this module knows. Node says ENOSPC; PostgreSQL inside PGlite says
 * SQLSTATE 53100 (disk_full); creating a new directory carries the child's ENOSPC over.
 */
export function describeEmbeddedStoreFailure(error: unknown, dir: string): string | undefined {
  const code = codeOf(error);
  if (code === 'ENOSPC' || code === '53100') {
    return `The disk that holds the embedded store ${resolve(dir)} is full. Free space on it, or move the store to a disk with room (--db file:<dir> or SECGATE_DB), then run the command again.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    const path = typeof fieldsOf(error).path === 'string' ? String(fieldsOf(error).path) : resolve(dir);
    return `The embedded store ${resolve(dir)} cannot be written (${code} on ${path}). Give this user write access to the directory, or choose another one with --db file:<dir> (or SECGATE_DB).`;
  }
  return undefined;
}

/**
 * Another live process (or another store in this one) holds the directory. StoreLockedError's
 * message is already the sentence, naming the directory and the owner; recognised by its code so
 * that this module loads nothing of the store.
 */
export function describeLockedStore(error: unknown): string | undefined {
  return codeOf(error) === 'STORE_LOCKED' ? String(fieldsOf(error).message) : undefined;
}
