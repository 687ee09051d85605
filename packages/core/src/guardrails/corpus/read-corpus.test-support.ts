import { readFileSync } from 'node:fs';

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

function read<T>(name: string): T[] {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as T[];
}

// The tuning half grew after the split with more prompts written the same way (the *-extra
// files); the held-out half is what was frozen at the split.
export function abusePrompts(half: Half): AbusePrompt[] {
  const extra = half === 'tuning' ? read<AbusePrompt>('abuse-extra.tuning.json') : [];
  return [...read<AbusePrompt>(`abuse-security.${half}.json`), ...read<AbusePrompt>(`abuse-other.${half}.json`), ...extra];
}

export function researchPrompts(half: Half): ResearchPrompt[] {
  const extra = half === 'tuning' ? read<ResearchPrompt>('research-extra.tuning.json') : [];
  return [...read<ResearchPrompt>(`research.${half}.json`), ...extra];
}

export function labelledAnswers(half: Half): LabelledAnswer[] {
  return read<LabelledAnswer>(`answers.${half}.json`);
}
