import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

/** The same value with the keys of every object in another order, driven by `seeds`. */
function reorderKeys(value: unknown, seeds: readonly number[], depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => reorderKeys(item, seeds, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = (seeds[(i + depth) % Math.max(seeds.length, 1)] ?? i) % (i + 1);
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    Object.defineProperty(out, key, {
      value: reorderKeys((value as Record<string, unknown>)[key], seeds, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * The canonical form written out by hand: JSON.stringify's text of every primitive and key, and
 * each object's members sorted by code unit. Not JSON.stringify of a sorted copy: a JS object puts
 * integer-like keys ("0") first whatever their insertion order, so that copy is not sorted.
 */
function sortedStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedStringify).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${sortedStringify(record[key])}`)
    .join(',')}}`;
}

/** JSON has no -0: it reads back as 0. */
const withoutNegativeZero = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const json = fc.jsonValue({ stringUnit: 'binary' });

describe('canonicalJson (properties)', () => {
  it('is invariant under key reordering', () => {
    fc.assert(
      fc.property(json, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (value, seeds) => {
        expect(canonicalJson(reorderKeys(value, seeds))).toBe(canonicalJson(value));
      }),
    );
  });

  it('reads back as the same JSON value', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(withoutNegativeZero(value));
      }),
    );
  });

  it("is compact JSON with every object's keys sorted by code unit, integer-like keys included", () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(value)).toBe(sortedStringify(value));
      }),
    );
    expect(canonicalJson({ '0': '', '': false })).toBe('{"":false,"0":""}');
  });
});
