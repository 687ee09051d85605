#!/usr/bin/env node
// Trains the scorers the default guardrails use (docs/guardrails.md#the-learned-scorer), the
// request scorer on the tuning half of the labelled prompts and the answer scorer on the tuning
// half of the labelled answers, never on a held-out file, and writes each beside its loader:
//   npm run guardrails:train
// The same corpus always gives the same weights: training is deterministic.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ANSWER_GUARDRAILS, DEFAULT_GUARDRAILS, HARM_POLICY, HARM_SCORER_TRAINING, chooseThreshold, trainHarmScorer, trainingRequests } from '@secgate/core';

const corpus = fileURLToPath(new URL('../src/guardrails/corpus/', import.meta.url));

/** The scorer as JSON a reviewer can diff: one feature per line, and each feature's weights on a line. */
function scorerJson(scorer) {
  const k = scorer.classes.length;
  const rows = scorer.features.map((_, i) => JSON.stringify(scorer.weights.slice(i * k, i * k + k)).slice(1, -1));
  const head = ['version', 'classes', 'threshold', 'windowWords', 'minWords', 'bias'].map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(scorer[key])}`);
  const features = scorer.features.map((f) => `    ${JSON.stringify(f)}`).join(',\n');
  return `{\n${head.join(',\n')},\n  "features": [\n${features}\n  ],\n  "weights": [\n${rows.map((r) => `    ${r}`).join(',\n')}\n  ]\n}\n`;
}

/** The tuning files whose names pass `wanted`, read as abuse (by category) and allowed texts. */
async function tuningHalf(wanted, isAbuse) {
  const abuse = [];
  const allowed = [];
  for (const file of (await readdir(corpus)).filter((f) => f.endsWith('.tuning.json') && wanted(f))) {
    for (const item of JSON.parse(await readFile(corpus + file, 'utf8'))) (isAbuse(file, item) ? abuse : allowed).push(item);
  }
  return { abuse, allowed };
}

async function train(name, ruleSet, { abuse, allowed }) {
  const requests = trainingRequests(abuse, allowed, ruleSet);
  const options = { ...HARM_SCORER_TRAINING, version: HARM_POLICY.version, threshold: 1 };
  const choice = chooseThreshold(requests, options, HARM_SCORER_TRAINING.folds, HARM_SCORER_TRAINING.allowedShare);
  const scorer = trainHarmScorer(requests, { ...options, threshold: choice.threshold });
  await writeFile(fileURLToPath(new URL(`../src/guardrails/scorer/${name}`, import.meta.url)), scorerJson(scorer));
  const harmful = requests.filter((r) => r.label !== 'allowed').length;
  console.log(
    `${name}: trained on ${requests.length} texts of the tuning half (${harmful} abuse, ${requests.length - harmful} allowed), ${scorer.features.length} features.`,
  );
  console.log(
    `  threshold ${choice.threshold.toFixed(4)}: in ${HARM_SCORER_TRAINING.folds}-fold cross-validation it reads ${(choice.recall * 100).toFixed(1)}% of the abuse as harm, and ${choice.allowedBlocked} of the ${choice.allowed} allowed texts.`,
  );
}

await train(
  'default-harm-scorer.json',
  DEFAULT_GUARDRAILS,
  await tuningHalf(
    (f) => !f.startsWith('answers'),
    (file) => file.startsWith('abuse'),
  ),
);
await train(
  'default-answer-scorer.json',
  ANSWER_GUARDRAILS,
  await tuningHalf(
    (f) => f.startsWith('answers'),
    (_, item) => item.label === 'block',
  ),
);
