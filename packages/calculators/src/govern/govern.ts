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

/** GRC for the NIST CSF 2.0 GOVERN function: profile gaps, the risk register, supplier risk. Pure. */
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
