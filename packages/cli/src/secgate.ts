import { readFile } from 'node:fs/promises';
import { EXIT, type CliIo } from './cli-io.js';
import { reportFailure } from './failures/report-failure.js';
import { runCli } from './run-cli.js';

const io: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFile(path, 'utf8'),
  stderrIsTerminal: process.stderr.isTTY === true,
  readStdin: async () => {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

// Started by the installed command (bin/secgate.js), which runs the CLI in a child node: it dies
// with that process, however that process ends, so that nothing it held (a port, the store's
// lock) outlives what its supervisor sees. The channel keeps nothing else alive.
// (process.send exists from the start for a process given an IPC channel; the channel itself is
// gone if the wrapper died first, and then so must this.)
if (process.send !== undefined) {
  const dieWithParent = () => process.kill(process.pid, 'SIGKILL');
  if (process.connected) {
    process.channel?.unref();
    process.once('disconnect', dieWithParent);
  } else dieWithParent();
}

// An error no command awaited (an event emitter's, a promise nobody held) would otherwise end the
// process with Node's stack: it gets the same sentence and exit code as any other failure.
const command = process.argv[2] ?? '';
const crash = (error: unknown) => process.exit(reportFailure(error, command, io, process.env));
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

const code = await runCli(process.argv.slice(2), io, process.env);
process.exitCode = code;
// A start that failed halfway may leave handles open (a store, a probe's timer): the sentence is
// printed, so the process must not linger. Exits at once when nothing is left, as usual.
if (code !== EXIT.ok) setTimeout(() => process.exit(code), 1_000).unref();
