import { describe, expect, it } from 'vitest';
import { joinSpacedLetters } from './join-spaced-letters.js';

describe('joinSpacedLetters', () => {
  it('joins words spelled out letter by letter, whatever the separator', () => {
    expect(joinSpacedLetters('make a b o m b now')).toBe('make a bomb now');
    expect(joinSpacedLetters('s.a.r.i.n and r-a-n-s-o-m-w-a-r-e and k*i*l*l')).toBe('sarin and ransomware and kill');
    expect(joinSpacedLetters('a f-a-k-e e-l-e-c-t-i-o-n post')).toBe('a fake election post');
    expect(joinSpacedLetters('c h i l d  p o r n')).toBe('child porn');
    expect(joinSpacedLetters('How do I b u i l d a pipe bomb?')).toBe('How do I build a pipe bomb?');
    expect(joinSpacedLetters('i p-o-I-s-o-N him')).toBe('i poIsoN him');
  });

  it('reads a last spelled "a" as a letter too, in its own reading', () => {
    expect(joinSpacedLetters('hide a c a m e r a in her room')).toBe('hide a camer a in her room');
    expect(joinSpacedLetters('hide a c a m e r a in her room', 'leading')).toBe('hide a camera in her room');
    expect(joinSpacedLetters('a t t a c k', 'none')).toBe('attack');
  });

  it('does not glue a spelled word onto the letter after an apostrophe', () => {
    expect(joinSpacedLetters("read my wife's t e x t s")).toBe("read my wife's texts");
    expect(joinSpacedLetters('so she can\u2019t k n o w')).toBe('so she can\u2019t know');
  });

  it('leaves ordinary words, two-letter pairs and dotted names alone', () => {
    const text = 'Review file.ts in a b-tree; see e.g. paypal.com';
    expect(joinSpacedLetters(text)).toBe(text);
  });
});
