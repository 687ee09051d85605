import { type CliIo, UsageError } from './cli-io.js';

/** Reads the JSON text a calculator command works on: a file path, or `-`/nothing for standard input. */
export async function readInputText(io: CliIo, source: string | undefined): Promise<string> {
  if (source === undefined || source === '-') {
    const text = await io.readStdin();
    if (text === undefined) throw new UsageError('No input: give a FILE, or pipe JSON into standard input.');
    return text;
  }
  try {
    return await io.readFile(source);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    throw new UsageError(`Cannot read '${source}'${code ? ` (${code})` : ''}.`);
  }
}

/** A file an import stores, or undefined once it has said (on stderr) why it cannot be read: then nothing is stored. */
export async function readFileOrExplain(io: CliIo, file: string): Promise<string | undefined> {
  try {
    return await io.readFile(file);
  } catch (error) {
    io.stderr(`secgate: ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); nothing was stored.\n`);
    return undefined;
  }
}
