import type { HazardCode } from '../policy/harm-category.js';
import type { ClassifierOutcome } from './classifier-outcome.js';

/**
 * OpenAI's moderation categories on the MLCommons hazards the policy is built on. Harassment is
 * read as hate (S10), threats and violence as violent crimes (S1), `illicit` as non-violent crimes
 * (S2) and `illicit/violent` as indiscriminate weapons (S9: OpenAI files weapon-making advice there).
 */
export const MODERATION_HAZARDS: Readonly<Record<string, HazardCode>> = {
  harassment: 'S10',
  'harassment/threatening': 'S1',
  hate: 'S10',
  'hate/threatening': 'S10',
  illicit: 'S2',
  'illicit/violent': 'S9',
  'self-harm': 'S11',
  'self-harm/intent': 'S11',
  'self-harm/instructions': 'S11',
  sexual: 'S12',
  'sexual/minors': 'S4',
  violence: 'S1',
  'violence/graphic': 'S1',
};

/**
 * Reads an answer of an endpoint shaped like OpenAI's `/v1/moderations` (`{results: [{flagged,
 * categories: {name: boolean}}]}`): unsafe when any result is flagged, with the hazards of its
 * true categories. An answer without that shape is no verdict.
 */
export function readModerationResult(body: unknown): ClassifierOutcome {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || results.length === 0) return { kind: 'unavailable', reason: 'the moderation endpoint answered without results' };
  const hazards = new Set<HazardCode>();
  let unsafe = false;
  for (const result of results) {
    const { flagged, categories } = (result ?? {}) as { flagged?: unknown; categories?: unknown };
    if (typeof flagged !== 'boolean' || typeof categories !== 'object' || categories === null) {
      return { kind: 'unavailable', reason: 'the moderation endpoint answered in another shape' };
    }
    if (!flagged) continue;
    unsafe = true;
    for (const [name, on] of Object.entries(categories)) {
      const hazard = MODERATION_HAZARDS[name];
      if (on === true && hazard) hazards.add(hazard);
    }
  }
  return { kind: 'verdict', unsafe, hazards: [...hazards] };
}
