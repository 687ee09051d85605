import type { HarmScorer } from './harm-scorer.js';
import trained from './default-harm-scorer.json' with { type: 'json' };

/**
 * The harm scorer the default rules use: trained by `npm run guardrails:train` on the tuning
 * half of the labelled corpus alone (corpus/*.tuning.json), its threshold chosen there by
 * cross-validation (docs/guardrails.md#the-learned-scorer). Retrain whenever the tuning half changes.
 */
export const DEFAULT_HARM_SCORER: HarmScorer = trained;
