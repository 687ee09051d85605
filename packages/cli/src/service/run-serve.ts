import { parseArgs } from 'node:util';
import { signInLinkUrl } from '@secgate/core';
import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import type { RunningServer } from '@secgate/http-adapter';
import { loadServiceConfig } from '../config/load-service-config.js';
import { ConfigError } from '../failures/config-error.js';
import { usingDatabase } from '../failures/database-failure.js';
import { dbUrlFrom } from './db-url.js';

export const SERVE_USAGE = `secgate serve [--port N] [--host H] [--db URL] [--config FILE] [--demo]

Runs the API. --db is memory:, file:<dir> (default file:./.secgate/db, or SECGATE_DB) or a
postgres:// URL; --config (or SECGATE_CONFIG) names the JSON configuration. --demo uses the
built-in offline origin (no model server needed), creates a demo principal and prints its token.
Port: --port, SECGATE_PORT or 8080. Host: --host, SECGATE_HOST or 127.0.0.1.
`;

/** `secgate serve`: runs until SIGINT or SIGTERM, then drains and closes. */
export async function runServe(args: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      config: { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(SERVE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`serve takes no arguments, got '${positionals[0]}'.`);
  const port = Number(values.port ?? env.SECGATE_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port must be 0 to 65535, got '${values.port}'.`);

  const loaded = loadServiceConfig({ file: values.config ?? env.SECGATE_CONFIG, env, demo: values.demo ?? false });
  if (!loaded.ok) throw new ConfigError(loaded.error.message);
  // Loaded only here, so the offline calculators never load the database or the HTTP stack.
  const { startServer } = await import('@secgate/http-adapter');
  const db = dbUrlFrom(values.db, env);
  // A failure to start (the store locked or unreachable, the port taken, a bundle unusable) is
  // reported by runCli's catch, with the database URL to name its host or directory.
  const server: RunningServer = await usingDatabase(db, () =>
    startServer({ port, host: values.host ?? env.SECGATE_HOST ?? '127.0.0.1', db, config: loaded.value, demo: values.demo, env }),
  );
  // The banner first: whoever waits for the 'listening' line finds the token already printed.
  if (server.demo) io.stdout(demoBanner(server.url, server.demo.token, signInLinkUrl(loaded.value.console.publicUrl ?? server.url, server.demo.signInSecret)));
  io.stderr(`secgate listening on ${server.url}\n`);

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  // Everything is closed; should a stray handle (an abandoned job's timer) remain, exit anyway.
  setTimeout(() => process.exit(EXIT.ok), 1_000).unref();
  return EXIT.ok;
}

function demoBanner(url: string, token: string, signInLink: string): string {
  return `
Demo mode: the built-in offline origin answers for shared-1..4 and red-1..3 (no model runs).
Demo token (shown once): ${token}
Console sign-in link (once, within 15 minutes): ${signInLink}

Try it:
  curl -s ${url}/v1/chat/completions \\
    -H "Authorization: Bearer ${token}" -H "content-type: application/json" \\
    -d '{"model":"shared-1","messages":[{"role":"user","content":"Review this: eval(input())"}]}'

  curl -s ${url}/v1/models -H "Authorization: Bearer ${token}"
`;
}
