import type { HarmScorer } from './harm-scorer.js';
import trained from './default-answer-scorer.json' with { type: 'json' };

/**
 * The scorer the answer rules use: trained by `npm run guardrails:train` on the tuning half of
 * the labelled answers alone (corpus/answers*.tuning.json), as the request scorer is on prompts
 * (docs/guardrails.md#the-learned-scorer).
 */
export const DEFAULT_ANSWER_SCORER: HarmScorer = trained;
