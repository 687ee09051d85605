import { freeRequestsPerDayOf, researchStatus, utcDayOf, type ResearchStatus } from '@secgate/core';
import type { Clock, PrincipalRecord, Store } from '@secgate/store';
import type { ServiceConfig } from '../config/service-config.js';

export interface ResearchStatusDeps {
  store: Pick<Store, 'quotaSnapshot'>;
  clock: Clock;
  config: Pick<ServiceConfig, 'aupVersion' | 'freeRequestsPerDay'>;
}

/** The principal's research status now, as `GET /v1/research/status` answers it (core decides it). */
export async function researchStatusOf(deps: ResearchStatusDeps, principal: PrincipalRecord): Promise<ResearchStatus> {
  const now = deps.clock.now();
  const quota = await deps.store.quotaSnapshot(principal.id, utcDayOf(now), now);
  const freeTier = { requestsPerDay: freeRequestsPerDayOf(principal, deps.config.freeRequestsPerDay), usedToday: quota.freeRequestsUsedToday };
  return researchStatus(principal, now, deps.config.aupVersion, freeTier);
}
