import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import fsx from 'fs-native-extensions';

/** The lock file inside an embedded store's directory; left in place when released. */
export const LOCK_FILE = 'secgate.lock';

/** Who holds a store directory, as the holder wrote itself into the lock file. */
export interface StoreOwner {
  pid: number;
  /** The holder's command line, shortened: e.g. `secgate.js serve --db file:./.secgate/db`. */
  command: string;
  /** When the holding process started (ISO 8601). */
  startedAt: string;
  hostname: string;
}

/** Another live process (or another store in this one) has the directory: nothing was opened. */
export class StoreLockedError extends Error {
  /** Lets a caller that must not load this module (the CLI's light paths) recognise the error. */
  readonly code = 'STORE_LOCKED';

  constructor(
    readonly dir: string,
    readonly owner: StoreOwner | undefined,
  ) {
    super(lockedSentence(dir, owner));
    this.name = 'StoreLockedError';
  }
}

export interface StoreDirLock {
  /** Unlocks and closes the lock file (idempotent). */
  release(): void;
}

// Windows locks are mandatory, so the lock covers one byte far past the owner text, which the
// refused process can then still read. flock (macOS) locks the whole file whatever the range.
const LOCK_OFFSET = 2 ** 30;
const COMMAND_MAX = 160;

/**
 * Takes the operating system's lock on `<dir>/secgate.lock` (creating `dir` if missing) or throws
 * StoreLockedError naming the holder. The kernel drops the lock when its process dies, however it
 * dies, so a killed server's directory is free for the next start at once. The lock belongs to
 * one open file, so a second store on the same directory in the same process is refused too.
 */
export function lockStoreDir(dir: string): StoreDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = fsx.tryLock(fd, LOCK_OFFSET, 1);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new StoreLockedError(dir, readOwner(path));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(thisProcess())}\n`, 0);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        fsx.unlock(fd, LOCK_OFFSET, 1);
      } finally {
        closeSync(fd);
      }
    },
  };
}

function thisProcess(): StoreOwner {
  const [, script = '', ...args] = process.argv;
  const command = [basename(script), ...args].join(' ').trim();
  return {
    pid: process.pid,
    command: command.length > COMMAND_MAX ? `${command.slice(0, COMMAND_MAX - 3)}...` : command,
    startedAt: new Date(Math.floor((Date.now() - process.uptime() * 1000) / 1000) * 1000).toISOString(),
    hostname: hostname(),
  };
}

/** The holder's note; undefined in the instant between its lock and its write, or if unreadable. */
function readOwner(path: string): StoreOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<StoreOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.command !== 'string') return undefined;
    if (typeof owner.startedAt !== 'string' || typeof owner.hostname !== 'string') return undefined;
    return owner as StoreOwner;
  } catch {
    return undefined;
  }
}

function lockedSentence(dir: string, owner: StoreOwner | undefined): string {
  const advice = 'stop it first, or use PostgreSQL to run more than one process on one store';
  if (owner === undefined) return `The store directory ${dir} is in use by another process (see ${LOCK_FILE} there): ${advice}.`;
  const where = owner.hostname === hostname() ? '' : ` on ${owner.hostname}`;
  return `The store directory ${dir} is in use by process ${owner.pid}${where} ('${owner.command}', started ${owner.startedAt}): ${advice}.`;
}
