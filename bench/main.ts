// `npm run bench` (see BENCHMARKS.md): every figure measured side by side in one run, so the
// ratios hold on a noisy machine. Prints one table and writes bench/results/latest.json (or --out FILE).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresAvailable } from '../test/support/e2e-service.js';
import { measureCalculators } from './calculators.js';
import { measureColdStart } from './cold-start.js';
import { measureRedaction } from './redaction.js';
import { measureGuardrails } from './guardrails.js';
import { measureHostile } from './hostile.js';
import { checkAnswer } from './check-answer.js';
import { measureTargets, type Target } from './gateway.js';
import { gatewayReport } from './gateway-report.js';
import { startPortkey, portkeyTarget } from './portkey-process.js';
import { startBareUpstream, startForwarder, startGateway, startUpstream } from './processes.js';
import { round } from './stats.js';
import { measureStages } from './stages.js';
import { measureStreaming } from './streaming.js';
import { measureSlowOrigin, type SlowOriginResult } from './slow-origin.js';
import { soak } from './soak.js';
import { measureVmLedger } from './vm-ledger.js';
import { measureVmLedgerHttp } from './vm-ledger-http.js';
import { measureEmbeddedEngines } from './embedded-engines.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
    'soak-minutes': { type: 'string' },
    stores: { type: 'string' },
  },
});
const quick = values.quick;
const only = new Set((values.only ?? 'gateway,stages,streaming,slow-origin,soak,vm,calculators,cold-start,knowledge,redaction,guardrails,hostile').split(','));
const rows: [string, string][] = [];
const results: Record<string, unknown> = {};
/** Sides refused for errors under load: their figures are not reported and the run fails. */
const refusals: string[] = [];
const section = (title: string) => rows.push([`— ${title}`, '']);
const row = (label: string, value: string) => {
  rows.push([label, value]);
  process.stderr.write(`  ${label}: ${value}\n`);
};

/** The stores to measure: `--stores pglite,postgres` (both by default; PostgreSQL when it answers). */
async function benchStores(): Promise<('pglite' | 'postgres')[]> {
  const asked = new Set((values.stores ?? 'pglite,postgres').split(','));
  const drivers: ('pglite' | 'postgres')[] = asked.has('pglite') ? ['pglite'] : [];
  if (asked.has('postgres') && (await postgresAvailable())) drivers.push('postgres');
  return drivers;
}

const machine = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30) };
results.machine = machine;

if (only.has('gateway')) {
  // A bare upstream (one fixed answer) for every side, so the upstream takes as little as
  // possible of the two cores the gateways, the upstream and autocannon share.
  const upstream = await startBareUpstream();
  const forwarder = await startForwarder(upstream.baseURL);
  const portkey = await startPortkey();
  const drivers = await benchStores();
  const options = quick
    ? { rounds: 1, sequential: 200, seconds: 3, connections: 32, warmupSeconds: 3 }
    : { rounds: 3, sequential: 500, seconds: 5, connections: 32, warmupSeconds: 8 };
  const direct = { name: 'direct', baseURL: upstream.baseURL, pid: upstream.pid };
  const floor = { name: 'forwarder', baseURL: `${forwarder.url}/v1`, pid: forwarder.pid };
  const peer = portkeyTarget(portkey, upstream.baseURL);
  for (const driver of drivers) {
    const gateway = await startGateway(driver, upstream.baseURL);
    try {
      section(
        `gateway overhead, ${driver === 'pglite' ? 'embedded store (PGlite)' : 'PostgreSQL server'}: non-streaming completion; secgate paid and metered, Portkey relaying`,
      );
      const through = { name: 'secgate', baseURL: `${gateway.url}/v1`, token: gateway.token, pid: gateway.pid };
      const targets = [direct, floor, peer, through];
      for (const target of targets) await checkAnswer(target, target === direct || target === peer);
      const measured = await measureTargets(targets, options).catch((error: unknown) => {
        // A side that stops answering fails the run; say what the gateway wrote before it did.
        process.stderr.write(`secgate's stderr, last lines:\n${gateway.stderrTail()}\n`);
        throw error;
      });
      const report = gatewayReport(measured);
      results[`gateway-${driver}`] = report.result;
      for (const [label, value] of report.rows) row(label, value);
      if (report.refused.length > 0) refusals.push(`${driver}: ${report.refused.join(', ')} answered errors under load`);
    } finally {
      await gateway.stop();
    }
  }
  await portkey.stop();
  await forwarder.stop();
  await upstream.stop();
}

if (only.has('stages')) {
  const upstream = await startBareUpstream();
  try {
    for (const driver of await benchStores()) {
      section(`stages of one sequential paid completion, ${driver === 'pglite' ? 'embedded store' : 'PostgreSQL server'} (medians, as the gateway timed them)`);
      const result = await measureStages(driver, upstream.baseURL, quick ? 1 : 3, 500);
      results[driver === 'pglite' ? 'stages' : `stages-${driver}`] = result;
      row('whole, through secgate / direct', `${result.throughMs} / ${result.directMs} ms (added ${round(result.throughMs - result.directMs, 3)} ms)`);
      row('reservation: hold and job committed', `${result.reserveMs} ms`);
      row('upstream call: openai client, node:http transport', `${result.upstreamMs} ms`);
      row('settlement: receipt, charge and release committed', `${result.settleMs} ms`);
      row('the rest: HTTP in and out, auth, parsing, admission, redaction, guardrails, answer', `${result.restMs} ms`);
    }
  } finally {
    await upstream.stop();
  }
}

if (only.has('streaming')) {
  const heartbeatMs = 100;
  const upstream = await startUpstream(1_000);
  const gateway = await startGateway('pglite', upstream.baseURL, { heartbeatMs });
  try {
    section('streaming: upstream answers after 1 s, heartbeat every 100 ms');
    const result = await measureStreaming(gateway.url, gateway.token, quick ? 5 : 20, heartbeatMs);
    results.streaming = result;
    row('time to first byte p50 / p99', `${result.ttfbP50} / ${result.ttfbP99} ms`);
    row('heartbeat interval p50 / p99', `${result.intervalP50} / ${result.intervalP99} ms (configured ${heartbeatMs})`);
    row('heartbeats per stream (median)', String(result.heartbeatsPerStream));
  } finally {
    await gateway.stop();
    await upstream.stop();
  }
}

if (only.has('slow-origin')) {
  // Thousands of slow calls at once (issue: no hidden queue in front of an origin): the batch
  // should take about one origin time, whatever the number of streams. The same batch straight
  // to the origin is this machine's floor (the load generator and the origin share its cores
  // with the gateway); Portkey relaying it is the peer.
  const originMs = 2_000;
  const streams = quick ? 500 : 2_000;
  const upstream = await startUpstream(originMs);
  const drivers = await benchStores();
  const slow: Record<string, SlowOriginResult> = {};
  const report = (label: string, stream: boolean, result: SlowOriginResult) => {
    section(`slow origin, ${label}: ${streams} concurrent ${stream ? 'streamed' : 'plain'} calls, origin answers after ${originMs / 1000} s`);
    row('batch wall time / origin time (goal <= 1.5)', `${result.ratio} (${result.wallMs} ms)`);
    row('time to first byte p50 / p99', `${result.ttfbP50} / ${result.ttfbP99} ms`);
    if (result.rssAtRestMiB !== null) row('RSS at rest; per 1,000 open calls', `${result.rssAtRestMiB} MiB; ${result.rssPer1000StreamsMiB ?? '-'} MiB`);
    if (result.cpuMsPerCall !== null) row('CPU per call', `${result.cpuMsPerCall} ms`);
    const floor = slow[`direct-${stream ? 'streamed' : 'plain'}`];
    if (floor && floor !== result) row('over the floor (wall time / floor wall time)', String(round(result.wallMs / floor.wallMs)));
    if (result.failed > 0) refusals.push(`slow origin (${label}): ${result.failed} calls failed`);
  };
  /**
   * A process's first batch after its start runs on code not yet optimised (V8 compiles
   * JavaScript and PGlite's WebAssembly lazily, then tiers hot code up), so each gateway is
   * measured cold, then warm.
   */
  const measure = async (key: string, label: string, target: Target, stream: boolean) => {
    const result = await measureSlowOrigin(target, streams, originMs, stream);
    slow[key] = result;
    report(label, stream, result);
    return result;
  };
  try {
    await measure('direct-streamed', "straight to the origin (this machine's floor)", { name: 'direct', baseURL: upstream.baseURL }, true);
    await measure('direct-plain', "straight to the origin (this machine's floor)", { name: 'direct', baseURL: upstream.baseURL }, false);
    // Plain calls only: Portkey answers streamed calls to a custom host with a 500 on Node
    // ("TypeError: immutable" as it adds headers to the origin's own response).
    const portkey = await startPortkey();
    try {
      const target = portkeyTarget(portkey, upstream.baseURL);
      await measure('portkey-plain-cold', 'Portkey relaying, first batch after start', target, false);
      await measure('portkey-plain', 'Portkey relaying, warm', target, false);
    } finally {
      await portkey.stop();
    }
    for (const driver of drivers) {
      const gateway = await startGateway(driver, upstream.baseURL, { heartbeatMs: 10_000 });
      const label = `secgate paid and metered, ${driver === 'pglite' ? 'embedded store (PGlite)' : 'PostgreSQL server'}`;
      const target = { name: 'secgate', baseURL: `${gateway.url}/v1`, token: gateway.token, pid: gateway.pid };
      try {
        await measure(`${driver}-streamed-cold`, `${label}, first batch after start`, target, true);
        await measure(`${driver}-streamed`, `${label}, warm`, target, true);
        const plain = await measure(`${driver}-plain`, `${label}, warm`, target, false);
        row('wall time, secgate / Portkey (warm, plain)', String(round(plain.wallMs / (slow['portkey-plain'] as SlowOriginResult).wallMs)));
      } finally {
        await gateway.stop();
      }
    }
  } finally {
    await upstream.stop();
  }
  results.slowOrigin = slow;
}

if (only.has('soak')) {
  // Ten minutes of mixed load (one with --quick): memory must stop growing after the first.
  const minutes = Number(values['soak-minutes'] ?? (quick ? 1 : 10));
  const upstream = await startUpstream(200);
  const gateway = await startGateway('pglite', upstream.baseURL, { heartbeatMs: 1_000 });
  try {
    const workers = 64;
    section(
      `soak, embedded store (PGlite): ${minutes} min of mixed load from ${workers} clients (60% chat, streamed and plain; jobs; knowledge; calculators; account reads), origin answers after 0.2 s`,
    );
    const result = await soak({ url: gateway.url, token: gateway.token, pid: gateway.pid }, minutes, workers);
    results.soak = result;
    row('requests; errors', `${result.requests}; ${result.errors}`);
    row(
      'RSS after the first minute; at the end; highest after the first minute',
      `${result.rssAfterFirstMinuteMiB}; ${result.rssAtEndMiB}; ${result.rssMaxAfterFirstMinuteMiB} MiB`,
    );
    row('RSS slope after the first minute (0 is stable)', `${result.rssSlopeMiBPerMinute} MiB/min`);
    if (result.errors > 0) refusals.push(`soak: ${result.errors} of ${result.requests} requests failed`);
  } finally {
    await gateway.stop();
    await upstream.stop();
  }
}

if (only.has('vm')) {
  // The VM ledger (docs/vm.md): ingestion in the API's largest batches, and one page of a filtered
  // list over the whole ledger; in the store itself, and through `secgate serve` over HTTP.
  const findings = quick ? 10_000 : 100_000;
  const drivers = await benchStores();
  const vm: Record<string, unknown> = {};
  for (const driver of drivers) {
    const store = await measureVmLedger(driver, findings, quick ? 20 : 100);
    const http = await measureVmLedgerHttp(driver, findings, quick ? 20 : 100);
    vm[driver] = { store, http };
    section(
      `VM ledger, ${driver === 'pglite' ? 'embedded store (PGlite)' : 'PostgreSQL server'}: ${findings} findings in batches of 1,000 (the store; over HTTP, 4 clients)`,
    );
    row('findings ingested per second, new', `${store.ingestPerSecond}; ${http.ingestPerSecond}`);
    row('findings ingested per second, posted again', `${store.repostPerSecond}; ${http.repostPerSecond}`);
    for (const [name, time] of Object.entries(store.lists)) {
      const over = http.lists[name];
      row(`a page of 50, ${name}: p50 / p99`, `${time.p50} / ${time.p99} ms; ${over?.p50} / ${over?.p99} ms`);
    }
  }
  results.vm = vm;
}

if (only.has('calculators')) {
  const upstream = await startUpstream();
  // The estate is 25.6 MB: an operator serving estates this large raises the public body limit.
  const gateway = await startGateway('pglite', upstream.baseURL, { publicBodyLimitBytes: 64 * 1024 * 1024 });
  try {
    section('calculators: library and HTTP');
    const result = await measureCalculators(gateway.url, quick ? 3 : 7);
    results.calculators = result;
    row(
      `recover, ${result.assets.toLocaleString('en')} assets, ${result.dependencies.toLocaleString('en')} dependencies, library`,
      `${result.recoverLibraryMs} ms`,
    );
    row('recover, same estate, each asset with backup times of its own, library', `${result.recoverOwnBackupsMs} ms`);
    row('recover, same estate, POST over HTTP (JSON in and out)', `${result.recoverHttpMs} ms`);
    const { defaultYoungGeneration, semiSpace64MiB } = result.recoverProcessMs;
    row(
      'recover, library in a fresh process: default / --max-semi-space-size=64',
      `${defaultYoungGeneration} / ${semiSpace64MiB} ms (${round(semiSpace64MiB / defaultYoungGeneration, 2)}x)`,
    );
    row('respond / govern evaluations per second, library', `${result.respondPerSecond} / ${result.governPerSecond}`);
    row('respond / govern requests per second, HTTP', `${result.respondHttpRps} / ${result.governHttpRps}`);
  } finally {
    await gateway.stop();
    await upstream.stop();
  }
}

if (only.has('hostile')) {
  section('hostile bodies: the wait of a plain GET /v1/secure sent while each is handled (goal: stall under 10 ms when refused)');
  const result = await measureHostile(quick ? 2 : 5);
  results.hostile = result;
  row('plain request alone, p50 / p99', `${result.plain.p50} / ${result.plain.p99} ms`);
  for (const body of result.bodies) {
    row(
      `${body.label} (${(body.bytes / 1e6).toFixed(2)} MB): ${body.status} in ${body.answerMs} ms`,
      `worst plain ${body.worstPlainMs} ms, stall ${body.stallMs} ms`,
    );
  }
}

if (only.has('cold-start')) {
  section('CLI cold start: fresh processes, taken in turn');
  const result = measureColdStart(quick ? 10 : 30);
  results.coldStart = result;
  row(
    `node -e 0 / secgate recover examples/recover.json, median of ${result.rounds}`,
    `${result.nodeMs} / ${result.recoverMs} ms (+${result.addedMs} ms, ${result.ratio}x)`,
  );
}

if (only.has('knowledge')) {
  section('knowledge: full Enterprise ATT&CK bundle and CWE (bench/knowledge.mjs)');
  const script = fileURLToPath(new URL('../knowledge.mjs', import.meta.url));
  const run = spawnSync(process.execPath, ['--expose-gc', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`knowledge benchmark failed: ${run.stderr}`);
  const knowledge: Record<string, string> = {};
  for (const line of run.stdout.split('\n').slice(1)) {
    const found = /^ {2}(.+?) {2,}(.+)$/.exec(line);
    if (found?.[1] && found[2]) {
      knowledge[found[1]] = found[2];
      row(found[1], found[2]);
    }
  }
  results.knowledge = knowledge;
}

if (only.has('redaction')) {
  section('redaction: redactSecrets and redactCompletionRequest in-process, against secretlint (recommended preset, detection only)');
  const sizes = await measureRedaction(quick);
  // The gateway's CPU per small request, from this run, or else from the last full run's results.
  const gatewayCpuUs = gatewayCpuPerRequest(results) ?? gatewayCpuPerRequest(previousResults());
  results.redaction = { sizes, gatewayCpuUsPerRequest: gatewayCpuUs };
  for (const r of sizes) {
    const size = r.chars >= 1024 * 1024 ? `${r.chars / 2 ** 20} MiB` : r.chars >= 1024 ? `${r.chars / 1024} KiB` : `${r.chars} B`;
    row(
      `${size} (${r.secretsFound} of ${r.secretsPlaced} secrets found): redactSecrets / redactCompletionRequest`,
      `${r.redactSecretsMs} / ${r.redactRequestMs} ms (${r.redactSecretsMBps} MB/s)`,
    );
    row(`${size}: share of parse + validate + redact in-process`, `${r.redactShareOfInProcess} % (parse + validate ${r.parseMs} ms)`);
    row(`${size}: secretlint recommended preset (${r.secretlintFound} findings)`, `${r.secretlintMs} ms (${r.secretlintRatio}x secgate's time)`);
  }
  const small = sizes[0]!;
  if (gatewayCpuUs) {
    row(
      '1 KiB redaction against the gateway CPU per request',
      `${round(small.redactRequestMs * 1000, 1)} of ${gatewayCpuUs} us (${round((100 * small.redactRequestMs * 1000) / gatewayCpuUs, 1)} %)`,
    );
  }
}

if (only.has('guardrails')) {
  section('guardrails: the rules on a request and on an answer, in-process; a guard model asked over HTTP (local stand-in)');
  const guardrails = await measureGuardrails(quick);
  results.guardrails = guardrails;
  row("the server's warm-up in a fresh process (every rule example once: the expressions compile)", `${guardrails.warmUpMs} ms`);
  for (const r of guardrails.sizes) {
    const size = r.chars >= 1024 ? `${r.chars / 1024} KiB` : `${r.chars} B`;
    row(`${size}: request check / answer check`, `${r.requestMs} / ${r.answerMs} ms (${r.requestMBps} MB/s)`);
  }
  row(
    'guard model, Llama Guard wire format, local stand-in: per request / per answer',
    `${guardrails.guardModel.requestMs} / ${guardrails.guardModel.answerMs} ms added`,
  );
}

if (only.has('engines')) {
  // The store's engine against SQLite, each in a fresh process (BENCHMARKS.md#embedded-engines).
  // The SQLite engines are installed into bench/.engines/ on the first run, or skipped.
  const result = await measureEmbeddedEngines(quick ? 500 : 2_000, 200, (line) => process.stderr.write(`  engines: ${line}\n`));
  results.engines = result;
  section(
    `embedded engines: ${result.transactions} reservations (hold + job), then as many settlements, each a transaction; each engine in a fresh process, on a file in ${result.tmpdir}`,
  );
  row('engine, durability', 'reservation p50 / p99 / mean; settlement p50 / p99 / mean; RSS at rest / bare runtime');
  for (const e of result.engines) {
    row(
      `${e.engine}, ${e.durability}`,
      `${e.reserve.p50} / ${e.reserve.p99} / ${e.reserve.mean} ms; ${e.settle.p50} / ${e.settle.p99} / ${e.settle.mean} ms; ${e.rssAtRestMiB} / ${e.rssBareMiB} MiB`,
    );
  }
  for (const skipped of result.skipped) row(`${skipped.key}`, `skipped: ${skipped.reason}`);
  const installs = Object.entries(result.installSeconds).map(([name, seconds]) => `${name} ${seconds} s`);
  row('section time', `${result.seconds} s${installs.length > 0 ? ` (installs: ${installs.join(', ')})` : ''}`);
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nsecgate benchmark — Node ${machine.node}, ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB`);
for (const [label, value] of rows) console.log(value === '' ? `\n${label}` : `  ${label.padEnd(width)}  ${value}`);
const outFile = values.out === undefined ? fileURLToPath(new URL('../results/latest.json', import.meta.url)) : resolve(values.out);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`);
console.log(`\nwritten: ${relative(process.cwd(), outFile) || outFile}`);
if (refusals.length > 0) {
  console.error(`\nbenchmark failed, figures refused: ${refusals.join('; ')}`);
  process.exitCode = 1;
}

/** secgate's CPU per request in the gateway section (embedded store), when it ran. */
function gatewayCpuPerRequest(from: Record<string, unknown> | undefined): number | undefined {
  const gateway = from?.['gateway-pglite'] as { secgate?: { cpuUsPerRequest?: number | null } } | undefined;
  return gateway?.secgate?.cpuUsPerRequest ?? undefined;
}

/** The results file of the last run, read before this run writes over it. */
function previousResults(): Record<string, unknown> | undefined {
  const file = fileURLToPath(new URL('../results/latest.json', import.meta.url));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}
