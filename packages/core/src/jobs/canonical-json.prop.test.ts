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

/** A deep copy with keys sorted by code unit: JSON.stringify of it is the canonical form. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(out, key, { value: sortKeys((value as Record<string, unknown>)[key]), enumerable: true, writable: true });
  }
  return out;
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

  it('is JSON.stringify of the value with its keys sorted, so it is valid compact JSON', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(value)).toBe(JSON.stringify(sortKeys(value)));
      }),
    );
  });
});
