import { spawn } from 'node:child_process';

/*
 * One ```sh fence runs as one bash session, its commands in order, so a variable one command sets
 * (`P=$(...)`) reaches the next. After each command the session checks its exit code against the
 * declared one and stops at the first mismatch, as `set -e` would, but printing which command it
 * was. A long-running command (`secgate serve`) starts in the background; the session waits for
 * its listening line, asks it `GET /v1/models`, stops it with SIGTERM and takes the exit code of
 * that stop as the command's.
 */

export interface PlannedCommand {
  /** The command's position in its block. */
  index: number;
  /** The command as it runs (after the substitutions). */
  runs: string;
  exitCode: number;
  background: boolean;
}

export interface CommandOutcome {
  /** Standard output and error, interleaved. */
  output: string;
  /** The exit code, `timeout`, or undefined when the session stopped before the command ran. */
  exit?: string;
  /** The status `GET /v1/models` answered a background command with. */
  modelsStatus?: string;
}

export interface BlockOutcome {
  /** The session's exit code: 0, or 90 when a command's exit code was not the declared one. */
  code: number | null;
  output: string;
  commands: Map<number, CommandOutcome>;
}

const MARK = '@@docs';

/** Waits for `secgate listening on URL` in the log, asks GET /v1/models, stops it (sets __rc). */
const BACKGROUND_HELPER = (waitSeconds: number) => `
__docs_background() {
  local i=$1 pid=$2 log=$3 url='' waited=0
  until url=$(sed -n 's/^secgate listening on \\(http:[^ ]*\\).*$/\\1/p' "$log" | head -n 1); [ -n "$url" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then wait "$pid"; __rc=$?; cat "$log"; return; fi
    if [ "$waited" -ge ${waitSeconds * 10} ]; then kill -KILL "$pid"; wait "$pid"; __rc=timeout; cat "$log"; return; fi
    sleep 0.1; waited=$((waited + 1))
  done
  printf '${MARK} %d models %s\\n' "$i" "$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "\${url/0.0.0.0/127.0.0.1}/v1/models")"
  kill -TERM "$pid"; wait "$pid"; __rc=$?
  cat "$log"
}
`;

/** The bash script for a block; it runs in the sandbox and writes background logs under .docs-logs/. */
export function blockScript(commands: readonly PlannedCommand[], options: { listenSeconds: number }): string {
  const lines = ['exec 2>&1', 'set -o pipefail', 'mkdir -p .docs-logs', BACKGROUND_HELPER(options.listenSeconds)];
  for (const command of commands) {
    const i = command.index;
    lines.push(`printf '\\n${MARK} %d start\\n' ${i}`);
    if (command.background) {
      lines.push(`${command.runs} > .docs-logs/${i}.log 2>&1 &`, `__docs_background ${i} $! .docs-logs/${i}.log`);
    } else {
      lines.push(command.runs, '__rc=$?');
    }
    lines.push(`printf '\\n${MARK} %d exit %s\\n' ${i} "$__rc"`, `[ "$__rc" = ${command.exitCode} ] || exit 90`);
  }
  return `${lines.join('\n')}\n`;
}

/** Process groups of sessions still running, so a failed or timed-out test leaves nothing behind. */
const running = new Set<number>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  running.delete(pid);
}

export function killRunningSessions(): void {
  for (const pid of running) killGroup(pid);
}

/** Runs the script with bash in its own process group; on timeout the whole group is killed. */
export function runBlock(script: string, cwd: string, env: Record<string, string>, timeoutMs: number): Promise<BlockOutcome> {
  const child = spawn('bash', ['-c', script], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) running.add(child.pid);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid !== undefined) killGroup(child.pid);
      reject(new Error(`the block did not finish within ${timeoutMs} ms; its output so far:\n${output}`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      resolve({ code, output, commands: parseOutcomes(output) });
    });
  });
}

/** Splits the session's output at the markers into each command's output and exit code. */
export function parseOutcomes(output: string): Map<number, CommandOutcome> {
  const outcomes = new Map<number, CommandOutcome>();
  let current: CommandOutcome | undefined;
  for (const line of output.split('\n')) {
    const mark = new RegExp(`^${MARK} (\\d+) (start|models|exit) ?(.*)$`).exec(line);
    if (!mark) {
      if (current && current.exit === undefined) current.output += `${line}\n`;
      continue;
    }
    const [, index, kind, value] = mark;
    if (kind === 'start') outcomes.set(Number(index), (current = { output: '' }));
    else if (current && kind === 'models') current.modelsStatus = value;
    else if (current && kind === 'exit') current.exit = value;
  }
  for (const outcome of outcomes.values()) outcome.output = outcome.output.trim();
  return outcomes;
}
