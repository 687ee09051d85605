import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAge } from './describe-age.js';

const NOW = Date.parse('2026-11-28T09:30:42Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('describeAge', () => {
  it('says "just now" within a minute either side', () => {
    for (const offset of [0, 1, -1, 59_999, -59_999]) expect(describeAge(NOW + offset, NOW)).toBe('just now');
  });

  it('words the past with "ago" and the future with "in", at every unit boundary', () => {
    const cases: [number, string][] = [
      [MINUTE, '1 minute'],
      [5 * MINUTE + 59 * SECOND, '5 minutes'],
      [HOUR - 1, '59 minutes'],
      [HOUR, '1 hour'],
      [3 * HOUR, '3 hours'],
      [DAY - 1, '23 hours'],
      [DAY, '1 day'],
      [2 * DAY, '2 days'],
      [60 * DAY - 1, '59 days'],
      [60 * DAY, '2 months'],
      [365 * DAY - 1, '12 months'],
      [365 * DAY, '1 year'],
      [3 * 365 * DAY, '3 years'],
    ];
    for (const [distance, words] of cases) {
      expect(describeAge(NOW - distance, NOW)).toBe(`${words} ago`);
      expect(describeAge(NOW + distance, NOW)).toBe(`in ${words}`);
    }
  });

  it('floors: never says more than has passed', () => {
    expect(describeAge(NOW - (2 * HOUR - 1), NOW)).toBe('1 hour ago');
    expect(describeAge(NOW + (4 * DAY + 23 * HOUR), NOW)).toBe('in 4 days');
  });
});

/** A description as a comparable distance: [unit rank, count]; "just now" is the smallest. */
function rankOf(words: string): [number, number] {
  if (words === 'just now') return [0, 0];
  const match = /^(?:in )?(\d+) (minute|hour|day|month|year)s?(?: ago)?$/.exec(words);
  if (!match) throw new Error(`unexpected wording: ${words}`);
  return [['minute', 'hour', 'day', 'month', 'year'].indexOf(match[2] ?? '') + 1, Number(match[1])];
}

const isAtMost = ([unitA, countA]: [number, number], [unitB, countB]: [number, number]) => unitA < unitB || (unitA === unitB && countA <= countB);

describe('describeAge properties', () => {
  const instant = fc.integer({ min: 0, max: Date.parse('2200-01-01') });

  it('says "ago" for any past instant and "in" for any future one, beyond a minute', () => {
    fc.assert(
      fc.property(instant, instant, (at, now) => {
        const words = describeAge(at, now);
        if (Math.abs(at - now) < MINUTE) expect(words).toBe('just now');
        else if (at < now) expect(words).toMatch(/^\d+ \w+ ago$/);
        else expect(words).toMatch(/^in \d+ \w+$/);
      }),
    );
  });

  it('is monotonic: a farther instant is never described as nearer', () => {
    fc.assert(
      fc.property(instant, fc.nat(400 * DAY), fc.nat(400 * DAY), fc.boolean(), (now, a, b, past) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const sign = past ? -1 : 1;
        expect(isAtMost(rankOf(describeAge(now + sign * near, now)), rankOf(describeAge(now + sign * far, now)))).toBe(true);
      }),
    );
  });

  it('depends on the distance alone: shifting both instants changes nothing', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: -1e12, max: 1e12 }), (at, now, shift) => {
        expect(describeAge(at + shift, now + shift)).toBe(describeAge(at, now));
      }),
    );
  });
});
