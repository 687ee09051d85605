import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { readFileOrExplain } from '../read-input.js';
import { describeStored } from './describe-stored.js';

export interface KnowledgeImportDeps {
  env: Record<string, string | undefined>;
  now: () => Date;
}

/**
 * `secgate knowledge import <file> [--dir D] [--version V]`: checks that the file is an ATT&CK
 * bundle before storing it under its domain, replacing the stored one of that domain. A STIX 2.0
 * bundle carries no release number: `--version`, else a version in the file name
 * (`enterprise-attack-18.1.json`), is recorded beside it.
 */
export async function runKnowledgeImport(args: readonly string[], io: CliIo, deps: KnowledgeImportDeps): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { dir: { type: 'string' }, version: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (file === undefined) throw new UsageError('knowledge import needs the FILE of an ATT&CK bundle.');
  if (extra.length > 0) throw new UsageError(`knowledge import takes one FILE, got ${positionals.length}.`);
  if (values.version !== undefined && !/^\S{1,40}$/.test(values.version)) throw new UsageError('--version must be a short word such as 18.1.');
  const { knowledgeDirFrom, parseAttackBundleText, versionFromFileName } = await import('@secgate/http-adapter');
  const { storeAttackBundle } = await import('./store-attack-bundle.js');

  const text = await readFileOrExplain(io, file);
  if (text === undefined) return EXIT.invalidInput;
  const version = values.version ?? versionFromFileName(file);
  const parsed = parseAttackBundleText(text, version);
  if (!parsed.ok) {
    io.stderr(`secgate: ${file} is not a usable ATT&CK bundle: ${parsed.error.message} Nothing was stored.\n`);
    return EXIT.invalidInput;
  }
  const stored = await storeAttackBundle(knowledgeDirFrom(values.dir, deps.env), {
    text,
    corpus: parsed.value,
    from: file,
    ...(version ? { version } : {}),
    storedAt: deps.now(),
  });
  io.stdout(`${describeStored(parsed.value, stored.path)}\nRestart \`secgate serve\` to serve it.\n`);
  return EXIT.ok;
}
