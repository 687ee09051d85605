export interface NoteFacts {
  /** Some medium or low asset has no immutable copy (immutable is `warn`). */
  readonly immutableWarning: boolean;
  /** Some backup or restore test is dated after asOf. */
  readonly datedAfterAsOf: boolean;
}

/** The disclaimers of a recover answer: the ones that always hold, then those that apply to this input. */
export function recoverNotes(facts: NoteFacts): string[] {
  const notes = [
    'Waves are an order of restoration by dependency, not a schedule: each asset comes after every asset it depends on; restore durations, staff and parallelism are not modelled.',
    'rto-order compares each asset with its direct dependencies only; the time to restore a whole chain is not added up.',
    'Checks read the backup metadata given in the input; they do not prove that a backup exists or can be restored.',
  ];
  if (facts.immutableWarning) {
    notes.push('A warn on immutable is advisory: an immutable or offline copy (3-2-1-1-0) is recommended, not required, for medium and low criticality.');
  }
  if (facts.datedAfterAsOf) {
    notes.push('A backup or restore test dated after asOf did not exist at asOf and is counted as absent.');
  }
  return notes;
}
