import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';
import { DatabaseFailure } from './database-failure.js';
import { reportFailure } from './report-failure.js';

function capture() {
  const io = { err: '', stderr: (text: string) => void (io.err += text) };
  return io;
}

describe('reportFailure', () => {
  it('prints one line and answers exit code 1, without a stack', () => {
    const io = capture();
    expect(reportFailure(new DatabaseFailure('mysql://x', new Error('Unsupported')), 'migrate', io, {})).toBe(1);
    expect(io.err).toBe(
      "secgate: The database URL 'mysql://x' is not supported. Use memory:, file:<dir> or postgres://USER:PASSWORD@HOST:PORT/DATABASE in --db (or SECGATE_DB).\n",
    );
  });

  it('with SECGATE_DEBUG=1, prints the stack after the sentence, and the stack of what it wrapped', () => {
    const io = capture();
    reportFailure(new DatabaseFailure('file:/srv/db', new Error('inner trouble')), 'admin', io, { SECGATE_DEBUG: '1' });
    const [sentence, ...rest] = io.err.split('\n');
    expect(sentence).toBe('secgate admin failed: inner trouble. Run again with SECGATE_DEBUG=1 for the stack.');
    expect(rest.join('\n')).toMatch(/^DatabaseFailure: inner trouble\n\s+at [\s\S]*\nCaused by: Error: inner trouble\n\s+at /);
  });
});

describe('runCli', () => {
  it('answers a command that throws with its sentence and exit code 1', async () => {
    const io = {
      out: '',
      err: '',
      stdout: (t: string) => void (io.out += t),
      stderr: (t: string) => void (io.err += t),
      readStdin: async () => undefined,
      readFile: async () => '',
    };
    expect(await runCli(['migrate', '--db', 'mysql://u:pw@h/d'], io, {})).toBe(1);
    expect(io.err).toMatch(/^secgate: The database URL 'mysql:\/\/u:\*\*\*@h\/d' is not supported\./);
  });
});
