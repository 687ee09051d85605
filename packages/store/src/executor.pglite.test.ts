import { describeSqlRechecks } from './contract/sql-rechecks.test-support.js';
import { describeExecutorContract } from './executor-contract.test-support.js';
import { openPgliteExecutor } from './pglite-executor.js';

describeExecutorContract('PGlite in memory', () => openPgliteExecutor());
describeSqlRechecks('PGlite in memory', () => openPgliteExecutor());
