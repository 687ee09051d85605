import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from './utf8-byte-length.js';

describe('utf8ByteLength', () => {
  it('counts 1 to 4 bytes per code point', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('hello')).toBe(5);
    expect(utf8ByteLength('é')).toBe(2); // U+00E9
    expect(utf8ByteLength('€')).toBe(3); // U+20AC
    expect(utf8ByteLength('日本')).toBe(6);
    expect(utf8ByteLength('😀')).toBe(4); // U+1F600, a surrogate pair in UTF-16
    expect(utf8ByteLength('a😀é')).toBe(7);
  });

  it('counts a lone surrogate as the 3-byte replacement character', () => {
    expect(utf8ByteLength('\ud800')).toBe(3);
    expect(utf8ByteLength('\udc00x')).toBe(4);
    expect(utf8ByteLength('\ud83d\ud83d\ude00')).toBe(7); // lone high, then a pair
  });
});
