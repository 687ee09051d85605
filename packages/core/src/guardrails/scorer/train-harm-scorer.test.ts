import { describe, expect, it } from 'vitest';
import { scoreHarm } from './harm-scorer.js';
import { trainHarmScorer, type TrainingOptions } from './train-harm-scorer.js';
import { TOY } from './toy-requests.test-support.js';

const OPTIONS: TrainingOptions = { version: 'test', windowWords: 50, minWords: 1, minCount: 1, l2: 0.1, iterations: 150, prune: 0, threshold: 0.5 };

describe('trainHarmScorer', () => {
  it('learns to tell the harms from each other and from allowed texts it was trained on', () => {
    const scorer = trainHarmScorer(TOY, OPTIONS);
    expect(scorer.classes).toEqual(['allowed', 'credential-phishing', 'denial-of-service']);
    for (const request of TOY) {
      const score = scoreHarm(request.text, scorer);
      if (request.label === 'allowed') expect(score.probability, request.text).toBeLessThan(0.5);
      else expect([score.probability > 0.5, score.category], request.text).toEqual([true, request.label]);
    }
  });

  it('gives the same weights for the same texts and options', () => {
    expect(trainHarmScorer(TOY, OPTIONS)).toEqual(trainHarmScorer(TOY, OPTIONS));
  });

  it('leaves out features seen too rarely and weights too small to matter', () => {
    const rare = trainHarmScorer(TOY, { ...OPTIONS, minCount: 2 });
    expect(rare.features).not.toContain('shop');
    expect(rare.features).toContain('flood');
    const pruned = trainHarmScorer(TOY, { ...OPTIONS, prune: 0.5 });
    expect(pruned.features.length).toBeLessThan(trainHarmScorer(TOY, OPTIONS).features.length);
    expect(pruned.weights).toHaveLength(pruned.features.length * pruned.classes.length);
  });
});
