import { describeExecutorContract } from './executor-contract.test-support.js';
import { openPgliteExecutor } from './pglite-executor.js';

describeExecutorContract('PGlite in memory', () => openPgliteExecutor());
