import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, round } from './stats.js';

// Relative to bench/.build/, where run.mjs bundles this file.
const SECGATE = fileURLToPath(new URL('../../packages/cli/dist/secgate.js', import.meta.url));
const ESTATE = fileURLToPath(new URL('../../examples/recover.json', import.meta.url));

export interface ColdStartResult {
  rounds: number;
  /** Median wall time of a fresh `node -e 0`: the floor of any Node command. */
  nodeMs: number;
  /** Median wall time of a fresh `secgate recover examples/recover.json` (the built CLI). */
  recoverMs: number;
  addedMs: number;
  ratio: number;
}

/** Wall time of one fresh process, spawn to exit (output discarded). */
function timeProcess(args: readonly string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return elapsed;
}

/**
 * Cold start of the offline CLI against bare Node, in fresh processes taken in turn (so drift on a
 * busy machine touches both alike), after one unmeasured run of each to warm the file cache.
 */
export function measureColdStart(rounds: number): ColdStartResult {
  const node = ['-e', '0'];
  const recover = [SECGATE, 'recover', ESTATE];
  timeProcess(node);
  timeProcess(recover);
  const nodeTimes: number[] = [];
  const recoverTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    nodeTimes.push(timeProcess(node));
    recoverTimes.push(timeProcess(recover));
  }
  const nodeMs = median(nodeTimes);
  const recoverMs = median(recoverTimes);
  return { rounds, nodeMs: round(nodeMs, 1), recoverMs: round(recoverMs, 1), addedMs: round(recoverMs - nodeMs, 1), ratio: round(recoverMs / nodeMs, 2) };
}
