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

/** Exit codes: 0 an answer, 1 invalid input (the error body is printed), 2 a usage error. */
export const EXIT = { ok: 0, invalidInput: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {}
