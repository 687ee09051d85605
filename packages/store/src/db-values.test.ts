import { describe, expect, it } from 'vitest';
import { fromJson, isoOrNull, toInt, toIntOrNull, toJsonOrNull } from './db-values.js';

describe('toInt: every BIGINT form the drivers return', () => {
  it('reads numbers, strings (pg, NUMERIC) and bigints (PGlite past 2^53 would be refused)', () => {
    expect(toInt(42)).toBe(42);
    expect(toInt('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toInt(-5n)).toBe(-5);
    expect(toInt('0')).toBe(0);
  });

  it('refuses what is not a safe integer rather than rounding money', () => {
    expect(() => toInt('9007199254740993', 'lots.granted')).toThrow(/lots.granted/);
    expect(() => toInt(2n ** 60n)).toThrow();
    expect(() => toInt('1.5')).toThrow();
    expect(() => toInt('abc')).toThrow();
    expect(() => toInt(null)).toThrow(/null/);
  });

  it('keeps NULL as null where a column may be empty', () => {
    expect(toIntOrNull(null)).toBeNull();
    expect(toIntOrNull('7')).toBe(7);
  });
});

describe('other column values', () => {
  it('epoch ms become ISO 8601 UTC strings', () => {
    expect(isoOrNull(Date.UTC(2025, 0, 15))).toBe('2025-01-15T00:00:00.000Z');
    expect(isoOrNull('1736899200000')).toBe('2025-01-15T00:00:00.000Z');
    expect(isoOrNull(null)).toBeNull();
  });

  it('JSON columns: TEXT is parsed, already-parsed json passes through, absent is NULL', () => {
    expect(fromJson<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    expect(fromJson<number[]>([1, 2])).toEqual([1, 2]);
    expect(toJsonOrNull(undefined)).toBeNull();
    expect(toJsonOrNull({ b: 2 })).toBe('{"b":2}');
  });
});
