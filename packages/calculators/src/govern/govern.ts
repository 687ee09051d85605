import { ok } from '@secgate/core';
import type { CalculatorResult } from '../calculator-error.js';
import { type SupplierReview, assessSuppliers } from './assess-suppliers.js';
import { governNotes } from './govern-notes.js';
import type { ParsedGovernInput } from './govern-schema.js';
import { type GovernSubcategory, inCsfOrder } from './gv-subcategories.js';
import { type ProfileAnalysis, profileGaps } from './profile-gaps.js';
import { type RiskRegister, scoreRisks } from './score-risks.js';
import { validateGovern } from './validate-govern.js';

/** The govern answer; a section is present exactly when its input was given. */
export interface GovernAnswer {
  profile?: ProfileAnalysis;
  risks?: RiskRegister;
  suppliers?: SupplierReview;
  notes: string[];
  csf: { function: 'GOVERN'; subcategories: GovernSubcategory[] };
}

/**
 * GRC for the NIST CSF 2.0 GOVERN function: profile gaps, the risk register, supplier risk. Pure:
 * bad input is answered as an `invalid-input` error, never thrown.
 *
 * @example
 * import { govern } from '@secgate/calculators';
 *
 * // An accepted risk over the appetite (9), with no owner:
 * const answer = govern({
 *   riskAppetite: 9,
 *   risks: [{ id: 'R-1', likelihood: 4, impact: 4, treatment: 'accept', owner: null }],
 * });
 * answer.ok && answer.value.risks?.register[0]?.findings.map((finding) => finding.code);
 * //=> ['no-owner', 'acceptance-exceeds-appetite']
 *
 * @example
 * import { govern } from '@secgate/calculators';
 *
 * // A field out of range is an error value naming the field:
 * govern({ riskAppetite: 30 });
 * //=> { ok: false, error: { code: 'invalid-input', message: "The field 'riskAppetite' is out of range.",
 * //     field: 'riskAppetite', reason: 'out-of-range' } }
 */
export function govern(input: unknown): CalculatorResult<GovernAnswer> {
  const parsed = validateGovern(input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  // Keys in a fixed order: profile, risks, suppliers, notes, csf.
  const answer: GovernAnswer = {
    ...(value.profile && { profile: profileGaps(value.profile) }),
    ...(value.risks && { risks: scoreRisks(value.risks, value.riskAppetite) }),
    // validateGovern guarantees asOf whenever suppliers are given.
    ...(value.suppliers && value.asOf !== undefined && { suppliers: assessSuppliers(value.suppliers, value.asOf) }),
    notes: governNotes(value),
    csf: { function: 'GOVERN', subcategories: referenced(value) },
  };
  return ok(answer);
}

function referenced({ profile, risks, suppliers }: ParsedGovernInput): GovernSubcategory[] {
  const ids: GovernSubcategory[] = [];
  if (risks) ids.push('GV.RM-02', 'GV.RM-06');
  if (suppliers) ids.push('GV.SC-04', 'GV.SC-05', 'GV.SC-07');
  for (const row of profile ?? []) ids.push(row.subcategory);
  return inCsfOrder(ids);
}
