/** The two teams of the catalog: Blue (general models) and Red (security-research-tuned). */
export type Team = 'blue' | 'red';

/** Blue models share one route; each Red model has its own dedicated origin. */
export type Route = 'shared' | 'dedicated';

/** Whether a model's route has an origin configured and up (the two catalog states of docs/api.md#account-routes). */
export type Availability = 'served' | 'route not configured';

/**
 * How the `model` field of an upstream answer must look for the answer to be trusted:
 * `requested` echoes the requested id, `fixed` is one operator-configured upstream id,
 * `shape` accepts any well-formed identifier (the upstream names itself).
 */
export type EchoRule = { kind: 'requested' } | { kind: 'fixed'; upstreamModel: string } | { kind: 'shape' };

/** One catalog model as configuration defines it; availability is decided at run time. */
export interface ModelDefinition {
  id: string;
  team: Team;
  route: Route;
  echo: EchoRule;
}
