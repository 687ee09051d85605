import type { ModelDefinition } from '@secgate/core';
import type { ToolDefinition } from '../mcp/tool-table.js';
import { toolInputJsonSchema } from '../mcp/tool-json-schema.js';
import { absoluteUrl } from './agent-file-input.js';
import type { ApiRoute } from './api-routes.js';

/*
 * Small pieces the text files (llms.txt, llms-full.txt, agent-quickstart.md) share, so a route
 * or a tool is described the same way everywhere.
 */

const AUTH_LABEL: Record<ApiRoute['auth'], string> = {
  none: 'public',
  bearer: 'bearer token',
  session: 'browser session',
  signed: 'signed callback',
};

export const authLabel = (auth: ApiRoute['auth']): string => AUTH_LABEL[auth];

/** A route as an llms.txt link line: `- [GET /v1/models](https://.../v1/models): bearer token; the catalog`. */
export function routeLinkLine(route: ApiRoute, base: string): string {
  const url = absoluteUrl(base, route.path, route.method === 'GET' ? route.exampleQuery : undefined);
  return `- [${route.method} ${route.path}](${url}): ${authLabel(route.auth)}; ${route.summary}`;
}

/** `q, limit?`: a tool's arguments, optional ones marked, from its published schema. */
export function toolArguments(tool: ToolDefinition, models: readonly ModelDefinition[]): string {
  const schema = toolInputJsonSchema(tool, models);
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties ?? {}).map((name) => (required.has(name) ? name : `${name}?`));
  return names.length === 0 ? 'no arguments' : names.join(', ');
}

/** The catalog as a Markdown table, with each model's availability right now. */
export function catalogTable(models: readonly ModelDefinition[], isServed: (id: string) => boolean): string[] {
  return [
    '| model | team | route | availability |',
    '| --- | --- | --- | --- |',
    ...models.map((m) => `| ${m.id} | ${m.team} | ${m.route} | ${isServed(m.id) ? 'served' : 'route not configured'} |`),
  ];
}
