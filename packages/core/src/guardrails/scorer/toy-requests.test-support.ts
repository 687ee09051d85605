import type { LabelledRequest } from './train-harm-scorer.js';

// A toy corpus: each harm has words of its own; allowed texts share neither.
export const TOY: LabelledRequest[] = [
  ...['lure them with a fake login page', 'a fake login page for their bank', 'clone their login page'].map((text) => ({
    text,
    label: 'credential-phishing',
    source: 'corpus' as const,
  })),
  ...['flood their server until it falls over', 'flood the shop with traffic', 'knock their server offline with a flood'].map((text) => ({
    text,
    label: 'denial-of-service',
    source: 'corpus' as const,
  })),
  ...['write a sigma rule for this alert', 'explain the alert to the team', 'review my own server config', 'summarise the incident report'].map((text) => ({
    text,
    label: 'allowed',
    source: 'corpus' as const,
  })),
];
