import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from './utf8-byte-length.js';

const encoder = new TextEncoder();
// Any sequence of UTF-16 code units, lone surrogates included.
const anyUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 64 }).map((units) => String.fromCharCode(...units));

describe('utf8ByteLength properties', () => {
  it('equals the length of the UTF-8 encoding of any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), anyUnits), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
      }),
    );
  });
});
