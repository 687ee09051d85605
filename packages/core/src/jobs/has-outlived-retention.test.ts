import { describe, expect, it } from 'vitest';
import { hasOutlivedRetention } from './has-outlived-retention.js';

const DAY = 86_400_000;
const ENDED = 1_000_000;

describe('hasOutlivedRetention', () => {
  it('is true only for an ended job, strictly after its retention', () => {
    expect(hasOutlivedRetention('succeeded', ENDED, ENDED + DAY + 1, DAY)).toBe(true);
    expect(hasOutlivedRetention('failed', ENDED, ENDED + DAY + 1, DAY)).toBe(true);
    expect(hasOutlivedRetention('succeeded', ENDED, ENDED + DAY, DAY)).toBe(false);
  });

  it('never lets a job that has not ended go, however old', () => {
    expect(hasOutlivedRetention('running', ENDED, ENDED + 100 * DAY, DAY)).toBe(false);
    expect(hasOutlivedRetention('queued', null, ENDED + 100 * DAY, DAY)).toBe(false);
    expect(hasOutlivedRetention('succeeded', null, ENDED + 100 * DAY, DAY)).toBe(false);
  });
});
