import type { Availability, ModelDefinition, Team } from './model-definition.js';
import { MODEL_LIMITS } from './model-limits.js';
import { KNOWN_TASKS, STANDARD_TASKS, type Task } from './tasks.js';
import { TEAM_REQUIREMENTS, type RequirementToken } from './team-requirements.js';

/** One element of `data[]` of `GET /v1/models` (docs/api.md#account-routes). */
export interface CatalogEntry {
  id: string;
  object: 'model';
  owned_by: 'secgate';
  team: Team;
  route: ModelDefinition['route'];
  availability: Availability;
  tasks: Task[];
  limits: {
    inputCharacters: number;
    outputTokens: number;
    toolsPerRequest: number;
    turns: number;
    syncWaitSeconds: number;
  };
}

/** The whole `GET /v1/models` answer. */
export interface ModelsList {
  object: 'list';
  data: CatalogEntry[];
  teams: Record<Team, { requirements: RequirementToken[] }>;
}

/**
 * The tasks a model can run for someone: Blue models only the standard three; Red models all
 * known tasks, each still gated at admission by scope (and the offensive band by rung).
 */
export function tasksOf(team: Team): Task[] {
  return team === 'blue' ? [...STANDARD_TASKS] : [...KNOWN_TASKS];
}

export function catalogEntry(model: ModelDefinition, availability: Availability): CatalogEntry {
  return {
    id: model.id,
    object: 'model',
    owned_by: 'secgate',
    team: model.team,
    route: model.route,
    availability,
    tasks: tasksOf(model.team),
    limits: { ...MODEL_LIMITS },
  };
}

/**
 * The `GET /v1/models` answer: every model of the catalog with its team, route, tasks, limits and availability.
 */
export function modelsList(models: readonly ModelDefinition[], availabilityOf: (modelId: string) => Availability): ModelsList {
  return {
    object: 'list',
    data: models.map((model) => catalogEntry(model, availabilityOf(model.id))),
    teams: {
      blue: { requirements: [...TEAM_REQUIREMENTS.blue] },
      red: { requirements: [...TEAM_REQUIREMENTS.red] },
    },
  };
}
