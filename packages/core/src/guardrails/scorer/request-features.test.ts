import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureWindows, requestFeatures, requestWords } from './request-features.js';

describe('requestWords', () => {
  it('reads lower-cased words with their apostrophes, and no punctuation', () => {
    expect(requestWords("Don't DDoS them, OK? 2 times")).toEqual(["don't", 'ddos', 'them', 'ok', '2', 'times']);
  });
});

describe('requestFeatures', () => {
  it('has each word and each pair of neighbours once', () => {
    expect([...requestFeatures(['steal', 'the', 'steal', 'the'])].sort()).toEqual(['steal', 'steal the', 'the', 'the steal'].sort());
  });
});

describe('featureWindows', () => {
  it('reads a short text as one window', () => {
    expect(featureWindows(requestWords('write a phishing kit'), 10)).toHaveLength(1);
  });

  it('covers every word of a long text in windows of at most the size, overlapping by half', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('alpha', 'beta', 'gamma', 'delta'), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 2, max: 40 }),
        (words, size) => {
          const text = words.map((w, i) => `${w}${i}`).join(' ');
          const windows = featureWindows(requestWords(text), size);
          for (const window of windows) expect([...window].filter((f) => !f.includes(' ')).length).toBeLessThanOrEqual(size);
          const seen = new Set(windows.flatMap((w) => [...w]));
          words.forEach((w, i) => expect(seen.has(`${w}${i}`)).toBe(true));
          if (words.length > 1) expect(seen.has(`${words[0]}0 ${words[1]}1`)).toBe(true);
        },
      ),
    );
  });
});
