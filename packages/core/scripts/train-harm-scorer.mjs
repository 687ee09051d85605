#!/usr/bin/env node
// Trains the harm scorer the default guardrails use (docs/guardrails.md#the-learned-scorer) on the
// tuning half of the labelled prompts, never the held-out half, and writes it beside its loader:
//   npm run guardrails:train
// The same corpus always gives the same weights: training is deterministic.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GUARDRAILS, HARM_POLICY, HARM_SCORER_TRAINING, chooseThreshold, trainHarmScorer, trainingRequests } from '@secgate/core';

const corpus = fileURLToPath(new URL('../src/guardrails/corpus/', import.meta.url));
const out = fileURLToPath(new URL('../src/guardrails/scorer/default-harm-scorer.json', import.meta.url));

const abuse = [];
const allowed = [];
for (const file of (await readdir(corpus)).filter((f) => f.endsWith('.tuning.json') && !f.startsWith('answers'))) {
  const prompts = JSON.parse(await readFile(corpus + file, 'utf8'));
  (file.startsWith('abuse') ? abuse : allowed).push(...prompts);
}
/** The scorer as JSON a reviewer can diff: one feature per line, and each feature's weights on a line. */
function scorerJson(scorer) {
  const k = scorer.classes.length;
  const rows = scorer.features.map((_, i) => JSON.stringify(scorer.weights.slice(i * k, i * k + k)).slice(1, -1));
  const head = ['version', 'classes', 'threshold', 'windowWords', 'minWords', 'bias'].map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(scorer[key])}`);
  const features = scorer.features.map((f) => `    ${JSON.stringify(f)}`).join(',\n');
  return `{\n${head.join(',\n')},\n  "features": [\n${features}\n  ],\n  "weights": [\n${rows.map((r) => `    ${r}`).join(',\n')}\n  ]\n}\n`;
}

const requests = trainingRequests(abuse, allowed, DEFAULT_GUARDRAILS);
const options = { ...HARM_SCORER_TRAINING, version: HARM_POLICY.version, threshold: 1 };
const choice = chooseThreshold(requests, options, HARM_SCORER_TRAINING.folds, HARM_SCORER_TRAINING.allowedShare);
const scorer = trainHarmScorer(requests, { ...options, threshold: choice.threshold });
await writeFile(out, scorerJson(scorer));
const harmful = requests.filter((r) => r.label !== 'allowed').length;
console.log(`Trained on ${requests.length} texts of the tuning half (${harmful} abuse, ${requests.length - harmful} allowed): ${scorer.features.length} features, ${scorer.classes.length} classes.`);
console.log(`Threshold ${choice.threshold.toFixed(4)}: in ${HARM_SCORER_TRAINING.folds}-fold cross-validation it reads ${(choice.recall * 100).toFixed(1)}% of the abuse as harm, and ${choice.allowedBlocked} of the ${choice.allowed} allowed prompts.`);
