import type { ModelDefinition } from './model-definition.js';

const blue = (id: string): ModelDefinition => ({ id, team: 'blue', route: 'shared', echo: { kind: 'requested' } });

// The upstream identifiers of red-1..5 are operator configuration (the catalog does not fix them);
// `secgate-red-N` is only the default a configuration file overrides.
const redFixed = (id: string): ModelDefinition => ({
  id,
  team: 'red',
  route: 'dedicated',
  echo: { kind: 'fixed', upstreamModel: `secgate-${id}` },
});

/** The ten neutral models of the catalog, in its order (docs/configuration.md#models). */
export const DEFAULT_MODELS: readonly ModelDefinition[] = [
  blue('shared-1'),
  blue('shared-2'),
  blue('shared-3'),
  blue('shared-4'),
  redFixed('red-1'),
  redFixed('red-2'),
  redFixed('red-3'),
  redFixed('red-4'),
  redFixed('red-5'),
  { id: 'red-6', team: 'red', route: 'dedicated', echo: { kind: 'shape' } },
];
