/**
 * The per-model ceilings (docs/api.md#chat-completions), identical for all catalog models.
 * `syncWaitSeconds` is the 14-minute synchronous wait.
 */
export const MODEL_LIMITS = {
  inputCharacters: 524_288,
  outputTokens: 32_768,
  toolsPerRequest: 128,
  turns: 2_048,
  /** Content parts and tool calls of all messages together. */
  partsPerRequest: 4_096,
  syncWaitSeconds: 840,
} as const;

export type ModelLimits = { readonly [K in keyof typeof MODEL_LIMITS]: number };
