import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startAttackMirror, type AttackMirror } from '../packages/http-adapter/src/knowledge/attack-mirror.test-support.js';
import { blockScript, killRunningSessions, runBlock, type PlannedCommand } from './docs/bash-block.js';
import { FIXTURES, postgresForDocs, type FixtureContext } from './docs/block-fixtures.js';
import { DOCUMENTED_COMMANDS, type DocumentedCommand, type FixtureName, type RunProof } from './docs/documented-commands.js';
import { allDocumentedCommands, byBlock, type DocumentedCommandSite } from './docs/extract-commands.js';
import { ciProofProblems, testProofProblems } from './docs/proofs.js';
import { makeSandbox, removeSandbox, sandboxEnv } from './docs/sandbox.js';
import { SUBSTITUTIONS, sessionVariables, substitute, type RunValues } from './docs/substitutions.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * Every command of a ```sh fence in README.md and docs/*.md is proven: listed in
 * test/docs/documented-commands.ts, and there run here for real, run by CI, or run by a named
 * test. A `run` block executes in a fresh sandbox with bash, its commands in order in one session.
 */
const REPO = resolve(fileURLToPath(new URL('../', import.meta.url)));
const TABLE = 'test/docs/documented-commands.ts';
const SITES = allDocumentedCommands(REPO);
const ENTRIES = new Map<string, DocumentedCommand>(DOCUMENTED_COMMANDS.map((entry) => [entry.command, entry]));
const where = (site: DocumentedCommandSite) => `${site.file}:${site.line}`;

describe('the coverage table of the documented commands', () => {
  it('lists every command of every ```sh fence', () => {
    const missing = SITES.filter((site) => !ENTRIES.has(site.command)).map(
      (site) => `${where(site)} documents \`${site.command}\`, which no test runs: add it to ${TABLE}`,
    );
    expect(missing).toEqual([]);
  });

  it('lists only commands the documentation still shows, each once', () => {
    const documented = new Set(SITES.map((site) => site.command));
    const stale = DOCUMENTED_COMMANDS.filter((entry) => !documented.has(entry.command)).map(
      (entry) => `${TABLE} lists \`${entry.command}\`, which no README.md or docs/*.md fence shows any more: remove it`,
    );
    const twice = DOCUMENTED_COMMANDS.filter((entry, i) => DOCUMENTED_COMMANDS.findIndex((other) => other.command === entry.command) !== i);
    expect([...stale, ...twice.map((entry) => `${TABLE} lists \`${entry.command}\` twice`)]).toEqual([]);
  });

  it('ci: .ci/run runs each part of the command', () => {
    const problems = DOCUMENTED_COMMANDS.flatMap((entry) =>
      entry.proof === 'ci' ? ciProofProblems(REPO, entry.command).map((p) => `\`${entry.command}\`: ${p}`) : [],
    );
    expect(problems).toEqual([]);
  });

  it('test: the named test files hold their markers', () => {
    const problems = DOCUMENTED_COMMANDS.flatMap((entry) =>
      entry.proof === 'test' ? testProofProblems(REPO, entry).map((p) => `\`${entry.command}\`: ${p}`) : [],
    );
    expect(problems).toEqual([]);
  });

  it('every substitution still applies to a command that runs', () => {
    const run = DOCUMENTED_COMMANDS.filter((entry) => entry.proof === 'run').map((entry) => entry.command);
    const unused = SUBSTITUTIONS.filter((s) => !run.some((command) => new RegExp(s.pattern.source).test(command))).map((s) => s.documented);
    expect(unused).toEqual([]);
  });
});

const runProof = (site: DocumentedCommandSite): RunProof | undefined => {
  const entry = ENTRIES.get(site.command);
  return entry?.proof === 'run' ? entry : undefined;
};
/** The blocks with commands to run; a block shown twice (knowledge.md and operations.md) runs once. */
const RUN_BLOCKS = [
  ...new Map(
    byBlock(SITES)
      .map((block) => block.filter((site) => runProof(site) !== undefined))
      .filter((block) => block.length > 0)
      .map((block) => [block.map((site) => site.command).join('\n'), block] as const),
  ).values(),
];
const alsoShownAt = (block: DocumentedCommandSite[]) =>
  byBlock(SITES)
    .filter((other) => other[0]!.block !== block[0]!.block && other.map((s) => s.command).join('\n') === block.map((s) => s.command).join('\n'))
    .map((other) => other[0]!.block);
const POSTGRES = await postgresForDocs();

describe.concurrent('the documented commands, run', () => {
  const webhookSecret = randomBytes(24).toString('hex');
  let demo: SecgateProcess;
  let demoToken = '';
  let mirror: AttackMirror;
  let unreachableOrigin = '';
  const timings: string[] = [];

  beforeAll(async () => {
    [demo, mirror, unreachableOrigin] = await Promise.all([
      startSecgate({ db: 'memory:', demo: true, env: { SECGATE_WEBHOOK_SECRET: webhookSecret } }),
      startAttackMirror(),
      closedPortUrl(),
    ]);
    // The banner goes to standard output right after the listening line on standard error.
    while (!demo.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
    demoToken = /Demo token \(shown once\): (sgp_\w+)/.exec(demo.stdout())?.[1] ?? '';
  }, 120_000);

  afterAll(async () => {
    killRunningSessions();
    await Promise.all([demo?.stop(), mirror?.close()]);
    if (timings.length > 0) process.stderr.write(`docs-commands: ${timings.join('; ')}\n`);
  });

  for (const block of RUN_BLOCKS) {
    const fixtures = [...new Set(block.flatMap((site) => runProof(site)?.fixtures ?? []))];
    const skipped = !POSTGRES && fixtures.some((name) => FIXTURES[name].postgres);
    const title = `${[block[0]!.block, ...alsoShownAt(block)].join(', ')}: ${block.map((site) => site.command).join(' ; ')}`.slice(0, 160);
    it.skipIf(skipped)(
      skipped ? `${title} (skipped: no PostgreSQL server or client tools)` : title,
      async () => {
        const started = performance.now();
        const values: RunValues = { repo: REPO, sandbox: makeSandbox(REPO), demoUrl: demo.url, demoToken, webhookSecret, unreachableOrigin };
        const context: FixtureContext = { sandbox: values.sandbox, values, state: {}, cleanups: [] };
        try {
          await runDocumentedBlock(block, fixtures, context, mirror.urls.ok);
        } finally {
          for (const cleanup of context.cleanups) await cleanup();
          removeSandbox(values.sandbox);
          timings.push(`${block[0]!.block} ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      },
      240_000,
    );
  }
});

async function runDocumentedBlock(block: DocumentedCommandSite[], fixtures: FixtureName[], context: FixtureContext, attackMirrorUrl: string): Promise<void> {
  for (const name of fixtures) await FIXTURES[name].setUp(context);
  const planned: PlannedCommand[] = block.map((site, index) => ({
    index,
    runs: substitute(site.command, context.values),
    exitCode: runProof(site)?.exitCode ?? 0,
    background: runProof(site)?.background ?? false,
  }));
  const env = sandboxEnv(
    attackMirrorUrl,
    sessionVariables(
      block.map((site) => site.command),
      context.values,
    ),
  );
  const outcome = await runBlock(blockScript(planned, { listenSeconds: 90 }), context.sandbox, env, 200_000);
  const problems = block.flatMap((site, index) => commandProblems(site, planned[index]!, outcome.commands.get(index)));
  expect(problems, outcome.output).toEqual([]);
  for (const name of fixtures) await FIXTURES[name].check?.(context);
}

function commandProblems(
  site: DocumentedCommandSite,
  planned: PlannedCommand,
  got: { output: string; exit?: string; modelsStatus?: string } | undefined,
): string[] {
  const proof = runProof(site)!;
  const said = `${where(site)} \`${site.command}\` (ran as \`${planned.runs}\`)`;
  if (got?.exit === undefined) return [`${said} did not run to its end:\n${got?.output ?? ''}`];
  const problems: string[] = [];
  if (got.exit !== String(planned.exitCode)) problems.push(`${said} exited with ${got.exit}, not ${planned.exitCode}:\n${got.output}`);
  if (proof.background && !['200', '401'].includes(got.modelsStatus ?? '')) problems.push(`${said}: GET /v1/models answered ${got.modelsStatus ?? 'nothing'}`);
  for (const wanted of proof.expect ?? []) {
    const found = typeof wanted === 'string' ? got.output.includes(wanted) : wanted.test(got.output);
    if (!found) problems.push(`${said}: the output lacks ${String(wanted)}:\n${got.output}`);
  }
  return problems;
}
