import { type CliIo, EXIT, type ExitCode, UsageError } from '../cli-io.js';
import { runKnowledgeImport } from './knowledge-import.js';
import { runKnowledgeStatus } from './knowledge-status.js';
import { runKnowledgeUpdate } from './knowledge-update.js';
import { KNOWLEDGE_USAGE } from './knowledge-usage.js';

export { KNOWLEDGE_USAGE };

/** `secgate knowledge update|import|status|list ...`: manages the stored ATT&CK bundles. */
export async function runKnowledge(argv: readonly string[], io: CliIo, env: Record<string, string | undefined>): Promise<ExitCode> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    io.stdout(KNOWLEDGE_USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  const deps = { env, now: () => new Date() };
  if (command === 'update') return runKnowledgeUpdate(rest, io, deps);
  if (command === 'import') return runKnowledgeImport(rest, io, deps);
  if (command === 'status' || command === 'list') return runKnowledgeStatus(rest, io, env);
  throw new UsageError(`Unknown knowledge command '${command}'.`);
}
