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

/**
 * The configured origins of the catalog's routes (docs/configuration.md#origins). A model is served when
 * its route has an origin and the last probe found it up.
 */
export interface Upstreams {
  isServed(modelId: string): boolean;
  /** One call, already redacted. Rejects with UpstreamError. */
  complete(model: ModelDefinition, request: CompletionRequest, signal?: AbortSignal): Promise<UpstreamAnswer>;
  /** Stops probing. */
  close(): Promise<void>;
}
