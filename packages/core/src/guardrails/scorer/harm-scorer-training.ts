/**
 * How the default harm scorer is trained (scripts/train-harm-scorer.mjs), kept as data so the
 * tests retrain it exactly as it was trained. Chosen by cross-validation on the tuning half: word
 * pairs seen at least three times, a light L2 penalty, weights under 0.05 in every class dropped
 * (half the size, no measured loss), and a threshold at which at most 0.2% of the tuning half's
 * allowed prompts would be blocked had they not been trained on. Texts under ten words are left to
 * the sentence tests: every abuse prompt of the corpus that short is caught by them.
 */
export const HARM_SCORER_TRAINING = {
  windowWords: 160,
  minWords: 10,
  minCount: 3,
  l2: 0.3,
  iterations: 200,
  prune: 0.05,
  folds: 5,
  allowedShare: 0.002,
} as const;
