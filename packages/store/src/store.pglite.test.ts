import { openStore } from './open-store.js';
import { describeStoreContract } from './store-contract.test-support.js';

describeStoreContract('PGlite in memory', () => openStore('memory:'));
