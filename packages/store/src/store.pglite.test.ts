import { openStore } from './open-store.js';
import { describeMeteringContract } from './contract/metering.test-support.js';
import { describeJobHistoryContract } from './contract/job-history.test-support.js';
import { describeStoreContract } from './store-contract.test-support.js';

describeStoreContract('PGlite in memory', () => openStore('memory:'));
describeMeteringContract('PGlite in memory', () => openStore('memory:'));
describeJobHistoryContract('PGlite in memory', () => openStore('memory:'));
