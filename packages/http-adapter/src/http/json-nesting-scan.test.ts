import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findExcessNesting } from './json-nesting-scan.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The deepest nesting of arrays and objects of a parsed JSON value. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('findExcessNesting', () => {
  it('finds the bracket that opens one level too many, skipping brackets inside strings', () => {
    expect(findExcessNesting(bytes('[[["]]]]]]\\"[[[["]]]'), 3)).toBeNull();
    expect(findExcessNesting(bytes('{"a":[[{}]]}'), 3)).toBe(7);
    expect(findExcessNesting(bytes('['.repeat(8_000_000)), 64)).toBe(64);
  });

  it('agrees with the parsed depth for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(findExcessNesting(bytes(text), max) === null).toBe(depthOf(value) <= max);
      }),
    );
  });
});
