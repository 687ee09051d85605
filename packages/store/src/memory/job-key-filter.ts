import type { JobKey } from '@secgate/core';

/**
 * Which job keys may have a row in the store, for the process that owns it: a "no" is exact, a
 * "yes" may be wrong (two keys sharing a 31-bit hash, or a key whose row was deleted by other
 * means), and then the reservation reads the store as it always did. So a new request's
 * reservation needs no read to know its job is new.
 *
 * It counts per hash rather than remembering keys: about 30 bytes a job within the retention
 * window, where the keys themselves would take over 100.
 */
export class JobKeyFilter {
  private readonly counts = new Map<number, number>();
  private loaded = false;

  /** Once the store's existing keys are in (until then every key may exist). */
  get ready(): boolean {
    return this.loaded;
  }

  /** The keys already stored, read once when the store opens; keys added meanwhile stay. */
  load(keys: Iterable<JobKey>): void {
    for (const key of keys) this.add(key);
    this.loaded = true;
  }

  add(key: JobKey): void {
    const hash = hashOf(key);
    this.counts.set(hash, (this.counts.get(hash) ?? 0) + 1);
  }

  remove(key: JobKey): void {
    const hash = hashOf(key);
    const count = this.counts.get(hash) ?? 0;
    if (count <= 1) this.counts.delete(hash);
    else this.counts.set(hash, count - 1);
  }

  mayExist(key: JobKey): boolean {
    return !this.loaded || this.counts.has(hashOf(key));
  }
}

/** FNV-1a over the principal, a separator and the job id, kept to 31 bits (a small integer in V8). */
function hashOf(key: JobKey): number {
  let hash = 0x811c9dc5;
  const text = `${key.principalId}\u0000${key.jobId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}
