import { parseArgs } from 'node:util';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { loadServiceConfig } from '../config/load-service-config.js';
import { dbUrlFrom, redactedDbUrl } from './db-url.js';

export const CHECK_USAGE = `secgate check [--db URL] [--config FILE] [--demo]

Checks what 'secgate serve' would start with, without serving and without changing anything: the
configuration, the store and its schema version, the knowledge data, and each origin (one call to
its model list). Prints one line per check; exits 0 only when every check passes, else 1.
--db, --config and --demo are read as by 'secgate serve'.
`;

/** One line of the report: what was checked, whether it passed, and what was found or what to do. */
interface CheckLine {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * `secgate check` (docs/operations.md#secgate-check), like `nginx -t`: each check runs even when
 * an earlier one failed, except the origins, which need a configuration to know them.
 */
export async function runCheck(args: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      config: { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(CHECK_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`check takes no arguments, got '${positionals[0]}'.`);

  const lines: CheckLine[] = [];
  const report = (line: CheckLine) => {
    lines.push(line);
    io.stdout(`${line.ok ? 'ok  ' : 'FAIL'}  ${line.name.padEnd(13)} ${line.detail}\n`);
  };
  const file = values.config ?? env.SECGATE_CONFIG;
  const loaded = loadServiceConfig({ file, env, demo: values.demo ?? false });
  report(
    loaded.ok
      ? { name: 'configuration', ok: true, detail: file ?? 'no file: the defaults' }
      : { name: 'configuration', ok: false, detail: loaded.error.message },
  );

  // Loaded only here, as serve does: the offline calculators never load the store or the HTTP stack.
  const [store, adapter] = await Promise.all([import('@secgate/store'), import('@secgate/http-adapter')]);
  const db = dbUrlFrom(values.db, env);
  report(await checkStore(db, store));

  try {
    const { report: knowledge } = await adapter.loadKnowledgeIndex({ env });
    const sources = knowledge.sources.map((source) => `${source.id} ${source.version}`).join(', ');
    report({ name: 'knowledge', ok: true, detail: `${knowledge.items} items (${sources}) in ${Math.round(knowledge.durationMs)} ms` });
    for (const skipped of knowledge.skipped) report({ name: 'knowledge', ok: false, detail: `${skipped.path} is skipped: ${skipped.message}` });
  } catch (error) {
    report({ name: 'knowledge', ok: false, detail: (error as Error).message });
  }

  if (loaded.ok) {
    const config = { ...loaded.value, probe: { ...loaded.value.probe, enabled: true } };
    const upstreams = adapter.createOpenAIUpstreams({ config, clock: store.systemClock, logger: adapter.silentLogger, env });
    try {
      await upstreams.ready();
      const origins = upstreams.originStates();
      if (origins.length === 0) report({ name: 'origins', ok: true, detail: 'none configured: completions answer route-not-configured' });
      for (const origin of origins) {
        const where = `${origin.baseURL === 'offline:' ? 'the built-in offline origin' : origin.baseURL} (${origin.modelIds.join(', ')})`;
        report({
          name: 'origin',
          ok: origin.up,
          detail: origin.up
            ? `${where} answers`
            : `${where} did not answer its model list within ${config.probe.timeoutMs} ms: is it running, and is its key set?`,
        });
      }
    } finally {
      await upstreams.close();
    }
  } else {
    report({ name: 'origins', ok: false, detail: 'not checked: the configuration must load first' });
  }

  const failed = lines.filter((line) => !line.ok).length;
  io.stdout(failed === 0 ? `All ${lines.length} checks passed.\n` : `${failed} of ${lines.length} checks failed.\n`);
  return failed === 0 ? EXIT.ok : EXIT.invalidInput;
}

/** The store's schema version against this binary's, read without migrating or creating anything. */
async function checkStore(url: string, store: Pick<typeof import('@secgate/store'), 'readSchemaVersion' | 'SCHEMA_VERSION'>): Promise<CheckLine> {
  const name = 'store';
  // Never print a password that the URL carries.
  const db = redactedDbUrl(url);
  const required = store.SCHEMA_VERSION;
  try {
    const version = await store.readSchemaVersion(url);
    if (version === null) return { name, ok: true, detail: `${db}: no store yet; the first start creates it` };
    if (version < required) {
      return {
        name,
        ok: false,
        detail: `${db}: schema version ${version}, this binary needs ${required}: run 'secgate migrate' (serve also migrates at start)`,
      };
    }
    return { name, ok: true, detail: `${db}: schema version ${version} (this binary needs ${required} or newer)` };
  } catch (error) {
    return { name, ok: false, detail: `${db}: ${(error as Error).message}` };
  }
}
