#!/usr/bin/env node
// The memory the guardrails' compiled regular expressions hold, and the check time beside it:
// `node bench/guardrails-memory.mjs [--core bundle.mjs] [--attribute [--top 25]] [--cpu]`.
//
// It bundles the core's sources with esbuild into a temporary directory (never into dist, which
// another build may be using), then measures in a fresh child process started with the server's
// flags (--expose-gc --no-regexp-tier-up), so the bundling itself is not counted. It runs the
// server's warm-up (warmUpGuardrails: every rule example once on both rule sets), then reports
// V8's code spaces and the RSS, and the median time of a request and an answer check on 1 KiB and
// 64 KiB texts made of the public (tuning) corpus prompts and on the benchmark's realistic
// prompts. `--core` measures a bundle built earlier (an older tree, for before and after);
// `--attribute` lists the expressions whose compiles grew the code spaces most, which slows the
// warm-up and so is a separate run. Times vary between processes by a fifth or more on a shared
// machine: compare medians of several runs made in turn.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const measuring = args.includes('--measure');

if (!measuring) {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'guardrails-memory-'));
  const bundle = async (entry, name) => {
    const outfile = join(dir, name);
    await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return outfile;
  };
  const core = option('--core') ?? (await bundle('../packages/core/src/index.ts', 'core.mjs'));
  const texts = await bundle('./redaction-texts.ts', 'texts.mjs');
  const flags = ['--expose-gc', '--no-regexp-tier-up', ...(args.includes('--cpu') ? ['--single-threaded'] : [])];
  const rest = args.filter((a, i) => a !== '--core' && args[i - 1] !== '--core');
  const run = spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), '--measure', '--core', core, '--texts', texts, ...rest], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const MB = 1024 * 1024;
const codeSpaces = () => {
  const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  return { large: spaces.code_large_object_space ?? 0, code: spaces.code_space ?? 0 };
};

// Attribution: the growth of the code spaces at each expression's runs, by source (V8 compiles
// once per source and flags, and again for a subject stored two bytes a character).
const grown = new Map();
if (args.includes('--attribute')) {
  const exec = RegExp.prototype.exec;
  // Every run is measured: whether V8 compiles again for a two-byte subject depends on how the
  // string is stored, which a script cannot see.
  RegExp.prototype.exec = function (subject) {
    const before = codeSpaces();
    const result = exec.call(this, subject);
    const after = codeSpaces();
    const bytes = Math.max(0, after.large + after.code - before.large - before.code);
    const entry = grown.get(this.source) ?? { source: this.source, flags: this.flags, bytes: 0 };
    entry.bytes += bytes;
    grown.set(this.source, entry);
    return result;
  };
}

const { ANSWER_GUARDRAILS, DEFAULT_GUARDRAILS, evaluateGuardrails } = await import(option('--core'));
globalThis.gc();
const atRest = { ...codeSpaces(), rss: process.memoryUsage().rss };

// The server's warm-up (packages/http-adapter/src/guardrails/warm-up-guardrails.ts).
const started = performance.now();
for (const ruleSet of [DEFAULT_GUARDRAILS, ANSWER_GUARDRAILS]) {
  for (const rule of ruleSet.rules) for (const example of [...rule.examples.positive, ...rule.examples.negative]) evaluateGuardrails(example, ruleSet);
}
const warmUpMs = performance.now() - started;
globalThis.gc();
const warm = { ...codeSpaces(), rss: process.memoryUsage().rss };

const fmt = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
console.log(`warm-up ${warmUpMs.toFixed(0)} ms`);
console.log(`                          before warm-up   after warm-up`);
console.log(`code_large_object_space   ${fmt(atRest.large).padStart(14)}   ${fmt(warm.large).padStart(13)}`);
console.log(`code_space                ${fmt(atRest.code).padStart(14)}   ${fmt(warm.code).padStart(13)}`);
console.log(`rss                       ${fmt(atRest.rss).padStart(14)}   ${fmt(warm.rss).padStart(13)}`);

if (grown.size > 0) {
  const top = Number(option('--top') ?? 25);
  const all = [...grown.values()].sort((a, b) => b.bytes - a.bytes);
  const total = all.reduce((sum, e) => sum + e.bytes, 0);
  console.log(`\n${all.length} expressions grew the code spaces by ${fmt(total)} at their first runs; the largest:`);
  console.log('      KiB  source chars  alternatives  flags  source');
  for (const e of all.slice(0, top)) {
    const alternatives = e.source.split('|').length;
    console.log(
      `${(e.bytes / 1024).toFixed(0).padStart(9)}  ${String(e.source.length).padStart(12)}  ${String(alternatives).padStart(12)}  ${e.flags.padStart(5)}  ${e.source.slice(0, 90)}`,
    );
  }
  process.exit(0);
}

// Texts made of the public corpus prompts (the tuning halves; the held-out halves stay unread),
// in a fixed order, cut to the size.
const corpusDir = new URL('../packages/core/src/guardrails/corpus/', import.meta.url);
const files = ['research.tuning.json', 'everyday.tuning.json', 'abuse-security.tuning.json', 'answers.tuning.json', 'research-wild.tuning.json'];
const prompts = files.map((f) => JSON.parse(readFileSync(new URL(f, corpusDir), 'utf8')).map((p) => p.text));
const mixed = [];
for (let i = 0; prompts.some((list) => i < list.length); i++) for (const list of prompts) if (i < list.length) mixed.push(list[i]);
const textOf = (chars) => {
  let text = '';
  for (let i = 0; text.length < chars; i++) text += `${mixed[i % mixed.length]}\n\n`;
  return text.slice(0, chars);
};

// Median time of repeated calls, within a time budget (at least 5 runs): wall time, or with
// `--cpu` the process's CPU time, which the machine's other work hardly moves (run with
// --single-threaded then, so that no helper thread's time is counted).
const cpu = args.includes('--cpu');
const now = cpu
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();
const median = (fn, budgetMs) => {
  const times = [];
  const until = performance.now() + budgetMs;
  while (times.length < 5 || performance.now() < until) {
    const t = now();
    fn();
    times.push(now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
};
// And the benchmark's realistic prompts (bench/redaction-texts.ts), as BENCHMARKS.md#guardrails measures.
const { realisticPrompt } = await import(option('--texts'));
console.log(`\nmedian ${cpu ? 'CPU' : 'wall'} time per check (request rules, answer rules):`);
for (const [kind, textAt] of [
  ['corpus', textOf],
  ['realistic', (chars) => realisticPrompt(chars).text],
]) {
  for (const chars of [1_024, 65_536]) {
    const text = textAt(chars);
    const request = median(() => evaluateGuardrails(text, DEFAULT_GUARDRAILS), 3_000);
    const answer = median(() => evaluateGuardrails(text, ANSWER_GUARDRAILS), 3_000);
    console.log(`${kind.padEnd(9)} ${String(chars).padStart(6)}   ${request.toFixed(2).padStart(7)} ms ${answer.toFixed(2).padStart(7)} ms`);
  }
}
globalThis.gc();
const after = { ...codeSpaces(), rss: process.memoryUsage().rss };
console.log(`\nafter the timing: code_large_object_space ${fmt(after.large)}, code_space ${fmt(after.code)}, rss ${fmt(after.rss)}`);
