import { err, ok, type EchoRule, type ModelDefinition, type Result } from '@secgate/core';
import type { ModelEntry } from './config-schema.js';
import type { OriginConfig, ServiceConfig } from '@secgate/http-adapter';

type Routes = ServiceConfig['routes'];

/** Models as the file lists them; a fixed echo may leave its upstream id to the route. */
export function modelsFromFile(entries: readonly ModelEntry[]): Result<ModelDefinition[], { message: string }> {
  const seen = new Set<string>();
  const models: ModelDefinition[] = [];
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.id)) return err({ message: `Configuration field 'models[${index}].id': '${entry.id}' is listed twice.` });
    seen.add(entry.id);
    const route = entry.route ?? (entry.team === 'blue' ? 'shared' : 'dedicated');
    // The Blue models share one origin, each Red model has its own.
    if ((entry.team === 'blue') !== (route === 'shared')) {
      return err({
        message: `Configuration field 'models[${index}].route': a ${entry.team} model takes the ${entry.team === 'blue' ? 'shared' : 'dedicated'} route.`,
      });
    }
    const echo = entry.echo ?? { kind: 'requested' };
    // An empty upstream id is a placeholder resolveRoutes fills from the route (or refuses).
    const rule: EchoRule = echo.kind === 'fixed' ? { kind: 'fixed', upstreamModel: echo.upstreamModel ?? '' } : echo;
    models.push({ id: entry.id, team: entry.team, route, echo: rule });
  }
  return ok(models);
}

/**
 * The rules that join models and routes:
 * - a dedicated route must name a Red (dedicated-route) model of the catalog;
 * - a `fixed` echo needs its upstream id: the one the model names, else its route's
 *   `upstreamModel` (for the default catalog, whose `secgate-red-N` ids are placeholders, a
 *   route's `upstreamModel` replaces the placeholder); a dedicated route that names no model
 *   then sends the echo id, which is what a vLLM or Ollama server serving that name answers with;
 * - a `requested` echo cannot go with a route that renames the model: the origin would answer
 *   with the other name and every answer would fail the echo check.
 * `placeholderEcho` is true for the built-in catalog.
 */
export function resolveRoutes(
  models: readonly ModelDefinition[],
  routes: Routes,
  placeholderEcho: boolean,
): Result<{ models: ModelDefinition[]; routes: Routes }, { message: string }> {
  const byId = new Map(models.map((model) => [model.id, model]));
  for (const id of Object.keys(routes.dedicated)) {
    const model = byId.get(id);
    if (!model) return err({ message: `Configuration field 'routes.dedicated.${id}': no model '${id}' is in the catalog.` });
    if (model.route !== 'dedicated') {
      return err({ message: `Configuration field 'routes.dedicated.${id}': '${id}' is a Blue model; it takes the shared route (routes.shared).` });
    }
  }

  const dedicated: Record<string, OriginConfig> = {};
  const resolved: ModelDefinition[] = [];
  for (const model of models) {
    const route = model.route === 'shared' ? routes.shared : (routes.dedicated[model.id] ?? null);
    const field = model.route === 'shared' ? 'routes.shared' : `routes.dedicated.${model.id}`;
    let echo = model.echo;
    let origin = route;
    if (echo.kind === 'fixed') {
      const upstreamId = (placeholderEcho ? route?.upstreamModel : undefined) ?? (echo.upstreamModel || route?.upstreamModel);
      if (!upstreamId) {
        return err({
          message: `Configuration: the model '${model.id}' has a fixed echo but no upstream id; set its echo.upstreamModel or ${field}.upstreamModel.`,
        });
      }
      echo = { kind: 'fixed', upstreamModel: upstreamId };
      if (route && !route.upstreamModel) origin = { ...route, upstreamModel: upstreamId };
    }
    if (echo.kind === 'requested' && route?.upstreamModel !== undefined && route.upstreamModel !== model.id) {
      return err({
        message: `Configuration field '${field}.upstreamModel': '${model.id}' must be answered under its own id (echo "requested"), so its origin must receive that id; remove upstreamModel, serve the model under '${model.id}', or give the model a "fixed" or "shape" echo.`,
      });
    }
    resolved.push({ ...model, echo });
    if (model.route === 'dedicated' && origin) dedicated[model.id] = origin;
  }
  return ok({ models: resolved, routes: { shared: routes.shared, dedicated } });
}
