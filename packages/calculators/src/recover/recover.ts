import { ok, parseTimestamp } from '@secgate/core';
import type { CalculatorResult } from '../calculator-error.js';
import { type RtoDependency, assetChecks } from './asset-checks.js';
import { resolveReferences } from './check-references.js';
import { sortByCodeUnits } from './code-unit-order.js';
import { computeWavesOfGraph } from './compute-waves.js';
import type { DependencyGraph } from './dependency-graph.js';
import type { AssetCheck, RecoverAnswer, RecoverAssetAnswer } from './recover-answer.js';
import { recoverNotes } from './recover-notes.js';
import type { ParsedRecoverAsset } from './recover-schema.js';
import { readRecoverInput } from './read-recover-input.js';
import { createCheckInterner } from './intern-checks.js';
import { createTimestampReader } from './timestamp-reader.js';

const CSF: RecoverAnswer['csf'] = { function: 'RECOVER', subcategories: ['RC.RP-02', 'RC.RP-03', 'RC.RP-05'] };

/**
 * The DR calculator (NIST CSF 2.0 RECOVER): restore waves by dependency and five backup checks
 * per asset, as docs/calculators.md#recover states them. Pure: asOf is the only "now".
 *
 * @example
 * import { recover } from '@secgate/calculators';
 *
 * // The application needs its database, which needs DNS:
 * const backups = { lastSuccessAt: '2026-03-02T02:00:00Z', lastRestoreTestAt: '2026-01-15T10:00:00Z', offsite: true, immutable: true };
 * const plan = recover({
 *   asOf: '2026-03-02T08:00:00Z',
 *   assets: [
 *     { id: 'app', criticality: 'high', rtoHours: 8, rpoHours: 24, dependsOn: ['db'], backups },
 *     { id: 'db', criticality: 'critical', rtoHours: 4, rpoHours: 24, dependsOn: ['dns'], backups },
 *     { id: 'dns', criticality: 'critical', rtoHours: 1, rpoHours: 24, backups },
 *   ],
 * });
 * plan.ok && plan.value.waves.map((wave) => wave.assets);
 * //=> [['dns'], ['db'], ['app']]
 *
 * @example
 * import { recover } from '@secgate/calculators';
 *
 * // Two assets that wait for each other have no restore order:
 * const backups = { lastSuccessAt: null, lastRestoreTestAt: null, offsite: false, immutable: false };
 * const plan = recover({
 *   asOf: '2026-03-02T08:00:00Z',
 *   assets: [
 *     { id: 'a', criticality: 'high', rtoHours: 8, rpoHours: 24, dependsOn: ['b'], backups },
 *     { id: 'b', criticality: 'high', rtoHours: 8, rpoHours: 24, dependsOn: ['a'], backups },
 *   ],
 * });
 * plan.ok || plan.error.code;
 * //=> 'dependency-cycle'
 */
export function recover(input: unknown): CalculatorResult<RecoverAnswer> {
  const readTimestamp = createTimestampReader();
  const intern = createCheckInterner();
  const parsed = readRecoverInput(input, readTimestamp);
  if (!parsed.ok) return parsed;
  const { asOf, assets, policy } = parsed.value;

  const graph = resolveReferences(assets, (input as { assets: readonly unknown[] }).assets);
  if (!graph.ok) return graph;
  const plan = computeWavesOfGraph(assets, graph.value);
  if (!plan.ok) return plan;
  const { order, waveOf, waves } = plan.value;

  const asOfMs = parseTimestamp(asOf) as number;
  const failing = { rpo: 0, restoreTest: 0, offsite: 0, immutable: 0, rtoOrder: 0 };
  const facts = { immutableWarning: false, datedAfterAsOf: false };
  const answered = new Array<RecoverAssetAnswer>(order.length);
  const dependencies: RtoDependency[] = []; // refilled for each asset: one list rather than one per asset
  for (let position = 0; position < order.length; position++) {
    const i = order[position] as number;
    const asset = assets[i] as ParsedRecoverAsset;
    listDependencies(i, assets, graph.value, dependencies);
    const checks = assetChecks(asset, asOfMs, policy.restoreTestMaxAgeDays[asset.criticality], dependencies, readTimestamp, intern);
    tallyChecks(checks, failing, facts);
    if (isDatedAfterAsOf(asset, checks)) facts.datedAfterAsOf = true;
    answered[position] = {
      id: asset.id,
      wave: waveOf[i] as number,
      criticality: asset.criticality,
      rtoHours: asset.rtoHours,
      rpoHours: asset.rpoHours,
      dependsOn: sortByCodeUnits(asset.dependsOn.slice()),
      checks,
    };
  }

  return ok({
    asOf: new Date(asOfMs).toISOString(),
    waves,
    assets: answered,
    summary: { assets: assets.length, waves: waves.length, failing },
    notes: recoverNotes(facts),
    csf: { function: CSF.function, subcategories: [...CSF.subcategories] },
  });
}

/** Fills `into` with the assets asset `i` depends on, read from the graph's index arrays rather than looked up by id. */
function listDependencies(i: number, assets: readonly ParsedRecoverAsset[], graph: DependencyGraph, into: RtoDependency[]): void {
  into.length = 0;
  for (let k = graph.depStart[i] as number, end = graph.depStart[i + 1] as number; k < end; k++) {
    into.push(assets[graph.depList[k] as number] as ParsedRecoverAsset);
  }
}

/** Counts the failing checks, and notes an immutable warning for the answer's notes. */
function tallyChecks(checks: readonly AssetCheck[], failing: RecoverAnswer['summary']['failing'], facts: { immutableWarning: boolean }): void {
  for (let c = 0; c < checks.length; c++) {
    const check = checks[c] as AssetCheck;
    if (check.status === 'warn' && check.check === 'immutable') facts.immutableWarning = true;
    if (check.status !== 'fail') continue;
    if (check.check === 'rpo') failing.rpo++;
    else if (check.check === 'restore-test') failing.restoreTest++;
    else if (check.check === 'offsite') failing.offsite++;
    else if (check.check === 'immutable') failing.immutable++;
    else failing.rtoOrder++;
  }
}

/**
 * A backup or restore test dated after asOf: the checks give it no age although it is there (a
 * valid timestamp has no age only when it is later than asOf), which spares parsing it again.
 */
function isDatedAfterAsOf(asset: ParsedRecoverAsset, checks: readonly AssetCheck[]): boolean {
  const [rpo, restoreTest] = checks;
  return (
    (asset.backups.lastSuccessAt !== null && rpo?.check === 'rpo' && rpo.ageHours === null) ||
    (asset.backups.lastRestoreTestAt !== null && restoreTest?.check === 'restore-test' && restoreTest.ageDays === null)
  );
}
