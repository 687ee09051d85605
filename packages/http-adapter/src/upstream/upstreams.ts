import type { CompletionFinishReason, CompletionRequest, CompletionToolCall, ModelDefinition } from '@secgate/core';

/** What an origin answered, in the domain's terms; the echo is checked by the caller. */
export interface UpstreamAnswer {
  /** The `model` field of the upstream answer, as received. */
  model: string;
  content: string | null;
  toolCalls: CompletionToolCall[];
  finishReason: CompletionFinishReason;
  usage: { promptTokens: number; cachedTokens: number; completionTokens: number };
}

/** An origin failed: a status it answered with, or 0 when it could not be reached. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly upstreamStatus: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** How busy one origin is: its calls in flight and those waiting for its cap. */
export interface OriginLoad {
  /** The origin's base URL, without credentials. */
  origin: string;
  inFlight: number;
  queued: number;
  maxInFlight: number | null;
}

/** When a call's turn came: the origin it went to and how long it waited for the origin's cap. */
export interface CallStart {
  origin: string;
  queueWaitMs: number;
}

/**
 * The configured origins of the catalog's routes (docs/configuration.md#origins). A model is served when
 * its route has an origin and the last probe found it up.
 */
export interface Upstreams {
  isServed(modelId: string): boolean;
  /** True when the model's origin has a bounded line that is full: a new call would wait past it, so admission refuses first. */
  isSaturated?(modelId: string): boolean;
  /** Every origin's calls in flight and waiting, for /metrics. */
  load?(): OriginLoad[];
  /** How many origins the configuration routes to, and how many of them serve now (readiness). */
  originCounts?(): { configured: number; served: number };
  /**
   * One call, already redacted. Rejects with UpstreamError. `onStart` hears when the call leaves
   * the origin's line (at once without a cap).
   */
  complete(model: ModelDefinition, request: CompletionRequest, signal?: AbortSignal, onStart?: (start: CallStart) => void): Promise<UpstreamAnswer>;
  /** Stops probing. */
  close(): Promise<void>;
}
