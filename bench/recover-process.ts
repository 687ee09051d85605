// `recover` on the large estate in a process of its own, so the benchmark can compare V8 heap
// settings side by side: node [flags] recover.mjs <rounds> prints `recover <median ms>`.
import { recover } from '@secgate/calculators';
import { largeEstate } from './calculators.js';
import { median, round } from './stats.js';

const rounds = Number(process.argv[2] ?? 7);
const estate = largeEstate();
recover(estate); // warm-up
const times: number[] = [];
for (let i = 0; i < rounds; i++) {
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  const result = recover(estate);
  times.push(performance.now() - started);
  if (!result.ok) throw new Error(result.error.message);
}
process.stdout.write(`recover ${round(median(times), 1)}\n`);
