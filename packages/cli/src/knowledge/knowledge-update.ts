import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { describeStored } from './describe-stored.js';
import { progressReporter } from './progress-reporter.js';

export interface KnowledgeUpdateDeps {
  env: Record<string, string | undefined>;
  now: () => Date;
}

/**
 * `secgate knowledge update [--dir D]`: downloads the three bundles, and only when all three
 * arrived and parsed as their own domain replaces the stored ones (each by temp file and rename).
 * Offline, it says so in one sentence and leaves the stored bundles alone.
 */
export async function runKnowledgeUpdate(args: readonly string[], io: CliIo, deps: KnowledgeUpdateDeps): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { dir: { type: 'string' } } });
  if (positionals.length > 0) throw new UsageError(`knowledge update takes no arguments, got '${positionals[0]}'.`);
  const { knowledgeDirFrom } = await import('@secgate/http-adapter');
  const { DEFAULT_ATTACK_BASE_URL, downloadAttackBundles } = await import('./download-attack-bundles.js');
  const { storeAttackBundle } = await import('./store-attack-bundle.js');
  const dir = knowledgeDirFrom(values.dir, deps.env);
  const baseUrl = deps.env.SECGATE_ATTACK_BASE_URL?.trim() || DEFAULT_ATTACK_BASE_URL;
  io.stderr(`Downloading the Enterprise, ICS and Mobile ATT&CK bundles from ${baseUrl} ...\n`);

  const progress = progressReporter(io);
  const downloaded = await downloadAttackBundles({ baseUrl, onProgress: progress.onProgress });
  progress.end();
  if (!downloaded.ok) {
    const { kind, message } = downloaded.error;
    if (kind === 'offline') {
      io.stderr(
        `secgate: ${new URL(downloaded.error.url).host} cannot be reached (this machine looks offline), so the stored ATT&CK bundles were left unchanged.\n`,
      );
    } else {
      io.stderr(`secgate: knowledge update refused: ${message} The stored ATT&CK bundles were left unchanged.\n`);
    }
    return EXIT.invalidInput;
  }
  for (const bundle of downloaded.value) {
    const stored = await storeAttackBundle(dir, { text: bundle.text, corpus: bundle.corpus, from: bundle.url, storedAt: deps.now() });
    io.stdout(`${describeStored(bundle.corpus, stored.path)}\n`);
  }
  io.stdout('Restart `secgate serve` to serve them (with full descriptions, in place of the shipped names-only snapshot).\n');
  return EXIT.ok;
}
