import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import type { AdminCommand, AdminDeps } from './admin-deps.js';
import { ADMIN_USAGE, GRANT_USAGE, PRINCIPAL_USAGE, TOKEN_USAGE } from './admin-usage.js';
import { grant } from './grant-command.js';
import { meter } from './meter-command.js';
import { principalCreate, principalRung, principalShow, principalSuspend } from './principal-commands.js';
import { principalClear, principalConsent, principalScope, principalTrust, principalVerify } from './principal-requirements.js';
import { principalLink, principalSignInLink } from './sign-in-commands.js';
import { tokenCreate, tokenRevoke } from './token-commands.js';

export type { AdminDeps } from './admin-deps.js';
export { ADMIN_USAGE } from './admin-usage.js';

const PRINCIPAL: Record<string, AdminCommand> = {
  create: principalCreate,
  show: principalShow,
  verify: principalVerify,
  consent: principalConsent,
  clear: principalClear,
  trust: principalTrust,
  scope: principalScope,
  rung: principalRung,
  suspend: principalSuspend,
  'sign-in-link': principalSignInLink,
  link: principalLink,
};
const TOKEN: Record<string, AdminCommand> = { create: tokenCreate, revoke: tokenRevoke };

const isHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

/**
 * `secgate admin ...` after the word `admin` (and after the caller has taken out its own options,
 * such as --db, and opened the store). Exit codes: 0 done, 1 refused, 2 usage.
 */
export async function runAdmin(argv: readonly string[], io: CliIo, deps: AdminDeps): Promise<ExitCode> {
  try {
    return await dispatch(argv, io, deps);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`secgate admin: ${(error as Error).message}\nRun 'secgate admin --help' for usage.\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

async function dispatch(argv: readonly string[], io: CliIo, deps: AdminDeps): Promise<ExitCode> {
  const [group, ...rest] = argv;
  if (group === undefined || group === 'help' || group === '--help' || group === '-h') {
    io.stdout(ADMIN_USAGE);
    return group === undefined ? EXIT.usage : EXIT.ok;
  }
  if (group === 'grant') {
    if (isHelp(rest)) return help(io, GRANT_USAGE);
    return grant(deps, rest, io);
  }
  if (group === 'meter') {
    if (isHelp(rest)) return help(io, GRANT_USAGE);
    return meter(deps, rest, io);
  }
  const table = group === 'principal' ? PRINCIPAL : group === 'token' ? TOKEN : undefined;
  if (!table) throw new UsageError(`Unknown admin command '${group}'.`);
  const [name, ...args] = rest;
  const usage = group === 'principal' ? PRINCIPAL_USAGE : TOKEN_USAGE;
  if (name === undefined) {
    io.stderr(usage);
    return EXIT.usage;
  }
  if (isHelp(rest)) return help(io, usage);
  const command = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!command) throw new UsageError(`Unknown command '${group} ${name}'; one of: ${Object.keys(table).join(', ')}.`);
  return command(deps, args, io);
}

function help(io: CliIo, text: string): ExitCode {
  io.stdout(text);
  return EXIT.ok;
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
