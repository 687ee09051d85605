import type { ModelDefinition } from '@secgate/core';

/** What every agent file is generated from: where the caller reached us, and the live catalog. */
export interface AgentFileInput {
  /** The origin the request came to, e.g. `https://gateway.example.com`: every URL is absolute. */
  base: string;
  models: readonly ModelDefinition[];
  isServed(modelId: string): boolean;
}

/** An absolute URL on the service, optionally with an example query. */
export function absoluteUrl(base: string, path: string, query?: string): string {
  // A path parameter stays a readable template (`{id}`), not `%7Bid%7D`.
  const url = new URL(path, base).toString().replace(/%7B([A-Za-z]\w*)%7D/g, '{$1}');
  return query ? `${url}?${query}` : url;
}
