import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './parse-timestamp.js';

/**
 * The reading parseTimestamp had when it was written with a regular expression: the reference
 * the character-by-character reader must agree with on every string.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
function parseTimestampByRegex(text: string): number | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac, , oh, om] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const offsetMinutes = oh === undefined ? 0 : (text[text.length - 6] === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const millis = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : ([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number);
}

const digits = (n: number) => fc.string({ minLength: n, maxLength: n, unit: fc.constantFrom(...'0123456789') });

/** Two digits: mostly within `max`, sometimes just past it, sometimes anything. */
const twoDigits = (max: number) =>
  fc
    .oneof(
      { arbitrary: fc.integer({ min: 0, max }), weight: 6 },
      { arbitrary: fc.constantFrom(0, max, max + 1), weight: 2 },
      { arbitrary: fc.integer({ min: 0, max: 99 }), weight: 1 },
    )
    .map((n) => String(n).padStart(2, '0'));

/** Well-formed timestamps, with in-range and out-of-range parts. */
const shaped = fc
  .record({
    year: fc.oneof(digits(4), fc.constantFrom('2024', '2025', '2000', '1900', '1970', '0000', '0004', '0099', '0100', '9999')),
    month: twoDigits(12),
    day: fc.oneof(twoDigits(31), fc.constantFrom('28', '29', '30', '31')),
    hour: twoDigits(23),
    minute: twoDigits(59),
    seconds: fc.option(fc.tuple(twoDigits(59), fc.option(fc.string({ minLength: 0, maxLength: 11, unit: fc.constantFrom(...'0123456789') }))), {
      nil: undefined,
    }),
    offset: fc.oneof(
      fc.constant('Z'),
      fc.tuple(fc.constantFrom('+', '-'), twoDigits(23), twoDigits(59)).map(([s, h, m]) => `${s}${h}:${m}`),
    ),
  })
  .map(({ year, month, day, hour, minute, seconds, offset }) => {
    const secondsText = seconds === undefined ? '' : `:${seconds[0]}${seconds[1] === null ? '' : `.${seconds[1]}`}`;
    return `${year}-${month}-${day}T${hour}:${minute}${secondsText}${offset}`;
  });

/** A well-formed timestamp with one character inserted, removed or replaced. */
const mutated = fc
  .tuple(shaped, fc.nat(), fc.constantFrom('', '0', '9', '-', ':', '.', 'T', 'Z', '+', ' ', '\n', '٣', 'z', 't'), fc.constantFrom(0, 1))
  .map(([text, at, char, remove]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + char + text.slice(i + remove);
  });

describe('parseTimestamp agrees with the regular expression it replaced', () => {
  it('on well-formed, mutated and arbitrary strings', () => {
    const anyText = fc.oneof(shaped, mutated, fc.string({ maxLength: 30, unit: fc.constantFrom(...'0123456789-T:.Z+ ') }), fc.string());
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseTimestamp(text)).toBe(parseTimestampByRegex(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
