import type { ParsedGovernInput } from './govern-schema.js';

/** The disclaimers that apply to a govern answer, in a fixed order. */
export function governNotes(input: ParsedGovernInput): string[] {
  const notes = ['Computed from the input alone: a decision aid for governance review, not an audit opinion or legal advice.'];
  if (input.profile) {
    notes.push('Profile tiers (0 to 4) are as reported; gap = max(0, target - current); subcategories not listed count as not assessed.');
  }
  if (input.risks) {
    notes.push(
      `Risk score = likelihood x impact (1 to 5 each): low 1-4, medium 5-9, high 10-16, critical 20-25; risks scored above the appetite of ${input.riskAppetite} should not be accepted.`,
    );
  }
  if (input.suppliers) {
    notes.push('Supplier assessment ages are whole days up to asOf; maximum ages: critical 180, high 365, medium 730, low 1,095 days.');
  }
  return notes;
}
