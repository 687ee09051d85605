#!/usr/bin/env node
// The installed `secgate` command. It exists before the first build (npm links bins at install
// time, when dist/ may not exist yet) and hands over to the built CLI.
//
// `secgate serve` runs in a node started with the V8 flags of node-flags.js (the regular-expression
// tier-up off, the heap's growth bounded). They must be given when node starts: switched at run
// time (v8.setFlagsFromString) the first crashed about one process in a hundred with SIGSEGV,
// however early. A shebang cannot carry them everywhere (`env -S` is not in every env), so when
// this node lacks them, the server runs in a child node that has them, with the same arguments,
// standard streams and exit status; signals are passed on, and the child dies with this process
// if it is killed. Every other command (the calculators, admin, check) is short and checks no
// large text, so it runs here: a second node would double its start (about 150 ms).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from './node-flags.js';

const built = new URL('../dist/secgate.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('secgate: the CLI is not built yet; run `npm run build` first.\n');
  process.exit(2);
}

const missing = NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (process.argv[2] !== 'serve' || missing.length === 0) {
  await import(built.href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, ...missing, fileURLToPath(built), ...process.argv.slice(2)], {
    // The IPC channel is how the child learns that this process is gone, even by SIGKILL.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const passOn = (signal) => child.kill(signal);
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];
  for (const signal of forwarded) process.on(signal, passOn);
  child.on('error', (error) => {
    process.stderr.write(`secgate: could not start node: ${error.message}\n`);
    process.exit(2);
  });
  child.on('exit', (code, signal) => {
    for (const s of forwarded) process.off(s, passOn);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
