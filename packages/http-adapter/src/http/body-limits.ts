import type { ServiceConfig } from '../config/service-config.js';
import type { JsonShapeLimits } from './json-shape-scan.js';

/** Everything a JSON body is bounded by before it is parsed: its bytes and its shape. */
export interface BodyLimits extends JsonShapeLimits {
  bytes: number;
}

/**
 * Which bounds a route's body gets (docs/api.md#request-bodies):
 * - `completion`: a chat or job request of a signed-in caller: the chat ceiling, and no array or
 *   object wider than the 2,048 turns and 4,096 content parts and tool calls a request may hold;
 * - `signed-in`: any other body of a signed-in caller (findings, their transitions);
 * - `public`: a body anyone may send (the calculators, MCP without a bearer token, the signed
 *   deliveries of the payment and identity providers, read before their signature is checked).
 */
export type BodyClass = 'completion' | 'signed-in' | 'public';

/** No request of this API nests deeper; code downstream walks values recursively. */
export const MAX_JSON_DEPTH = 64;

export function bodyLimitsFor(kind: BodyClass, config: Pick<ServiceConfig, 'bodyLimitBytes' | 'publicBodyLimitBytes'>): BodyLimits {
  switch (kind) {
    case 'completion':
      return { bytes: config.bodyLimitBytes, depth: MAX_JSON_DEPTH, containerElements: 4_096, totalElements: 65_536 };
    case 'signed-in':
      return { bytes: config.bodyLimitBytes, depth: MAX_JSON_DEPTH, containerElements: 10_000, totalElements: 200_000 };
    case 'public': {
      // The widths grow with the byte limit, so an operator who raises it for large estates is not
      // refused by them instead: at least 10,000 and 100,000, else one element per 100 and per 10 bytes.
      const bytes = Math.min(config.publicBodyLimitBytes, config.bodyLimitBytes);
      return {
        bytes,
        depth: MAX_JSON_DEPTH,
        containerElements: Math.max(10_000, Math.floor(bytes / 100)),
        totalElements: Math.max(100_000, Math.floor(bytes / 10)),
      };
    }
  }
}
