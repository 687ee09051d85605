import { guardrailReadings } from '../normalize-prompt-text.js';
import type { HarmScorer } from './harm-scorer.js';
import { requestFeatures, requestWords } from './request-features.js';

/** One labelled request: `allowed`, or the policy category of the harm it asks for. */
export interface LabelledRequest {
  text: string;
  label: string;
  /**
   * Where it comes from: the labelled corpus (prompts written as users write them), or a rule's
   * own examples (near misses written to pin a pattern down). Both are learned from; only the
   * corpus sets the threshold (chooseThreshold).
   */
  source: 'corpus' | 'rule-example';
}

/** How a scorer is trained (HARM_SCORER_TRAINING holds the default scorer's), its version and threshold. */
export interface TrainingOptions {
  version: string;
  windowWords: number;
  /** Texts of fewer words are not read (HarmScorer.minWords). */
  minWords: number;
  /** Features seen in fewer requests than this are left out (they would only memorise). */
  minCount: number;
  /** L2 penalty on the weights. */
  l2: number;
  iterations: number;
  /** Weights smaller than this in every class are dropped from the published scorer. */
  prune: number;
  threshold: number;
}

interface Matrix {
  rows: Int32Array[];
  labels: number[];
  classes: string[];
  features: string[];
}

/** The labelled requests as rows of feature indices, over the features seen often enough. */
function featureMatrix(requests: readonly LabelledRequest[], options: TrainingOptions): Matrix {
  const classes = ['allowed', ...[...new Set(requests.map((r) => r.label).filter((l) => l !== 'allowed'))].sort()];
  // Read as the rules read it: normalised, hidden text decoded (the first of guardrailReadings).
  const windows = requests.map((r) => requestFeatures(requestWords(guardrailReadings(r.text)[0] ?? '')));
  const counts = new Map<string, number>();
  for (const window of windows) for (const f of window) counts.set(f, (counts.get(f) ?? 0) + 1);
  const features = [...counts]
    .filter(([, n]) => n >= options.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(features.map((f, i) => [f, i]));
  const rows = windows.map((w) => Int32Array.from([...w].flatMap((f) => (index.has(f) ? [index.get(f) as number] : []))));
  return { rows, labels: requests.map((r) => classes.indexOf(r.label)), classes, features };
}

/**
 * Trains a HarmScorer by full-batch gradient descent (Adam, from zero weights, a fixed number of
 * steps), so the same requests and options always give the same weights. Allowed and harmful
 * requests weigh the same in total however many of each there are, as do the categories among
 * the harmful ones.
 */
export function trainHarmScorer(requests: readonly LabelledRequest[], options: TrainingOptions): HarmScorer {
  const { rows, labels, classes, features } = featureMatrix(requests, options);
  const k = classes.length;
  const perClass = classes.map((_, c) => labels.filter((l) => l === c).length);
  const harmClasses = perClass.slice(1).filter((n) => n > 0).length;
  const sampleWeight = labels.map((c) => (c === 0 ? 0.5 / (perClass[0] || 1) : 0.5 / harmClasses / (perClass[c] || 1)) * requests.length);
  const weights = new Float64Array(features.length * k);
  const bias = new Float64Array(k);
  const adam = { m: new Float64Array(weights.length + k), v: new Float64Array(weights.length + k) };
  const grad = new Float64Array(weights.length + k);
  const logits = new Float64Array(k);
  const rate = 0.05;
  const gradBias = weights.length;
  const rowGrad = new Float64Array(k);
  for (let step = 1; step <= options.iterations; step++) {
    grad.fill(0);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as Int32Array;
      // Each sum is taken in the same order whichever way the loops nest, so the weights are the
      // same; feature-major keeps each feature's k weights together in memory.
      logits.set(bias);
      for (let j = 0; j < row.length; j++) {
        const at = (row[j] as number) * k;
        for (let c = 0; c < k; c++) logits[c] = (logits[c] as number) + (weights[at + c] as number);
      }
      let top = -Infinity;
      for (let c = 0; c < k; c++) if ((logits[c] as number) > top) top = logits[c] as number;
      let total = 0;
      for (let c = 0; c < k; c++) total += logits[c] = Math.exp((logits[c] as number) - top);
      const label = labels[i];
      const weight = sampleWeight[i] as number;
      for (let c = 0; c < k; c++) {
        const g = (rowGrad[c] = weight * ((logits[c] as number) / total - (label === c ? 1 : 0)));
        grad[gradBias + c] = (grad[gradBias + c] as number) + g;
      }
      for (let j = 0; j < row.length; j++) {
        const at = (row[j] as number) * k;
        for (let c = 0; c < k; c++) grad[at + c] = (grad[at + c] as number) + (rowGrad[c] as number);
      }
    }
    for (let j = 0; j < weights.length; j++) grad[j] = (grad[j] as number) + 2 * options.l2 * (weights[j] as number);
    const correction1 = 1 - 0.9 ** step;
    const correction2 = 1 - 0.999 ** step;
    for (let j = 0; j < grad.length; j++) {
      const g = grad[j] as number;
      const m = (adam.m[j] = 0.9 * (adam.m[j] as number) + 0.1 * g);
      const v = (adam.v[j] = 0.999 * (adam.v[j] as number) + 0.001 * g * g);
      const delta = (rate * (m / correction1)) / (Math.sqrt(v / correction2) + 1e-8);
      if (j < gradBias) weights[j] = (weights[j] as number) - delta;
      else bias[j - gradBias] = (bias[j - gradBias] as number) - delta;
    }
  }
  // Three decimals: finer than any threshold needs, and a third the size of full precision.
  const round = (x: number) => Math.round(x * 1e3) / 1e3;
  const kept = features.flatMap((feature, f) => {
    const row = Array.from(weights.subarray(f * k, f * k + k), round);
    return row.some((w) => Math.abs(w) >= options.prune) ? [{ feature, row }] : [];
  });
  return {
    version: options.version,
    classes,
    threshold: options.threshold,
    windowWords: options.windowWords,
    minWords: options.minWords,
    bias: Array.from(bias, round),
    features: kept.map((f) => f.feature),
    weights: kept.flatMap((f) => f.row),
  };
}
