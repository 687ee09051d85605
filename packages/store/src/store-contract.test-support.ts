import { afterAll, beforeAll, describe } from 'vitest';
import { concurrencyContract } from './contract/concurrency.test-support.js';
import { expiryPropertyContract } from './contract/expiry-property.test-support.js';
import { jobContract } from './contract/jobs.test-support.js';
import { moneyContract } from './contract/money.test-support.js';
import { principalContract } from './contract/principals.test-support.js';
import { rechargeContract } from './contract/recharge.test-support.js';
import { signInContract } from './contract/sign-in.test-support.js';
import { settlementRecheckContract } from './contract/sql-rechecks.test-support.js';
import { vmLedgerContract } from './contract/vm-ledger.test-support.js';
import { usageContract } from './contract/usage.test-support.js';
import type { Store } from './store.js';

export interface StoreContractOptions {
  /** Runs of the fast-check money property (default 40). */
  propertyRuns?: number;
}

/**
 * The one behavioural contract every Store driver must pass: each driver's test file calls this
 * with a way to open a migrated store. One store serves the whole suite (tests use fresh
 * principals), the way processes share one database.
 */
export function describeStoreContract(name: string, open: () => Promise<Store>, options: StoreContractOptions = {}): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store | undefined;
    const current = (): Store => {
      if (!store) throw new Error('store not open');
      return store;
    };
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    principalContract(current);
    moneyContract(current);
    jobContract(current);
    concurrencyContract(current);
    expiryPropertyContract(current, options.propertyRuns ?? 40);
    settlementRecheckContract(current, options.propertyRuns ?? 40);
    signInContract(current, options.propertyRuns ?? 40);
    rechargeContract(current);
    vmLedgerContract(current);
    usageContract(current);
  });
}
