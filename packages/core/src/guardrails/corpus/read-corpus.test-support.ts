import abuseEvasiveTuning from './abuse-evasive.tuning.json' with { type: 'json' };
import abuseExtraTuning from './abuse-extra.tuning.json' with { type: 'json' };
import abuseOtherHeldout from './abuse-other.heldout.json' with { type: 'json' };
import abuseOtherTuning from './abuse-other.tuning.json' with { type: 'json' };
import abuseSecurityHeldout from './abuse-security.heldout.json' with { type: 'json' };
import abuseSecurityTuning from './abuse-security.tuning.json' with { type: 'json' };
import abuseWildTuning from './abuse-wild.tuning.json' with { type: 'json' };
import answersEvasiveTuning from './answers-evasive.tuning.json' with { type: 'json' };
import answersFreshTuning from './answers-fresh.tuning.json' with { type: 'json' };
import answersShortHeldout from './answers-short.heldout.json' with { type: 'json' };
import answersShortTuning from './answers-short.tuning.json' with { type: 'json' };
import answersHeldout from './answers.heldout.json' with { type: 'json' };
import answersTuning from './answers.tuning.json' with { type: 'json' };
import answersWildTuning from './answers-wild.tuning.json' with { type: 'json' };
import everydayHeldout from './everyday.heldout.json' with { type: 'json' };
import everydayTuning from './everyday.tuning.json' with { type: 'json' };
import researchEvasiveTuning from './research-evasive.tuning.json' with { type: 'json' };
import researchExtraTuning from './research-extra.tuning.json' with { type: 'json' };
import researchFreshTuning from './research-fresh.tuning.json' with { type: 'json' };
import researchHeldout from './research.heldout.json' with { type: 'json' };
import researchTuning from './research.tuning.json' with { type: 'json' };
import researchWildTuning from './research-wild.tuning.json' with { type: 'json' };

/** The two halves of every labelled corpus: tuned against, and held out from tuning. */
export const HALVES = ['tuning', 'heldout'] as const;
export type Half = (typeof HALVES)[number];

export interface AbusePrompt {
  category: string;
  style: string;
  text: string;
}
export interface ResearchPrompt {
  topic: string;
  text: string;
}
export interface LabelledAnswer {
  label: 'block' | 'allow';
  category?: string;
  topic?: string;
  text: string;
}

// The tuning half grew after the split with more prompts written the same way (the *-extra
// files); the held-out half is what was frozen at the split. The files are imported, not read:
// the core does no I/O, not even in its tests' helpers.
const ABUSE: Record<Half, AbusePrompt[]> = {
  tuning: [...abuseSecurityTuning, ...abuseOtherTuning, ...abuseExtraTuning, ...abuseEvasiveTuning, ...abuseWildTuning],
  heldout: [...abuseSecurityHeldout, ...abuseOtherHeldout],
};
const RESEARCH: Record<Half, ResearchPrompt[]> = {
  tuning: [...researchTuning, ...researchExtraTuning, ...researchEvasiveTuning, ...researchWildTuning, ...researchFreshTuning],
  heldout: researchHeldout,
};
const ANSWERS: Record<Half, LabelledAnswer[]> = {
  tuning: [...answersTuning, ...answersEvasiveTuning, ...answersWildTuning, ...answersFreshTuning, ...answersShortTuning] as LabelledAnswer[],
  heldout: [...answersHeldout, ...answersShortHeldout] as LabelledAnswer[],
};

export function abusePrompts(half: Half): AbusePrompt[] {
  return ABUSE[half];
}

// Everyday prompts nothing should block, from cooking to fiction (written blind, split at random).
const EVERYDAY: Record<Half, ResearchPrompt[]> = { tuning: everydayTuning, heldout: everydayHeldout };

/** Prompts any assistant should answer, on every subject but security: what a guardrail must never block. */
export function everydayPrompts(half: Half): ResearchPrompt[] {
  return EVERYDAY[half];
}

export function researchPrompts(half: Half): ResearchPrompt[] {
  return RESEARCH[half];
}

export function labelledAnswers(half: Half): LabelledAnswer[] {
  return ANSWERS[half];
}
