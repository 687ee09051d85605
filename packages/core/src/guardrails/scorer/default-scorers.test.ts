import { describe, expect, it } from 'vitest';
import { ANSWER_GUARDRAILS } from '../answer-rule-set.js';
import { abusePrompts, everydayPrompts, labelledAnswers, researchPrompts } from '../corpus/read-corpus.test-support.js';
import { DEFAULT_GUARDRAILS } from '../default-rule-set.js';
import type { GuardrailRuleSet } from '../guardrail-rule.js';
import { HARM_POLICY } from '../policy/harm-policy.js';
import { chooseThreshold } from './choose-threshold.js';
import { DEFAULT_ANSWER_SCORER } from './default-answer-scorer.js';
import { DEFAULT_HARM_SCORER } from './default-harm-scorer.js';
import type { HarmScorer } from './harm-scorer.js';
import { HARM_SCORER_TRAINING } from './harm-scorer-training.js';
import { trainHarmScorer, type LabelledRequest } from './train-harm-scorer.js';
import { trainingRequests } from './training-requests.js';

const answers = labelledAnswers('tuning');
const SCORERS: { name: string; scorer: HarmScorer; ruleSet: GuardrailRuleSet; requests: () => LabelledRequest[] }[] = [
  {
    name: 'DEFAULT_HARM_SCORER',
    scorer: DEFAULT_HARM_SCORER,
    ruleSet: DEFAULT_GUARDRAILS,
    requests: () => trainingRequests(abusePrompts('tuning'), [...researchPrompts('tuning'), ...everydayPrompts('tuning')], DEFAULT_GUARDRAILS),
  },
  {
    name: 'DEFAULT_ANSWER_SCORER',
    scorer: DEFAULT_ANSWER_SCORER,
    ruleSet: ANSWER_GUARDRAILS,
    requests: () =>
      trainingRequests(
        answers.flatMap((a) => (a.label === 'block' && a.category ? [{ category: a.category, text: a.text }] : [])),
        answers.filter((a) => a.label === 'allow'),
        ANSWER_GUARDRAILS,
      ),
  },
];

// Each published scorer is what `npm run guardrails:train` makes of the tuning half, and nothing
// else: retrained here from the same texts and options, it has the same features, weights and
// threshold (a changed corpus or rule example without retraining fails here). Training is real
// work (cross-validation trains five scorers), so these tests get more than the default timeout:
// on a loaded two-core CI machine they have taken over 30 s.
const TRAINING_TIMEOUT_MS = 120_000;

describe.each(SCORERS)('$name', ({ scorer, ruleSet, requests }) => {
  const options = { ...HARM_SCORER_TRAINING, version: HARM_POLICY.version, threshold: scorer.threshold };

  it('carries the rule set version and the policy categories', () => {
    expect(scorer.version).toBe(ruleSet.version);
    const blocking = ruleSet.rules.filter((r) => r.action === 'block' && r.category).map((r) => r.category);
    expect(scorer.classes).toEqual(['allowed', ...[...blocking].sort()]);
  });

  it(
    'is what training on the tuning half gives',
    () => {
      const retrained = trainHarmScorer(requests(), options);
      expect(retrained.features).toEqual(scorer.features);
      expect(retrained.bias).toEqual(scorer.bias);
      const differing = retrained.weights.filter((w, i) => Math.abs(w - (scorer.weights[i] ?? Number.NaN)) > 0.0015);
      expect(differing).toEqual([]);
    },
    TRAINING_TIMEOUT_MS,
  );

  it(
    'has the threshold cross-validation chooses on the tuning half',
    () => {
      const choice = chooseThreshold(requests(), options, HARM_SCORER_TRAINING.folds, HARM_SCORER_TRAINING.allowedShare);
      expect(choice.threshold).toBeCloseTo(scorer.threshold, 4);
    },
    TRAINING_TIMEOUT_MS,
  );
});
