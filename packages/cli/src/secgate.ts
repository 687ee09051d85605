import { readFile } from 'node:fs/promises';
import type { CliIo } from './cli-io.js';
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

process.exitCode = await runCli(process.argv.slice(2), io, process.env);
