import { describe, expect, it } from 'vitest';
import { abusePrompts, everydayPrompts, researchPrompts } from '../corpus/read-corpus.test-support.js';
import { DEFAULT_GUARDRAILS } from '../default-rule-set.js';
import { HARM_POLICY } from '../policy/harm-policy.js';
import { chooseThreshold } from './choose-threshold.js';
import { DEFAULT_HARM_SCORER } from './default-harm-scorer.js';
import { HARM_SCORER_TRAINING } from './harm-scorer-training.js';
import { trainHarmScorer } from './train-harm-scorer.js';
import { trainingRequests } from './training-requests.js';

// The published scorer is what `npm run guardrails:train` makes of the tuning half, and nothing
// else: retrained here from the same texts and options, it has the same features, weights and
// threshold (a changed corpus or rule example without retraining fails here).
describe('DEFAULT_HARM_SCORER', () => {
  const requests = trainingRequests(abusePrompts('tuning'), [...researchPrompts('tuning'), ...everydayPrompts('tuning')], DEFAULT_GUARDRAILS);
  const options = { ...HARM_SCORER_TRAINING, version: HARM_POLICY.version, threshold: DEFAULT_HARM_SCORER.threshold };

  it('carries the rule set version and the policy categories', () => {
    expect(DEFAULT_HARM_SCORER.version).toBe(DEFAULT_GUARDRAILS.version);
    const blocking = DEFAULT_GUARDRAILS.rules.filter((r) => r.action === 'block' && r.category).map((r) => r.category);
    expect(DEFAULT_HARM_SCORER.classes).toEqual(['allowed', ...[...blocking].sort()]);
  });

  it('is what training on the tuning half gives', () => {
    const retrained = trainHarmScorer(requests, options);
    expect(retrained.features).toEqual(DEFAULT_HARM_SCORER.features);
    expect(retrained.bias).toEqual(DEFAULT_HARM_SCORER.bias);
    const differing = retrained.weights.filter((w, i) => Math.abs(w - (DEFAULT_HARM_SCORER.weights[i] ?? Number.NaN)) > 0.0015);
    expect(differing).toEqual([]);
  });

  it('has the threshold cross-validation chooses on the tuning half', () => {
    const choice = chooseThreshold(requests, options, HARM_SCORER_TRAINING.folds, HARM_SCORER_TRAINING.allowedShare);
    expect(choice.threshold).toBeCloseTo(DEFAULT_HARM_SCORER.threshold, 4);
  });
});
