import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config.js';
import type { Clock } from '@secgate/store';
import { logSafeURL } from './log-safe-url.js';
import type { OriginSlot } from './route-table.js';

/** Resolves when the origin answered its model list; rejects with the reason it is down. */
export type ProbeOne = (origin: OriginSlot, signal: AbortSignal) => Promise<void>;

export interface OriginProber {
  isUp(origin: OriginSlot): boolean;
  /** Resolves once every origin has been probed once (at once when probing is off). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface OriginState {
  /** null until the first probe has answered. */
  up: boolean | null;
  since: number;
}

/**
 * Keeps each network origin's up/down state from periodic probes (docs/configuration.md#probing-and-availability: a model
 * is served when its origin is up). Rounds never overlap: the next one is scheduled when the
 * previous ends. The offline origin is always up; with probing off, every origin counts as up,
 * because the operator chose to trust the configuration. Timers are unref'd so a forgotten
 * prober never keeps the process alive.
 */
export function startOriginProber(options: {
  origins: readonly OriginSlot[];
  probe: ServiceConfig['probe'];
  probeOne: ProbeOne;
  clock: Clock;
  logger: Logger;
}): OriginProber {
  const { probe, probeOne, clock, logger } = options;
  const probed = options.origins.filter((origin) => !origin.offline);
  const states = new Map<string, OriginState>();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const setState = (origin: OriginSlot, up: boolean, reason?: string) => {
    const state = states.get(origin.key);
    if (state?.up === up) return;
    const previous = state?.up ?? null;
    states.set(origin.key, { up, since: clock.now() });
    const fields = { origin: logSafeURL(origin.baseURL), models: origin.modelIds, since: new Date(clock.now()).toISOString() };
    if (up) logger.info(fields, previous === null ? 'upstream origin is up' : 'upstream origin came up');
    else logger.warn({ ...fields, reason }, previous === null ? 'upstream origin is down' : 'upstream origin went down');
  };

  const runRound = async () => {
    await Promise.all(
      probed.map(async (origin) => {
        try {
          await probeOne(origin, stop.signal);
          if (!stop.signal.aborted) setState(origin, true);
        } catch (error) {
          if (!stop.signal.aborted) setState(origin, false, error instanceof Error ? error.message : String(error));
        }
      }),
    );
  };

  const schedule = () => {
    if (stop.signal.aborted) return;
    timer = setTimeout(() => {
      round = runRound().then(schedule);
    }, probe.intervalMs);
    timer.unref();
  };

  let first: Promise<void>;
  if (probe.enabled && probed.length > 0) {
    round = runRound();
    first = round;
    void round.then(schedule);
  } else {
    first = Promise.resolve();
  }

  return {
    isUp(origin) {
      if (origin.offline || !probe.enabled) return true;
      return states.get(origin.key)?.up === true;
    },
    ready: () => first,
    async close() {
      stop.abort();
      clearTimeout(timer);
      await round;
    },
  };
}
