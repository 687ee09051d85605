import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../cli-io.js';
import { runCli } from '../run-cli.js';

/** Runs the whole command line in-process, as `secgate ...` would, and keeps what it printed. */
export async function secgate(argv: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => undefined,
    readFile: (path) => readFile(path, 'utf8'),
  };
  const code = await runCli(argv, io, env);
  return { code, stdout, stderr };
}

/** A knowledge directory that does not exist yet, in a fresh temporary folder outside the repository. */
export const freshKnowledgeDir = () => join(mkdtempSync(join(tmpdir(), 'secgate-cli-knowledge-')), 'knowledge');

/** Every file of a directory with its content, to show that a refused command changed nothing. */
export const directoryContents = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
