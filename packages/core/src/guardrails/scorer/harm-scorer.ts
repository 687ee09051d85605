import { featureWindows, requestWords } from './request-features.js';

/**
 * A learned, deterministic reader of requests: multinomial logistic regression over the words
 * and word pairs of a request, trained on the tuning half of the labelled corpus only
 * (trainHarmScorer). Its weights are data, versioned with the rule set; reading a text with it
 * is arithmetic, with no clock, randomness or I/O.
 */
export interface HarmScorer {
  version: string;
  /** The classes, `allowed` first, then the policy categories it was trained on. */
  classes: readonly string[];
  /** A request is read as harm when 1 - P(allowed) is at least this. */
  threshold: number;
  /** Longest run of words read as one request (featureWindows). */
  windowWords: number;
  /**
   * Shortest text it reads: under this many words a bag of words is too little evidence (one
   * digit tipped "leaving client 4"), and the sentence tests alone decide.
   */
  minWords: number;
  /** One bias per class. */
  bias: readonly number[];
  /** The features that weigh something; any other weighs nothing. */
  features: readonly string[];
  /** The weights, one per class for each feature in turn: feature i's are at [i * classes.length, (i + 1) * classes.length). */
  weights: readonly number[];
}

/** How the scorer reads a text: the probability that it asks for harm, and the harm it most likely is. */
export interface HarmScore {
  probability: number;
  category: string;
}

// Where each feature's weights start, per scorer: built once, invisible to callers.
const offsets = new WeakMap<HarmScorer, Map<string, number>>();
function offsetsOf(scorer: HarmScorer): Map<string, number> {
  let found = offsets.get(scorer);
  if (!found) {
    found = new Map(scorer.features.map((feature, i) => [feature, i * scorer.classes.length]));
    offsets.set(scorer, found);
  }
  return found;
}

/** The scorer's reading of one window of features. */
function scoreWindow(features: Set<string>, scorer: HarmScorer): HarmScore {
  const logits = [...scorer.bias];
  const at = offsetsOf(scorer);
  for (const feature of features) {
    const offset = at.get(feature);
    if (offset !== undefined) for (let k = 0; k < logits.length; k++) logits[k] = (logits[k] ?? 0) + (scorer.weights[offset + k] ?? 0);
  }
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((sum, e) => sum + e, 0);
  let best = 1;
  for (let k = 2; k < logits.length; k++) if ((logits[k] ?? 0) > (logits[best] ?? 0)) best = k;
  return { probability: 1 - (exps[0] ?? 0) / total, category: scorer.classes[best] ?? 'allowed' };
}

/** The scorer's reading of a text: its most harmful window (featureWindows); 0 under `minWords` words. */
export function scoreHarm(text: string, scorer: HarmScorer): HarmScore {
  let worst: HarmScore = { probability: 0, category: scorer.classes[1] ?? 'allowed' };
  const words = requestWords(text);
  if (words.length < scorer.minWords) return worst;
  for (const window of featureWindows(words, scorer.windowWords)) {
    const score = scoreWindow(window, scorer);
    if (score.probability > worst.probability) worst = score;
  }
  return worst;
}
