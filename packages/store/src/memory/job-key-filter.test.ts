import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JobKeyFilter } from './job-key-filter.js';

const keyArb = fc.record({ principalId: fc.string({ minLength: 1, maxLength: 8 }), jobId: fc.string({ minLength: 1, maxLength: 8 }) });

describe('JobKeyFilter', () => {
  it('never says no to a key it holds, whatever the order of loads, adds and removes', () => {
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 30 }), fc.array(fc.tuple(fc.boolean(), keyArb), { maxLength: 60 }), (stored, moves) => {
        const filter = new JobKeyFilter();
        const live = new Map<string, number>();
        const name = (key: { principalId: string; jobId: string }) => JSON.stringify([key.principalId, key.jobId]);
        filter.load(stored);
        for (const key of stored) live.set(name(key), (live.get(name(key)) ?? 0) + 1);
        for (const [adds, key] of moves) {
          const count = live.get(name(key)) ?? 0;
          if (adds) {
            filter.add(key);
            live.set(name(key), count + 1);
          } else if (count > 0) {
            filter.remove(key);
            live.set(name(key), count - 1);
          }
        }
        for (const [text, count] of live) {
          const [principalId, jobId] = JSON.parse(text) as [string, string];
          if (count > 0) expect(filter.mayExist({ principalId, jobId })).toBe(true);
        }
      }),
    );
  });

  it('says a key may exist until the stored keys are loaded, and no for an unknown key after', () => {
    const filter = new JobKeyFilter();
    const key = { principalId: 'p_a', jobId: 'j1' };
    expect(filter.mayExist(key)).toBe(true);
    filter.load([]);
    expect(filter.mayExist(key)).toBe(false);
    filter.add(key);
    expect(filter.mayExist(key)).toBe(true);
    // The same job id under another principal is another job.
    expect(filter.mayExist({ principalId: 'p_b', jobId: 'j1' })).toBe(false);
    filter.remove(key);
    expect(filter.mayExist(key)).toBe(false);
  });
});
