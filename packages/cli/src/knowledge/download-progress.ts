import type { DownloadProgress } from './download-attack-bundles.js';

/** `812 B`, `34 kB`, `45.1 MB`: enough to see a download move without a wall of digits. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.floor(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Whole percent received, when the size is known; never above 100. */
export function progressPercent(progress: DownloadProgress): number | undefined {
  if (progress.totalBytes === undefined || progress.totalBytes <= 0) return undefined;
  return Math.min(100, Math.floor((progress.receivedBytes / progress.totalBytes) * 100));
}

function amount(progress: DownloadProgress): string {
  const percent = progressPercent(progress);
  if (progress.done) return `${formatBytes(progress.receivedBytes)} done`;
  if (percent === undefined || progress.totalBytes === undefined) return formatBytes(progress.receivedBytes);
  return `${formatBytes(progress.receivedBytes)} of ${formatBytes(progress.totalBytes)} (${percent}%)`;
}

/**
 * The one line a terminal shows and rewrites in place: every download side by side, short enough
 * for 80 columns (a wrapped line could not be rewritten).
 */
export function terminalProgressLine(downloads: readonly DownloadProgress[]): string {
  const parts = downloads.map((progress) => {
    const percent = progress.done ? 'done' : progressPercent(progress);
    return `${progress.domain.replace(/-attack$/, '')} ${formatBytes(progress.receivedBytes)}${percent === undefined ? '' : ` ${percent}${progress.done ? '' : '%'}`}`;
  });
  return `ATT&CK download: ${parts.join(' | ')}`;
}

/**
 * For a log or a pipe: a line when a download starts, at each tenth of its size (when known) and
 * when it is done, instead of a line per chunk. `mark` is what was printed last for this download
 * (0 started, 1 to 9 tenths, 10 done); pass back the returned one with the next progress.
 */
export function plainProgressLine(progress: DownloadProgress, mark: number | undefined): { line?: string; mark: number } {
  const { domain } = progress;
  if (progress.done) return mark === 10 ? { mark } : { line: `${domain}: downloaded ${formatBytes(progress.receivedBytes)}`, mark: 10 };
  if (mark === undefined) {
    const size = progress.totalBytes === undefined ? 'size not announced' : formatBytes(progress.totalBytes);
    return { line: `${domain}: downloading (${size})`, mark: 0 };
  }
  const tenth = Math.min(9, Math.floor((progressPercent(progress) ?? 0) / 10));
  return tenth > mark ? { line: `${domain}: ${amount(progress)}`, mark: tenth } : { mark };
}
