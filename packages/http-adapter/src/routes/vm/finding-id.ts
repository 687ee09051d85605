/**
 * Finding ids as the ledger makes them (`fnd_<uuid>`); anything else cannot name a finding, so
 * the API and the console answer it as not found without asking the store.
 */
const FINDING_ID = /^fnd_[0-9a-f-]{36}$/;

export function isFindingId(id: string): boolean {
  return FINDING_ID.test(id);
}
