import type { ModelDefinition } from '@secgate/core';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { ToolDefinition } from './tool-table.js';

/** A JSON Schema object, as tools/list and the agent files publish it. */
export type JsonSchemaObject = { type: 'object'; properties?: Record<string, object>; required?: string[]; [key: string]: unknown };

const cache = new WeakMap<ToolDefinition, JsonSchemaObject>();

/**
 * The tool's argument schema as JSON Schema 2020-12 (MCP's default dialect since 2025-11-25),
 * with the catalog's model ids added to the `model` property's description, so an agent reading
 * the schema alone knows what to pass. The ids are descriptive, not an enum: an unknown model is
 * answered by the route itself (404 model-not-found), like any other route error.
 */
export function toolInputJsonSchema(tool: ToolDefinition, models: readonly ModelDefinition[]): JsonSchemaObject {
  let base = cache.get(tool);
  if (!base) {
    base = toJsonSchema(tool.input, { target: 'draft-2020-12' }) as JsonSchemaObject;
    cache.set(tool, base);
  }
  // A deep copy per answer: callers may hand it to JSON serialisers that walk it, never mutate the cached one.
  const schema = structuredClone(base);
  const model = schema.properties?.['model'] as { description?: string } | undefined;
  if (model && models.length > 0) {
    model.description = `${model.description ?? ''} Catalog: ${models.map((m) => `${m.id} (${m.team})`).join(', ')}.`.trim();
  }
  return schema;
}
