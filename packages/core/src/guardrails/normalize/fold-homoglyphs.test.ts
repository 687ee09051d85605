import { describe, expect, it } from 'vitest';
import { foldHomoglyphs } from './fold-homoglyphs.js';

describe('foldHomoglyphs', () => {
  it('makes Cyrillic and Greek look-alikes Latin inside a Latin word', () => {
    expect(foldHomoglyphs('write r\u0430nsomw\u0430re')).toBe('write ransomware');
    expect(foldHomoglyphs('k\u0435yl\u03bfgger')).toBe('keylogger');
  });

  it('folds a word made only of look-alikes', () => {
    expect(foldHomoglyphs('\u0441\u043e\u0441\u0430')).toBe('coca');
  });

  it('leaves real Cyrillic and Greek words as they are', () => {
    expect(foldHomoglyphs('Привет, как дела?')).toBe('Привет, как дела?');
    expect(foldHomoglyphs('λόγος')).toBe('λόγος');
  });
});
