import type { DownloadProgress } from './download-attack-bundles.js';
import type { CliIo } from '../cli-io.js';
import { plainProgressLine, terminalProgressLine } from './download-progress.js';

/**
 * Shows download progress on standard error: on a terminal one line rewritten in place, otherwise
 * (a log, a pipe, a test) plain lines at the start, each tenth and the end of every download.
 */
export function progressReporter(io: CliIo): { onProgress: (progress: DownloadProgress) => void; end: () => void } {
  if (io.stderrIsTerminal) {
    const latest = new Map<string, DownloadProgress>();
    let shown = '';
    return {
      onProgress: (progress) => {
        latest.set(progress.domain, progress);
        const line = terminalProgressLine([...latest.values()].sort((a, b) => (a.domain < b.domain ? -1 : 1)));
        if (line === shown) return;
        shown = line;
        io.stderr(`\r${line}\x1b[K`);
      },
      end: () => {
        if (shown) io.stderr('\n');
      },
    };
  }
  const marks = new Map<string, number>();
  return {
    onProgress: (progress) => {
      const step = plainProgressLine(progress, marks.get(progress.domain));
      marks.set(progress.domain, step.mark);
      if (step.line) io.stderr(`${step.line}\n`);
    },
    end: () => undefined,
  };
}
