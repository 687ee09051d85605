import { HAZARD_CODES, type HazardCode } from '../policy/harm-category.js';
import type { ClassifierOutcome } from './classifier-outcome.js';

/**
 * Reads a Llama Guard 3 answer: `safe`, or `unsafe` and on the next line the violated category
 * codes, comma-separated (`unsafe\nS1,S10`), as its model card defines. Anything else (an empty
 * answer, prose, an unknown code) is no verdict: the guard model is treated as unavailable, so a
 * misconfigured model cannot quietly let everything through.
 */
export function readLlamaGuardAnswer(text: string): ClassifierOutcome {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 1 && lines[0] === 'safe') return { kind: 'verdict', unsafe: false, hazards: [] };
  if (lines.length === 2 && lines[0] === 'unsafe') {
    const codes = (lines[1] ?? '').split(',').map((code) => code.trim());
    if (codes.length > 0 && codes.every((code) => (HAZARD_CODES as readonly string[]).includes(code))) {
      return { kind: 'verdict', unsafe: true, hazards: [...new Set(codes as HazardCode[])] };
    }
  }
  return { kind: 'unavailable', reason: 'the guard model answered in a format that is not Llama Guard\u2019s' };
}
