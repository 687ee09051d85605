import { type Result, err, ok } from '@secgate/core';
import { type InvalidInputError, invalidInput, parseInput } from '../calculator-error.js';
import { type Incident, respondSchema } from './respond-schema.js';

/** Reads a respond input: the schema first, then the uniqueness of `jurisdictions`. */
export function validateRespond(input: unknown): Result<Incident, InvalidInputError> {
  const parsed = parseInput(respondSchema, input);
  if (!parsed.ok) return parsed.error.field === '' ? err({ ...parsed.error, message: 'The respond input must be a JSON object.' }) : parsed;
  const { incident } = parsed.value;
  const seen = new Set<string>();
  for (const [index, jurisdiction] of incident.jurisdictions.entries()) {
    if (seen.has(jurisdiction)) {
      const field = `incident.jurisdictions[${index}]`;
      return err(invalidInput({ field, reason: 'duplicate', message: `The jurisdiction '${jurisdiction}' at '${field}' appears more than once.` }));
    }
    seen.add(jurisdiction);
  }
  return ok(incident);
}
