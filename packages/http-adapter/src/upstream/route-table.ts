import type { ModelDefinition } from '@secgate/core';
import type { OriginConfig, ServiceConfig } from '../config/service-config.js';
import { isOfflineBaseURL } from './offline-origin.js';

/** One distinct origin: a base URL called with one API key. Several routes may share it. */
export interface OriginSlot {
  key: string;
  baseURL: string;
  apiKeyEnv: string | undefined;
  offline: boolean;
  /** The catalog ids routed here, for logs. */
  modelIds: string[];
  /** The smallest cap any route to this origin sets; null: none. */
  maxInFlight: number | null;
  /** The smallest bound of the line any route sets; null: none. */
  maxQueued: number | null;
}

/** Where one model goes: its origin and the model name to send there. */
export interface ModelRoute {
  origin: OriginSlot;
  upstreamModel: string | undefined;
}

export interface RouteTable {
  origins: OriginSlot[];
  routes: Map<string, ModelRoute>;
}

/**
 * Resolves every catalog model to its configured origin (Blue models to the shared route, each
 * Red model to its dedicated one) and collects the distinct origins, so that one client and one
 * probe serve every route that points at the same server with the same key.
 */
export function routeTable(config: Pick<ServiceConfig, 'models' | 'routes'>): RouteTable {
  const origins = new Map<string, OriginSlot>();
  const routes = new Map<string, ModelRoute>();
  for (const model of config.models) {
    const origin = originOf(model, config.routes);
    if (!origin) continue;
    const key = `${origin.baseURL.replace(/\/+$/, '')}\n${origin.apiKeyEnv ?? ''}`;
    let slot = origins.get(key);
    if (!slot) {
      slot = {
        key,
        baseURL: origin.baseURL,
        apiKeyEnv: origin.apiKeyEnv,
        offline: isOfflineBaseURL(origin.baseURL),
        modelIds: [],
        maxInFlight: null,
        maxQueued: null,
      };
      origins.set(key, slot);
    }
    // Routes that share a server share its limits: the strictest one holds.
    slot.maxInFlight = smallest(slot.maxInFlight, origin.maxInFlight);
    slot.maxQueued = smallest(slot.maxQueued, origin.maxQueued);
    slot.modelIds.push(model.id);
    routes.set(model.id, { origin: slot, upstreamModel: origin.upstreamModel });
  }
  return { origins: [...origins.values()], routes };
}

function originOf(model: ModelDefinition, routes: ServiceConfig['routes']): OriginConfig | null {
  if (model.route === 'shared') return routes.shared;
  return Object.hasOwn(routes.dedicated, model.id) ? (routes.dedicated[model.id] ?? null) : null;
}

function smallest(current: number | null, next: number | undefined): number | null {
  if (next === undefined) return current;
  return current === null ? next : Math.min(current, next);
}
