import { answerBytes, egressChargeMicroUSD, storageChargeMicroUSD, utcDayOf } from '@secgate/core';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailable, startE2EService, type E2EService } from './support/e2e-service.js';
import { runSecgateAsync } from './support/secgate-process.js';

/*
 * Storage and egress metering end to end (docs/billing.md#storage-and-egress), on the embedded
 * store and on PostgreSQL: a principal's jobs become stored bytes, its answers become egress,
 * and the daily job, run by two `secgate admin meter` processes at once, turns both into
 * receipts paid from the storage balance, once. The free allowance is set to 0 GiB, so the few
 * KiB a test stores are charged.
 */
const SLOW = 120_000;
const STORAGE_CREDIT = 25_000_000;
let service: E2EService | undefined;

afterEach(async () => {
  await service?.close();
  service = undefined;
});

const drivers = [{ driver: 'pglite' as const }, { driver: 'postgres' as const }];

describe.each(drivers)('storage and egress metering on $driver', ({ driver }) => {
  it('turns stored bytes and sent answers into receipts and balances, once across two processes', { timeout: SLOW }, async () => {
    if (driver === 'postgres' && !(await postgresAvailable())) return;
    service = await startE2EService({ driver, principals: [{ id: 'p_meter' }], config: { freeStorageGiB: 0 } });
    const s = service;
    expect((await s.deliverInvoice(`evt_storage_${driver}`, 'p_meter', [{ sku: 'topup-storage-25', quantity: 1 }])).status).toBe(200);

    const day = utcDayOf(Date.now());
    let sent = 0;
    for (const prompt of ['Review this: eval(input())', 'Explain CWE-79 with an example.', 'x'.repeat(4_000)]) {
      const answer = await s.client('p_meter').chat.completions.create({ model: 'shared-1', messages: [{ role: 'user', content: prompt }] });
      sent += answerBytes(answer.choices[0]?.message.content ?? null, []);
    }
    expect(sent).toBeGreaterThan(0);
    if (utcDayOf(Date.now()) !== day) return; // the answers straddled midnight: a day's figure is not this test's to check

    const before = await s.request('GET', '/v1/billing/status', { token: s.tokens.p_meter });
    expect(before.body.storage).toMatchObject({ lastMeteredDay: null, includedBytes: 0, keepingHistory: true });

    // The embedded store belongs to one process at a time: the server stops before the commands run.
    if (driver === 'pglite') await s.server.stop();
    // The commands take the allowance as the operator's servers do: here from the environment.
    const meter = () => runSecgateAsync(['admin', 'meter', '--day', day, '--db', s.db], { SECGATE_FREE_STORAGE_GIB: '0' });
    const runs = await Promise.all([meter(), meter()]);
    const succeeded = runs.filter((run) => run.code === 0).map((run) => JSON.parse(run.stdout));
    // On the embedded store the second process may find the store locked by the first: it changes nothing.
    for (const run of runs.filter((r) => r.code !== 0)) expect(run.stderr).toMatch(/is in use by process/);
    expect(succeeded.length).toBeGreaterThanOrEqual(driver === 'postgres' ? 2 : 1);
    expect(succeeded.reduce((sum, run) => sum + run.metered, 0)).toBe(1);
    const again = await meter();
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ day, metered: 0, alreadyMetered: 1 });
    if (driver === 'pglite') await s.restart();

    const status = (await s.request('GET', '/v1/billing/status', { token: s.tokens.p_meter })).body;
    const metered = status.storage.lastMeteredDay;
    expect(metered).toMatchObject({ day, includedBytes: 0, egressBytes: sent });
    expect(metered.storedBytes).toBeGreaterThan(4_000); // the long prompt alone
    const price = storageChargeMicroUSD({ bytes: metered.storedBytes, days: 1 }) + egressChargeMicroUSD(sent);
    expect(metered).toMatchObject({ pricedMicroUSD: price, chargedMicroUSD: price });
    const storage = status.balances.find((balance: { scope: string }) => balance.scope === 'storage');
    expect(storage).toMatchObject({ grantedMicroUSD: STORAGE_CREDIT, spentMicroUSD: price, availableMicroUSD: STORAGE_CREDIT - price });
    expect(status.storage.keepingHistory).toBe(true);

    const receipts = await s.inspect((store) => store.listReceipts('p_meter', 50));
    const lines = receipts.filter((receipt) => receipt.scope === 'storage');
    expect(lines.map((receipt) => [receipt.kind, receipt.metered?.bytes, receipt.chargedMicroUSD]).sort()).toEqual(
      [
        ['egress', sent, egressChargeMicroUSD(sent)],
        ['storage', metered.storedBytes, storageChargeMicroUSD({ bytes: metered.storedBytes, days: 1 })],
      ].sort(),
    );
  });
});
