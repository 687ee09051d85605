import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../../packages/cli/bin/node-flags.js';

/** The built CLI: end-to-end tests run the server exactly as users do. */
export const SECGATE_BIN = fileURLToPath(new URL('../../packages/cli/dist/secgate.js', import.meta.url));

export interface SecgateProcess {
  /** e.g. http://127.0.0.1:43117 */
  url: string;
  /** The operating system's id of the process (the benchmark reads its CPU time). */
  pid: number | undefined;
  /** Everything the process wrote to standard output (JSON log lines, the demo banner). */
  stdout(): string;
  stderr(): string;
  /** SIGKILL: no chance to clean up, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<number | null>;
  /** How the process ended (`code 1`, `signal SIGSEGV`), or null while it runs. */
  exited(): string | null;
}

export interface StartOptions {
  db: string;
  configFile?: string;
  demo?: boolean;
  env?: Record<string, string>;
  /** The address to listen on; 127.0.0.1 when absent (the url then names that address). */
  host?: string;
  /** The port to listen on; a free one when absent. */
  port?: number;
}

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', SECGATE_LOG_LEVEL: 'info', ...extra };
}

/** Starts `secgate serve` on a free loopback port and resolves once it listens. */
export async function startSecgate(options: StartOptions): Promise<SecgateProcess> {
  if (!existsSync(SECGATE_BIN)) throw new Error(`Build first (npm run build): ${SECGATE_BIN} is missing`);
  // SECGATE_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) goes to node before the script: profiling.
  // Node started as the installed command starts it (packages/cli/bin/secgate.js).
  const nodeArgs = [...NODE_FLAGS, ...(process.env.SECGATE_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const args = [...nodeArgs, SECGATE_BIN, 'serve', '--port', String(options.port ?? 0), '--host', options.host ?? '127.0.0.1', '--db', options.db];
  if (options.configFile) args.push('--config', options.configFile);
  if (options.demo) args.push('--demo');
  const child = spawn(process.execPath, args, { env: baseEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (err += text));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const found = /secgate listening on (http:\/\/\S+)/.exec(err);
      if (found?.[1]) {
        child.stderr.off('data', onData);
        resolve(found[1]);
      }
    };
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`secgate exited with ${code} before listening:\n${err}\n${out}`)));
  });
  return {
    url,
    pid: child.pid,
    stdout: () => out,
    stderr: () => err,
    kill: () => stopWith(child, 'SIGKILL').then(() => undefined),
    stop: () => stopWith(child, 'SIGTERM'),
    exited: () => (child.signalCode !== null ? `signal ${child.signalCode}` : child.exitCode !== null ? `code ${child.exitCode}` : null),
  };
}

function stopWith(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Runs one `secgate` command to completion (admin, migrate, ...). */
export function runSecgate(args: string[], env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [SECGATE_BIN, ...args], { env: baseEnv(env), encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * runSecgate without blocking this process: for a command that calls back into something the test
 * itself serves (the local upstream), which a synchronous run would leave unanswered.
 */
export function runSecgateAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SECGATE_BIN, ...args], { env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
