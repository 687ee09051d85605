#!/usr/bin/env node
// Knowledge index benchmark (see BENCHMARKS.md and docs/knowledge.md): index build time, memory
// growth, and search latency over a few hundred varied queries, with Enterprise ATT&CK plus CWE.
// Runs against the built packages:  npm run build && node bench/knowledge.mjs [--bundle FILE] [--queries N]
// The Enterprise source is --bundle (a full STIX bundle), else SECGATE_TEST_ATTACK_DIR's
// enterprise-attack.json, else the names-only snapshot shipped in packages/http-adapter.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// Memory figures are only meaningful after a full collection: re-run with --expose-gc if needed.
if (typeof globalThis.gc !== 'function') {
  const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { values } = parseArgs({
  options: {
    bundle: { type: 'string' },
    queries: { type: 'string', default: '400' },
  },
});
const { buildKnowledgeIndex, loadCweCorpus, readAttackBundleFile, readShippedAttackSnapshots, shippedSnapshotDir } = await import('@secgate/http-adapter');
const fromDir = process.env.SECGATE_TEST_ATTACK_DIR?.trim();
const bundle = values.bundle ?? (fromDir ? join(fromDir, 'enterprise-attack.json') : undefined);
const source = bundle ?? join(shippedSnapshotDir(), 'enterprise-attack.json');
// The full bundle is read and parsed; the snapshot is read and expanded, as the service does.
const readEnterprise = async () => {
  if (bundle) return readAttackBundleFile(bundle);
  const shipped = readShippedAttackSnapshots().find((s) => s.corpus.source.id === 'enterprise-attack');
  return shipped ? { ok: true, value: shipped.corpus } : { ok: false, error: { message: 'no enterprise-attack snapshot' } };
};

const MB = 1024 * 1024;
const memory = () => {
  globalThis.gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
};
const time = async (work) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

// --- Build -----------------------------------------------------------------------------------
const before = memory();
const attack = await time(readEnterprise);
if (!attack.value.ok) throw new Error(`${source}: ${attack.value.error.message}`);
const cwe = await time(() => loadCweCorpus());
const built = await time(() => buildKnowledgeIndex([attack.value.value, cwe.value]));
const index = built.value;
const after = memory();

// --- Queries: ids, titles, title words, typos, CWE phrases and questions, from the data ------
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const documents = [...attack.value.value.documents, ...cwe.value.documents];
const typo = (word) => {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
};
const words = (text) => text.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 3);
const FIXED = [
  'spearphishing attachment',
  'spearfishing',
  'cross-site scripting',
  'sql injection',
  'CWE 79',
  'cwe-89',
  'T1566',
  'T1193',
  'credential dumping from lsass memory',
  'how do attackers move laterally with remote services',
  'ransomware encrypts files for impact',
  'buffer overflow',
  'path traversal',
  'fancy bear',
  'mimikatz',
  'exploit public facing application',
  'active scanning',
];
const total = Number(values.queries);
const queries = [...FIXED];
while (queries.length < total) {
  const document = pick(documents);
  const kind = queries.length % 5;
  if (kind === 0) queries.push(document.id);
  else if (kind === 1) queries.push(document.title);
  else if (kind === 2) queries.push(words(document.title).slice(0, 2).join(' ') || document.title);
  else if (kind === 3) queries.push(typo(pick(words(document.title)) ?? document.title));
  // Description words where there is text; the snapshot has none, so its items give their title.
  else queries.push(words(document.description).slice(3, 7).join(' ') || document.title);
}

// --- Search latency ---------------------------------------------------------------------------
for (const query of queries.slice(0, 50)) index.search(query, 8); // warm-up: JIT, caches
const latencies = [];
let empty = 0;
for (const query of queries) {
  const started = performance.now();
  const results = index.search(query, 8);
  latencies.push(performance.now() - started);
  if (results.length === 0) empty += 1;
}
const contextLatencies = [];
for (const document of documents.slice(0, 500)) {
  const started = performance.now();
  index.context(document.id);
  contextLatencies.push(performance.now() - started);
}
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// --- Report -----------------------------------------------------------------------------------
const ms = (n) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const rows = [
  [
    'sources',
    index
      .snapshot()
      .sources.map((s) => `${s.id} ${s.version} ${s.detail} (${s.items} items)`)
      .join(', '),
  ],
  [bundle ? 'read + parse ATT&CK bundle' : 'read + expand ATT&CK snapshot', ms(attack.ms)],
  ['load CWE (cwe-sdk)', ms(cwe.ms)],
  ['build MiniSearch index', ms(built.ms)],
  ['total load + build', ms(attack.ms + cwe.ms + built.ms)],
  ['heap growth (index held)', `${((after.heapUsed - before.heapUsed) / MB).toFixed(1)} MB`],
  ['RSS growth', `${((after.rss - before.rss) / MB).toFixed(1)} MB`],
  [`search p50 (${queries.length} queries, limit 8)`, ms(percentile(latencies, 50))],
  ['search p99', ms(percentile(latencies, 99))],
  ['search max', ms(Math.max(...latencies))],
  ['queries with no result', String(empty)],
  ['context p50 / p99 (500 ids)', `${ms(percentile(contextLatencies, 50))} / ${ms(percentile(contextLatencies, 99))}`],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`knowledge benchmark, Node ${process.version}, ${source}`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
