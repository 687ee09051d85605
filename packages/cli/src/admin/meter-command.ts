import { utcDayBefore, utcDayStart, utcHourStart } from '@secgate/core';
import { UsageError } from '../cli-io.js';
import { parseCommand } from './admin-args.js';
import { printJson, type AdminCommand } from './admin-deps.js';

/**
 * `meter [--day YYYY-MM-DD]`: what the server's daily job does (docs/billing.md#storage-and-egress),
 * by hand: this hour's storage sample (replacing an earlier one of the hour), then every principal's
 * storage and egress for the day, yesterday by default. Safe to run any number of times, in any
 * number of processes at once: a principal's day is charged once. A day metered before it ends is
 * closed: what it stores or sends later that day is not charged.
 */
export const meter: AdminCommand = async (deps, args, io) => {
  const { values } = parseCommand(args, 'meter', [], { day: { type: 'string' } });
  const now = deps.clock.now();
  const day = values.day ?? utcDayBefore(now);
  const start = utcDayStart(day);
  if (start === undefined) throw new UsageError(`--day must be a UTC day written YYYY-MM-DD, got '${day}'.`);
  if (start > now) throw new UsageError(`--day ${day} has not begun yet.`);
  const sampled = await deps.store.sampleStorage(utcHourStart(now), now);
  const summary = await deps.store.meterStorageDay({ day, now, newId: () => deps.ids.uuid(), freeStorageGiB: deps.freeStorageGiB });
  return printJson(io, { principalsStoring: sampled, ...summary });
};
