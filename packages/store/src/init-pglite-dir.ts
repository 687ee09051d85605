import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** True once `dir` holds a PostgreSQL cluster (PGlite's own test for one). */
export function isPgliteDirInitialized(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Creates the PostgreSQL cluster in `dir` in a short-lived child process.
 *
 * PGlite runs initdb inside a second PGlite instance and copies the first one's WebAssembly heap
 * around it; in the process that opened the store, about 280 MB of that stays resident for the
 * life of the process (measured: 583 MB RSS after creating a directory, 300 MB after opening an
 * existing one). A child that exits hands all of it back, and the service then opens the
 * directory as it opens any existing one.
 */
export async function initPgliteDirApart(dir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `
    const module = await import(${JSON.stringify(pglite)});
    const PGlite = module.PGlite ?? module.default.PGlite;
    try {
      const db = await PGlite.create(${JSON.stringify(dir)});
      await db.close();
    } catch (error) {
      process.stderr.write('\\n${FAILED_MARK}' + JSON.stringify({ errno: error?.errno ?? null, code: error?.code ?? null }) + '\\n' + (error?.message || error?.name || String(error)) + '\\n');
      process.exit(1);
    }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !isPgliteDirInitialized(dir)) {
    const error = new Error(`Creating the embedded database in ${dir} failed (exit ${code}): ${childReport(stderr)}`);
    // The child's error code is lost with the child: carried over so that the CLI can tell a full
    // disk (the one failure an operator meets here) from the rest by its code.
    const childCode = childErrorCode(stderr);
    throw childCode === undefined ? error : Object.assign(error, { code: childCode, path: dir });
  }
}

/** The child's last words, without the line meant for childErrorCode. */
function childReport(stderr: string): string {
  const lines = stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith(FAILED_MARK));
  return lines.slice(-3).join(' ');
}

/** The line the child writes before it exits on an error. */
const FAILED_MARK = 'SECGATE_INITDB_FAILED ';

/**
 * Emscripten's file system (PGlite's NODEFS) throws ErrnoError with a WASI errno and no code:
 * 51 is ENOSPC there. Node's own errors (creating the directory) name their code.
 */
function childErrorCode(stderr: string): string | undefined {
  const line = stderr.split('\n').find((text) => text.startsWith(FAILED_MARK));
  if (line === undefined) return undefined;
  try {
    const { errno, code } = JSON.parse(line.slice(FAILED_MARK.length)) as { errno: unknown; code: unknown };
    if (typeof code === 'string') return code;
    return errno === WASI_ENOSPC ? 'ENOSPC' : undefined;
  } catch {
    return undefined;
  }
}
const WASI_ENOSPC = 51;
