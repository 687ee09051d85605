import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HARM_SCORER } from './default-harm-scorer.js';
import { scoreHarm, type HarmScorer } from './harm-scorer.js';

// Two classes besides allowed; "flood" leans to denial of service, "login" to phishing, "sigma" to allowed.
const SCORER: HarmScorer = {
  version: 'test',
  classes: ['allowed', 'credential-phishing', 'denial-of-service'],
  threshold: 0.5,
  windowWords: 4,
  minWords: 1,
  bias: [1, 0, 0],
  features: ['flood', 'login', 'sigma'],
  weights: [0, 0, 3, 0, 3, 0, 3, 0, 0],
};

describe('scoreHarm', () => {
  it('reads a text with no known feature by the biases alone', () => {
    const score = scoreHarm('nothing known here', SCORER);
    expect(score.probability).toBeCloseTo(1 - Math.E / (Math.E + 2), 10);
  });

  it('names the most likely harm', () => {
    expect(scoreHarm('flood it', SCORER).category).toBe('denial-of-service');
    expect(scoreHarm('a login page', SCORER).category).toBe('credential-phishing');
  });

  it('reads a long text by its most harmful window, so allowed words far away do not hide an ask', () => {
    const near = scoreHarm('sigma flood', SCORER).probability;
    const far = scoreHarm('sigma one two three four five six seven flood', SCORER).probability;
    expect(far).toBeGreaterThan(near);
    expect(far).toBeCloseTo(scoreHarm('six seven flood', SCORER).probability, 10);
  });
});

describe('scoreHarm with the default scorer (properties)', () => {
  it('reads any text as a probability and a category it was trained on, the same each time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const score = scoreHarm(text, DEFAULT_HARM_SCORER);
        expect(score.probability).toBeGreaterThanOrEqual(0);
        expect(score.probability).toBeLessThanOrEqual(1);
        expect(DEFAULT_HARM_SCORER.classes.slice(1)).toContain(score.category);
        expect(scoreHarm(text, DEFAULT_HARM_SCORER)).toEqual(score);
      }),
    );
  });
});

describe('the default scorer needs evidence', () => {
  it('never reads a text made only of words it does not know as harm', () => {
    const unknown = fc.stringMatching(/^zq[a-z]{3,8}$/).filter((w) => !DEFAULT_HARM_SCORER.features.includes(w));
    fc.assert(
      fc.property(fc.array(unknown, { maxLength: 40 }), (words) => {
        expect(scoreHarm(words.join(' '), DEFAULT_HARM_SCORER).probability).toBeLessThan(DEFAULT_HARM_SCORER.threshold);
      }),
    );
  });
});

describe('scoreHarm on short texts', () => {
  it('leaves a text under minWords words unread, however its words lean', () => {
    const scorer = { ...SCORER, minWords: 3 };
    expect(scoreHarm('flood flood', scorer).probability).toBe(0);
    expect(scoreHarm('flood the shop', scorer).probability).toBeGreaterThan(0.5);
  });
});
