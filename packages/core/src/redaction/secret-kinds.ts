/**
 * The kinds of live secret that are masked before a prompt reaches a model or the store
 * (docs/api.md#chat-completions). The order is the order of detection:
 * private-key blocks first, so keys inside them are not counted twice, and Anthropic
 * before OpenAI, since an `sk-ant-` key also starts with `sk-`.
 */
export const SECRET_KINDS = [
  'private-key',
  'aws-access-key-id',
  'github-token',
  'gitlab-token',
  'slack-token',
  'stripe-key',
  'anthropic-key',
  'openai-key',
  'google-api-key',
  'secgate-token',
] as const;

export type SecretKind = (typeof SECRET_KINDS)[number];

/** How many secrets of each kind were masked; kinds that were not seen are absent. */
export type SecretCounts = Partial<Record<SecretKind, number>>;

export function isSecretKind(value: unknown): value is SecretKind {
  return typeof value === 'string' && (SECRET_KINDS as readonly string[]).includes(value);
}

/** The text that replaces a secret: it names the kind, so the model can still reason about it. */
export function redactionMarker(kind: SecretKind): string {
  return `[REDACTED:${kind}]`;
}

/** Adds counts kind by kind, in SECRET_KINDS order, keeping only kinds that were seen. */
export function sumSecretCounts(...all: readonly SecretCounts[]): SecretCounts {
  const sum: SecretCounts = {};
  for (const kind of SECRET_KINDS) {
    let n = 0;
    for (const counts of all) n += counts[kind] ?? 0;
    if (n > 0) sum[kind] = n;
  }
  return sum;
}
