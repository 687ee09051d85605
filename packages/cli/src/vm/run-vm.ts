import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { readFileOrExplain } from '../read-input.js';
import { openCommandStore } from '../service/store-locked.js';

export const VM_USAGE = `secgate vm import-feed FILE [--db URL]

Imports a vulnerability feed into the VM ledger's store and scores again the open findings on the
CVEs it names (docs/vm.md#feeds). The kind is read from the content, not the file name:
  NVD CVE API 2.0 JSON        ("format": "NVD_CVE"): each CVE's primary CVSS vector and vulnerable CPEs
  CISA KEV catalog JSON       ("catalogVersion"): the known exploited CVEs
  FIRST EPSS CSV              (#model_version:...,score_date:...): each CVE's exploitation probability
Rows that cannot be used are listed and skipped; the rest is stored in one transaction, all or
nothing. --db is memory:, file:<dir> (default file:./.secgate/db, or SECGATE_DB) or a postgres:// URL.
`;

/** Rejected rows printed one by one before the rest are only counted. */
const REJECTS_SHOWN = 20;

/** `secgate vm import-feed FILE [--db URL]`. */
export async function runVm(args: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.stdout(VM_USAGE);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  if (sub !== 'import-feed') throw new UsageError(`Unknown vm command '${sub}': use import-feed.`);
  const { values, positionals } = parseArgs({
    args: [...rest],
    allowPositionals: true,
    options: { db: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    io.stdout(VM_USAGE);
    return EXIT.ok;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) throw new UsageError('vm import-feed needs the FILE of a feed.');
  if (extra.length > 0) throw new UsageError(`vm import-feed takes one FILE, got ${positionals.length}.`);

  const text = await readFileOrExplain(io, file);
  if (text === undefined) return EXIT.invalidInput;
  const { readFeed } = await import('@secgate/core');
  const read = readFeed(text);
  if ('error' in read) {
    io.stderr(`secgate: ${file}: ${read.error} Nothing was stored.\n`);
    return EXIT.invalidInput;
  }
  for (const row of read.rejected.slice(0, REJECTS_SHOWN)) io.stderr(`secgate: ${file}: skipped ${row.at}: ${row.reason}\n`);
  if (read.rejected.length > REJECTS_SHOWN) io.stderr(`secgate: ${file}: and ${read.rejected.length - REJECTS_SHOWN} more rows skipped\n`);

  const opened = await openCommandStore(values.db, env, io);
  if ('exit' in opened) return opened.exit;
  const { store } = opened;
  try {
    const done = await store.importFeed(read, `imp_${randomUUID()}`, Date.now());
    io.stdout(
      `Imported ${KIND_NAMES[done.kind]} of ${new Date(done.publishedAt).toISOString()}: ${done.records} rows stored, ${done.rejected} skipped, ` +
        `${done.rescored} open findings scored again.\n`,
    );
    return EXIT.ok;
  } finally {
    await store.close();
  }
}

const KIND_NAMES = { nvd: 'the NVD CVE feed', kev: 'the CISA KEV catalog', epss: 'the FIRST EPSS scores' } as const;
