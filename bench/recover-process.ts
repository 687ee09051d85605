// `recover` on the large estate in a process of its own, so the benchmark can compare V8 heap
// settings side by side: node [flags] recover.mjs <rounds> prints `recover <median ms>`.
import { recover } from '@secgate/calculators';
import { largeEstate, timeIt } from './calculators.js';
import { median, round } from './stats.js';

const rounds = Number(process.argv[2] ?? 7);
const estate = largeEstate();
recover(estate); // warm-up
const times = Array.from({ length: rounds }, () =>
  timeIt(() => {
    const result = recover(estate);
    if (!result.ok) throw new Error(result.error.message);
  }),
);
process.stdout.write(`recover ${round(median(times), 1)}\n`);
