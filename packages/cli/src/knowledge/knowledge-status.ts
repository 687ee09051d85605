import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';

/**
 * `secgate knowledge status [--dir D] [--json]` (or `list`): loads what `secgate serve` would load
 * (SECGATE_ATTACK_BUNDLE, the stored bundles, the shipped ATT&CK snapshot, CWE) and prints each
 * source's version, detail (`full`, or `names` for the snapshot) and items, plus the stored files
 * that could not be used. Loading for real is slower than reading the
 * sidecars (about a second with Enterprise) but cannot disagree with what the server will do.
 */
export async function runKnowledgeStatus(args: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { dir: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  if (positionals.length > 0) throw new UsageError(`knowledge status takes no arguments, got '${positionals[0]}'.`);
  const { knowledgeDirFrom, loadKnowledgeCorpora } = await import('@secgate/http-adapter');
  const dir = knowledgeDirFrom(values.dir, env);
  let loaded: Awaited<ReturnType<typeof loadKnowledgeCorpora>>;
  try {
    loaded = await loadKnowledgeCorpora({ env, dir });
  } catch (error) {
    io.stderr(`secgate: ${(error as Error).message}\n`);
    return EXIT.invalidInput;
  }
  const sources = loaded.corpora.map(({ corpus, path }) => ({
    id: corpus.source.id,
    name: corpus.source.name,
    version: corpus.source.version,
    versionFrom: corpus.source.versionFrom,
    detail: corpus.source.detail,
    items: corpus.documents.length,
    from: path ?? 'cwe-sdk',
  }));
  if (values.json) {
    io.stdout(`${JSON.stringify({ dir, sources, skipped: loaded.skipped }, null, 2)}\n`);
    return EXIT.ok;
  }
  const width = (pick: (s: (typeof sources)[number]) => string) => Math.max(...sources.map((s) => pick(s).length));
  const idWidth = width((s) => s.id);
  const versionWidth = width((s) => s.version);
  const itemsWidth = width((s) => s.items.toLocaleString('en-US'));
  io.stdout(`Knowledge sources (stored bundles in ${dir}):\n`);
  for (const s of sources) {
    const items = s.items.toLocaleString('en-US').padStart(itemsWidth);
    io.stdout(`  ${s.id.padEnd(idWidth)}  ${s.version.padEnd(versionWidth)}  ${s.detail.padEnd(5)}  ${items} items  ${s.from}\n`);
  }
  for (const { path, message } of loaded.skipped) io.stdout(`  skipped ${path}: ${message}\n`);
  if (sources.some((s) => s.detail === 'names')) {
    io.stdout(
      'names: the shipped ATT&CK snapshot (ids, names, relations; no descriptions). For full descriptions run `secgate knowledge update` (online) or `secgate knowledge import <file>`.\n',
    );
  }
  return EXIT.ok;
}
