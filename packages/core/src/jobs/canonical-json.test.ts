import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys by code unit at every depth and writes no white space', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], A: 'x', é: true, Z: false })).toBe('{"A":"x","Z":false,"a":[{"c":null,"d":2}],"b":1,"é":true}');
    // Code-unit order puts an astral character (surrogate pair, 0xD83D...) before U+FF5E.
    expect(canonicalJson({ '\uff5e': 1, '😀': 2 })).toBe('{"😀":2,"～":1}');
  });

  it('drops undefined, function and symbol properties, and writes them as null in arrays', () => {
    expect(canonicalJson({ a: undefined, b: () => 1, c: Symbol('s'), d: 1 })).toBe('{"d":1}');
    expect(canonicalJson([undefined, () => 1, Symbol('s'), 1])).toBe('[null,null,null,1]');
  });

  it('writes numbers, strings and special values as JSON.stringify does', () => {
    for (const value of [0, -0, 1e21, 1.5e-7, 123.456, 'a"b\\c\n\u2028', '\ud800', true, null, [], {}]) {
      expect(canonicalJson(value)).toBe(JSON.stringify(value));
    }
  });

  it('honours toJSON and unwraps boxed primitives', () => {
    expect(canonicalJson({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
    expect(canonicalJson([Object(1), Object('s'), Object(false)])).toBe('[1,"s",false]');
  });

  it('refuses non-finite numbers, BigInts, cycles and values without a JSON form', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, { a: [Number.NEGATIVE_INFINITY] }, 1n, undefined, () => 1]) {
      expect(() => canonicalJson(value)).toThrow(TypeError);
    }
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/cyclic/);
  });

  it('accepts a value repeated without a cycle', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: [shared, shared] })).toBe('{"a":{"x":1},"b":[{"x":1},{"x":1}]}');
  });
});
