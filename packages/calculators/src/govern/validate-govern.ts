import { type FieldError, type Result, err, ok } from '@secgate/core';
import { type InvalidInputError, invalidInput, parseInput } from '../calculator-error.js';
import { type DocumentPath, comparePositions, documentPosition, fieldName } from './document-position.js';
import { firstRepeat } from './find-duplicate.js';
import { type ParsedGovernInput, governSchema } from './govern-schema.js';

/**
 * Reads a govern input: the schema first, then the checks that span fields: `asOf` when
 * suppliers are given, at least one of profile/risks/suppliers, and the uniqueness of profile
 * subcategories, risk ids, supplier ids and each supplier's contract clauses. Like the schema
 * errors, the problem reported is the first in document order (a missing field after every
 * present one, in table order).
 */
export function validateGovern(input: unknown): Result<ParsedGovernInput, InvalidInputError> {
  const parsed = parseInput(governSchema, input);
  if (!parsed.ok) return parsed.error.field === '' ? err({ ...parsed.error, message: 'The govern input must be a JSON object.' }) : parsed;
  const problems = crossFieldProblems(parsed.value);
  let first: { error: FieldError; position: number[] } | undefined;
  for (const { path, error } of problems) {
    const position = documentPosition(input, path);
    if (!first || comparePositions(position, first.position) < 0) first = { error, position };
  }
  return first ? err(invalidInput(first.error)) : ok(parsed.value);
}

interface Problem {
  path: DocumentPath;
  error: FieldError;
}

/** Every cross-field problem, missing fields in table order. */
function crossFieldProblems(input: ParsedGovernInput): Problem[] {
  const { asOf, profile, risks, suppliers } = input;
  const problems: Problem[] = [];
  if (suppliers !== undefined && asOf === undefined) {
    problems.push(problem(['asOf'], 'required', "The field 'asOf' is required when 'suppliers' is given: assessment ages are computed as of that instant."));
  }
  if (profile === undefined && risks === undefined && suppliers === undefined) {
    problems.push(problem(['profile'], 'required', "Give at least one of 'profile', 'risks' or 'suppliers'."));
  }
  const repeatedRow = firstRepeat(profile ?? [], (row) => row.subcategory);
  if (repeatedRow >= 0) problems.push(duplicate(['profile', repeatedRow, 'subcategory'], `subcategory ${profile?.[repeatedRow]?.subcategory}`));
  const repeatedRisk = firstRepeat(risks ?? [], (risk) => risk.id);
  if (repeatedRisk >= 0) problems.push(duplicate(['risks', repeatedRisk, 'id'], `risk id '${risks?.[repeatedRisk]?.id}'`));
  const repeatedSupplier = firstRepeat(suppliers ?? [], (supplier) => supplier.id);
  if (repeatedSupplier >= 0) {
    problems.push(duplicate(['suppliers', repeatedSupplier, 'id'], `supplier id '${suppliers?.[repeatedSupplier]?.id}'`));
  }
  for (const [s, supplier] of (suppliers ?? []).entries()) {
    const clause = firstRepeat(supplier.contractClauses, (c) => c);
    if (clause >= 0) problems.push(duplicate(['suppliers', s, 'contractClauses', clause], `clause '${supplier.contractClauses[clause]}'`));
  }
  return problems;
}

function problem(path: DocumentPath, reason: FieldError['reason'], message: string): Problem {
  return { path, error: { field: fieldName(path), reason, message } };
}

function duplicate(path: DocumentPath, what: string): Problem {
  return problem(path, 'duplicate', `The ${what} at '${fieldName(path)}' appears more than once.`);
}
