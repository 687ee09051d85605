import { parseArgs } from 'node:util';
import { CALCULATORS, isCalculatorName } from '@secgate/calculators';
import { type CliIo, EXIT, type ExitCode, UsageError } from './cli-io.js';
import { reportFailure } from './failures/report-failure.js';
import { runCalculator } from './run-calculator.js';
import { EXAMPLE_USAGE, MAIN_USAGE, calculatorUsage } from './usage.js';

export const VERSION = '0.1.0';

/**
 * The whole command line: parses argv (without node and the script) and returns the exit code.
 * The one place every command's failure ends: a usage error is 2, anything else is the operator's
 * sentence and 1 (reportFailure), so no command can print a stack by forgetting to catch.
 */
export async function runCli(argv: readonly string[], io: CliIo, env: Record<string, string | undefined> = {}): Promise<ExitCode> {
  try {
    return await dispatch(argv, io, env);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`secgate: ${(error as Error).message}\nRun 'secgate --help' for usage.\n`);
      return EXIT.usage;
    }
    return reportFailure(error, argv[0] ?? '', io, env);
  }
}

async function dispatch(argv: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(MAIN_USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  if (command === '--version' || command === '-v') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (isCalculatorName(command)) {
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: { pretty: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
      io.stdout(calculatorUsage(command));
      return EXIT.ok;
    }
    if (positionals.length > 1) throw new UsageError(`${command} takes one FILE, got ${positionals.length}.`);
    return runCalculator(io, command, positionals[0], values.pretty);
  }
  if (command === 'example') return printExample(rest, io);
  // The service commands are loaded only when named: they reach @secgate/http-adapter (the
  // database, the HTTP stack, the model client), which the offline calculators never need.
  if (command === 'serve') return (await import('./service/run-serve.js')).runServe(rest, io, env);
  if (command === 'migrate') return (await import('./service/run-migrate.js')).runMigrate(rest, io, env);
  if (command === 'check') return (await import('./service/run-check.js')).runCheck(rest, io, env);
  if (command === 'admin') return (await import('./service/run-admin-command.js')).runAdminCommand(rest, io, env);
  if (command === 'knowledge') return (await import('./knowledge/run-knowledge.js')).runKnowledge(rest, io, env);
  if (command === 'vm') return (await import('./vm/run-vm.js')).runVm(rest, io, env);
  throw new UsageError(`Unknown command '${command}'.`);
}

function printExample(args: readonly string[], io: CliIo): ExitCode {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    io.stdout(EXAMPLE_USAGE);
    return EXIT.ok;
  }
  const [name, ...extra] = positionals;
  if (name === undefined || !isCalculatorName(name) || extra.length > 0) {
    throw new UsageError(`example takes one of: ${Object.keys(CALCULATORS).join(', ')}.`);
  }
  io.stdout(`${JSON.stringify(CALCULATORS[name].example, null, 2)}\n`);
  return EXIT.ok;
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
