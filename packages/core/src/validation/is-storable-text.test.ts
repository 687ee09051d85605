import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText } from './is-storable-text.js';

describe('isStorableText', () => {
  it('takes any well-formed text without U+0000, astral characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isStorableText(text.replaceAll('\u0000', ''))).toBe(true);
      }),
    );
    expect(isStorableText('emoji \ud83d\ude00 and \u00e9')).toBe(true);
  });

  it('refuses U+0000 and a lone surrogate anywhere', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'), (before, after, bad) => {
        expect(isStorableText(`${before.replace(/[\ud800-\udfff]/g, '')}${bad}${after.replace(/[\ud800-\udfff]/g, '')}`)).toBe(false);
      }),
    );
  });
});
