/** What a command may touch: its streams. Passed in so commands are testable in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Reads all of standard input; undefined when standard input is a terminal. */
  readStdin: () => Promise<string | undefined>;
  readFile: (path: string) => Promise<string>;
  /** Standard error is a terminal: progress may rewrite its line in place. Absent means not. */
  stderrIsTerminal?: boolean;
}

/**
 * Exit codes, the same for every command: 0 an answer, 1 invalid input (the error body is printed)
 * or a failure (its sentence is printed, see failures/describe-failure.ts), 2 a usage error.
 */
export const EXIT = { ok: 0, invalidInput: 1, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {}
