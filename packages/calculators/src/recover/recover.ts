import { err, ok, parseTimestamp } from '@secgate/core';
import { type CalculatorResult, parseInput } from '../calculator-error.js';
import { type RtoDependency, assetChecks } from './asset-checks.js';
import { checkReferences } from './check-references.js';
import { compareCodeUnits } from './code-unit-order.js';
import { computeWaves } from './compute-waves.js';
import type { RecoverAnswer, RecoverAssetAnswer } from './recover-answer.js';
import { recoverNotes } from './recover-notes.js';
import { type ParsedRecoverAsset, recoverSchema } from './recover-schema.js';

const CSF: RecoverAnswer['csf'] = { function: 'RECOVER', subcategories: ['RC.RP-02', 'RC.RP-03', 'RC.RP-05'] };

/**
 * The DR calculator (NIST CSF 2.0 RECOVER): restore waves by dependency and five backup checks
 * per asset, as CALCULATORS.md "recover" states them. Pure: asOf is the only "now".
 */
export function recover(input: unknown): CalculatorResult<RecoverAnswer> {
  const parsed = parseInput(recoverSchema, input);
  if (!parsed.ok) return parsed;
  const { asOf, assets, policy } = parsed.value;

  const referenceError = checkReferences(assets, (input as { assets: readonly unknown[] }).assets);
  if (referenceError) return err(referenceError);
  const plan = computeWaves(assets);
  if (!plan.ok) return plan;

  const asOfMs = parseTimestamp(asOf) as number;
  const indexOf = new Map<string, number>();
  assets.forEach((asset, i) => indexOf.set(asset.id, i));
  const dependenciesOf = (asset: ParsedRecoverAsset): RtoDependency[] =>
    asset.dependsOn.map((id) => assets[indexOf.get(id) as number] as ParsedRecoverAsset);

  const failing = { rpo: 0, restoreTest: 0, offsite: 0, immutable: 0, rtoOrder: 0 };
  const facts = { immutableWarning: false, datedAfterAsOf: false };
  const answered: RecoverAssetAnswer[] = [];
  for (const i of plan.value.order) {
    const asset = assets[i] as ParsedRecoverAsset;
    const checks = assetChecks(asset, asOfMs, policy.restoreTestMaxAgeDays[asset.criticality], dependenciesOf(asset));
    for (const check of checks) {
      if (check.status === 'warn' && check.check === 'immutable') facts.immutableWarning = true;
      if (check.status !== 'fail') continue;
      if (check.check === 'rpo') failing.rpo++;
      else if (check.check === 'restore-test') failing.restoreTest++;
      else if (check.check === 'offsite') failing.offsite++;
      else if (check.check === 'immutable') failing.immutable++;
      else failing.rtoOrder++;
    }
    if (isAfter(asset.backups.lastSuccessAt, asOfMs) || isAfter(asset.backups.lastRestoreTestAt, asOfMs)) facts.datedAfterAsOf = true;
    answered.push({
      id: asset.id,
      wave: plan.value.waveOf[i] as number,
      criticality: asset.criticality,
      rtoHours: asset.rtoHours,
      rpoHours: asset.rpoHours,
      dependsOn: [...asset.dependsOn].sort(compareCodeUnits),
      checks,
    });
  }

  return ok({
    asOf: new Date(asOfMs).toISOString(),
    waves: plan.value.waves,
    assets: answered,
    summary: { assets: assets.length, waves: plan.value.waves.length, failing },
    notes: recoverNotes(facts),
    csf: { function: CSF.function, subcategories: [...CSF.subcategories] },
  });
}

function isAfter(at: string | null, asOfMs: number): boolean {
  return at !== null && (parseTimestamp(at) as number) > asOfMs;
}
