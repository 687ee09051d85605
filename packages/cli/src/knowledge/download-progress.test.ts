import { describe, expect, it } from 'vitest';
import { formatBytes, plainProgressLine, progressPercent, terminalProgressLine } from './download-progress.js';

const at = (receivedBytes: number, totalBytes?: number, done = false) => ({
  domain: 'enterprise-attack',
  receivedBytes,
  ...(totalBytes === undefined ? {} : { totalBytes }),
  done,
});

describe('download progress', () => {
  it('formats sizes and whole percents', () => {
    expect([0, 999, 1000, 34_567, 999_999, 1_000_000, 45_126_961].map(formatBytes)).toEqual(['0 B', '999 B', '1 kB', '34 kB', '999 kB', '1.0 MB', '45.1 MB']);
    expect(progressPercent(at(12_000_000, 45_000_000))).toBe(26);
    expect(progressPercent(at(50, 40))).toBe(100);
    expect(progressPercent(at(5))).toBeUndefined();
  });

  it('puts every download on one terminal line', () => {
    expect(
      terminalProgressLine([
        at(12_300_000, 45_100_000),
        { domain: 'ics-attack', receivedBytes: 3_491_940, totalBytes: 3_491_940, done: true },
        { domain: 'mobile-attack', receivedBytes: 812, done: false },
      ]),
    ).toBe('ATT&CK download: enterprise 12.3 MB 27% | ics 3.5 MB done | mobile 812 B');
  });

  it('prints plain lines at the start, at each tenth and at the end only', () => {
    const lines: string[] = [];
    let mark: number | undefined;
    for (const progress of [
      at(0, 1_000_000),
      at(50_000, 1_000_000),
      at(120_000, 1_000_000),
      at(150_000, 1_000_000),
      at(550_000, 1_000_000),
      at(1_000_000, 1_000_000),
      at(1_000_000, 1_000_000, true),
    ]) {
      const step = plainProgressLine(progress, mark);
      mark = step.mark;
      if (step.line) lines.push(step.line);
    }
    expect(lines).toEqual([
      'enterprise-attack: downloading (1.0 MB)',
      'enterprise-attack: 120 kB of 1.0 MB (12%)',
      'enterprise-attack: 550 kB of 1.0 MB (55%)',
      'enterprise-attack: 1.0 MB of 1.0 MB (100%)',
      'enterprise-attack: downloaded 1.0 MB',
    ]);
  });

  it('without a size, says so and prints only the start and the end', () => {
    const start = plainProgressLine(at(0), undefined);
    expect(start).toEqual({ line: 'enterprise-attack: downloading (size not announced)', mark: 0 });
    expect(plainProgressLine(at(5_000_000), 0)).toEqual({ mark: 0 });
    expect(plainProgressLine(at(5_000_000, undefined, true), 0)).toEqual({ line: 'enterprise-attack: downloaded 5.0 MB', mark: 10 });
  });
});
