import { describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.js';
import { progressReporter } from './progress-reporter.js';

function capture(terminal: boolean) {
  let stderr = '';
  const io: CliIo = {
    stdout: () => undefined,
    stderr: (t) => void (stderr += t),
    readStdin: async () => undefined,
    readFile: async () => '',
    stderrIsTerminal: terminal,
  };
  return { io, stderr: () => stderr };
}

describe('progressReporter', () => {
  it('on a terminal rewrites one line in place and ends it once', () => {
    const { io, stderr } = capture(true);
    const reporter = progressReporter(io);
    reporter.onProgress({ domain: 'ics-attack', receivedBytes: 0, totalBytes: 2_000_000, done: false });
    reporter.onProgress({ domain: 'enterprise-attack', receivedBytes: 0, done: false });
    reporter.onProgress({ domain: 'enterprise-attack', receivedBytes: 0, done: false });
    reporter.onProgress({ domain: 'ics-attack', receivedBytes: 2_000_000, totalBytes: 2_000_000, done: true });
    reporter.end();
    expect(stderr()).toBe(
      '\rATT&CK download: ics 0 B 0%\x1b[K' +
        '\rATT&CK download: enterprise 0 B | ics 0 B 0%\x1b[K' +
        '\rATT&CK download: enterprise 0 B | ics 2.0 MB done\x1b[K\n',
    );
  });

  it('elsewhere prints plain lines', () => {
    const { io, stderr } = capture(false);
    const reporter = progressReporter(io);
    reporter.onProgress({ domain: 'ics-attack', receivedBytes: 0, totalBytes: 2_000_000, done: false });
    reporter.onProgress({ domain: 'ics-attack', receivedBytes: 2_000_000, totalBytes: 2_000_000, done: true });
    reporter.end();
    expect(stderr()).toBe('ics-attack: downloading (2.0 MB)\nics-attack: downloaded 2.0 MB\n');
  });
});
