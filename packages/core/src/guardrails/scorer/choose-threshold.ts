import { guardrailReadings } from '../normalize-prompt-text.js';
import { scoreHarm } from './harm-scorer.js';
import { trainHarmScorer, type LabelledRequest, type TrainingOptions } from './train-harm-scorer.js';

/** What cross-validation says of a threshold: how much harm it would read, and how many allowed requests it would block. */
export interface ThresholdChoice {
  threshold: number;
  /** Share of the harmful requests read as harm when each was left out of training. */
  recall: number;
  /** Allowed requests of the corpus read as harm when each was left out of training. */
  allowedBlocked: number;
  /** Allowed requests of the corpus. */
  allowed: number;
}

/**
 * The lowest threshold at which, with each request scored by a scorer trained without it
 * (`folds`-fold cross-validation, request i in fold i mod folds), at most `allowedShare` of the
 * corpus's allowed requests are read as harm (rounded down). Chosen on training data alone: the
 * held-out half never sees the threshold being chosen. The threshold is always above the score of a
 * text with no known word (the classes' prior), so that the scorer needs evidence to block: a
 * short greeting or a text in another language is never read as harm. A rule's examples are learned from but do
 * not set it: they are near misses written to pin a pattern down, not requests as users write them.
 */
export function chooseThreshold(requests: readonly LabelledRequest[], options: TrainingOptions, folds: number, allowedShare: number): ThresholdChoice {
  const scores = new Array<number>(requests.length).fill(0);
  let noEvidence = 0;
  for (let fold = 0; fold < folds; fold++) {
    const scorer = trainHarmScorer(
      requests.filter((_, i) => i % folds !== fold),
      options,
    );
    noEvidence = Math.max(noEvidence, scoreHarm('', scorer).probability);
    requests.forEach((request, i) => {
      if (i % folds === fold) scores[i] = Math.max(...guardrailReadings(request.text).map((reading) => scoreHarm(reading, scorer).probability));
    });
  }
  const allowed = requests.flatMap((r, i) => (r.label === 'allowed' && r.source === 'corpus' ? [scores[i] ?? 0] : [])).sort((a, b) => b - a);
  // Just above the (allowedBlocked + 1)-th highest allowed score, and never at or below what a
  // text of unknown words scores: a scorer must find evidence of harm, not assume it.
  const allowedBlocked = Math.floor(allowedShare * allowed.length);
  const threshold = Math.min(1, Math.max(allowed[allowedBlocked] ?? 0, noEvidence) + 1e-6);
  const harmful = requests.flatMap((r, i) => (r.label === 'allowed' ? [] : [scores[i] ?? 0]));
  return {
    threshold,
    recall: harmful.filter((s) => s >= threshold).length / Math.max(1, harmful.length),
    allowedBlocked: allowed.filter((s) => s >= threshold).length,
    allowed: allowed.length,
  };
}
