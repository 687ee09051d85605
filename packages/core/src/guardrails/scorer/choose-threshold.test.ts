import { describe, expect, it } from 'vitest';
import { chooseThreshold } from './choose-threshold.js';
import { scoreHarm } from './harm-scorer.js';
import { trainHarmScorer } from './train-harm-scorer.js';
import { TOY } from './toy-requests.test-support.js';

const OPTIONS = { version: 'test', windowWords: 50, minWords: 1, minCount: 1, l2: 0.1, iterations: 100, prune: 0, threshold: 0.5 };

describe('chooseThreshold', () => {
  it('blocks no larger share of allowed texts than asked, and reads more harm as it is allowed more', () => {
    const strict = chooseThreshold(TOY, OPTIONS, 2, 0);
    const loose = chooseThreshold(TOY, OPTIONS, 2, 0.5);
    expect(strict.allowedBlocked).toBe(0);
    expect(loose.allowedBlocked).toBeLessThanOrEqual(2);
    expect(strict.allowed).toBe(4);
    expect(loose.threshold).toBeLessThanOrEqual(strict.threshold);
    expect(loose.recall).toBeGreaterThanOrEqual(strict.recall);
  });
});

describe('chooseThreshold on rule examples', () => {
  it('learns from near misses written for rules but sets the threshold by the corpus alone', () => {
    const nearMiss = { text: 'flood the test server in our lab', label: 'allowed', source: 'rule-example' as const };
    const choice = chooseThreshold([...TOY, nearMiss], OPTIONS, 2, 0);
    expect(choice.allowed).toBe(4);
  });
});

describe('chooseThreshold and texts with no evidence', () => {
  it('puts the threshold above the score of a text of unknown words, however many allowed texts it may block', () => {
    const choice = chooseThreshold(TOY, OPTIONS, 2, 1);
    const scorer = trainHarmScorer(TOY, { ...OPTIONS, threshold: choice.threshold });
    expect(scoreHarm('', scorer).probability).toBeLessThan(choice.threshold);
  });
});
