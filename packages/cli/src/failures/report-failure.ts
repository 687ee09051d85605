import { EXIT, type CliIo, type ExitCode } from '../cli-io.js';
import { describeFailure } from './describe-failure.js';

/**
 * Prints a failed command's sentence on standard error and answers exit code 1. Stacks are for
 * developers: only with SECGATE_DEBUG=1, after the sentence (and the stack of what it wrapped).
 */
export function reportFailure(error: unknown, command: string, io: Pick<CliIo, 'stderr'>, env: Record<string, string | undefined>): ExitCode {
  const sentence = describeFailure(error, command);
  io.stderr(`${sentence.startsWith('secgate') ? sentence : `secgate: ${sentence}`}\n`);
  if (env.SECGATE_DEBUG === '1') io.stderr(stacksOf(error));
  return EXIT.failed;
}

function stacksOf(error: unknown): string {
  const stacks: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    stacks.push(current instanceof Error ? (current.stack ?? String(current)) : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return stacks.map((stack, index) => (index === 0 ? stack : `Caused by: ${stack}`)).join('\n') + '\n';
}
