import { utcDayBefore, utcHourStart } from '@secgate/core';
import type { Clock, Ids, Store } from '@secgate/store';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import { errorName } from '../logging/error-name.js';

export interface StorageMeterDeps {
  store: Pick<Store, 'sampleStorage' | 'meterStorageDay'>;
  clock: Clock;
  ids: Ids;
  config: Pick<ServiceConfig, 'freeStorageGiB'>;
  logger: Logger;
}

/** How often a process looks whether an hour's sample or a day's charge is due. */
export const STORAGE_METER_CHECK_MS = 60_000;

/**
 * The scheduled side of storage and egress metering (docs/billing.md#storage-and-egress): every
 * UTC hour one sample of what each principal stores, and once a UTC day has ended, that day
 * charged for every principal. Each process checks; the store makes both once-only across
 * processes, so this only remembers what it has already done itself, to spare the store the asking.
 */
export function createStorageMeter(deps: StorageMeterDeps) {
  let sampledHour: number | undefined;
  let meteredDay: string | undefined;
  let checking: Promise<void> | undefined;

  async function checkOnce(): Promise<void> {
    const now = deps.clock.now();
    const hour = utcHourStart(now);
    if (hour !== sampledHour) {
      await deps.store.sampleStorage(hour, now);
      sampledHour = hour;
    }
    const yesterday = utcDayBefore(now);
    if (yesterday !== meteredDay) {
      const summary = await deps.store.meterStorageDay({ day: yesterday, now, newId: () => deps.ids.uuid(), freeStorageGiB: deps.config.freeStorageGiB });
      meteredDay = yesterday;
      if (summary.metered > 0) deps.logger.info(summary, 'storage day metered');
    }
  }

  return {
    /** One check; a check already under way is joined, not doubled. */
    check(): Promise<void> {
      checking ??= checkOnce().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    /**
     * Checks every `everyMs` until the returned function is called. The first check waits one
     * interval: a sample scans every kept job, and a start-up has its own work and first requests.
     */
    start(everyMs = STORAGE_METER_CHECK_MS): () => void {
      const run = () => {
        this.check().catch((error: unknown) => deps.logger.warn({ err: errorName(error) }, 'storage metering failed'));
      };
      const timer = setInterval(run, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
