/**
 * The kinds of live secret that are masked before a prompt reaches a model or the store
 * (docs/redaction.md#kinds). Names are `<provider>-<thing>`, kebab-case; the corpus labels its
 * samples with them, so a name never changes once shipped. The order is the display order of
 * counts (grouped by family); which kind wins when two matches overlap is decided by the engine
 * (docs/redaction.md#overlaps), not by this order.
 */
export const SECRET_KINDS = [
  // Key material.
  'private-key',
  'age-secret-key',
  // Cloud providers.
  'aws-access-key-id',
  'aws-secret-access-key',
  'aws-session-token',
  'google-api-key',
  'google-oauth-client-secret',
  'azure-storage-key',
  'azure-shared-access-key',
  'azure-sas-token',
  'azure-ad-client-secret',
  'digitalocean-token',
  'alibaba-access-key-id',
  'heroku-api-key',
  'cloudflare-api-token',
  // Source hosting.
  'github-token',
  'gitlab-token',
  'bitbucket-app-password',
  'atlassian-api-token',
  // Package registries.
  'npm-token',
  'pypi-token',
  'rubygems-api-key',
  'nuget-api-key',
  'docker-hub-token',
  'crates-io-token',
  // Payments.
  'stripe-key',
  'stripe-webhook-secret',
  'square-token',
  'shopify-token',
  'paypal-braintree-token',
  // Messaging.
  'slack-token',
  'slack-webhook-url',
  'discord-webhook-url',
  'discord-bot-token',
  'telegram-bot-token',
  'twilio-api-key',
  'microsoft-teams-webhook-url',
  // E-mail.
  'sendgrid-api-key',
  'mailgun-api-key',
  'mailchimp-api-key',
  // AI providers.
  'openai-key',
  'anthropic-key',
  'huggingface-token',
  'groq-api-key',
  'replicate-api-token',
  'perplexity-api-key',
  'xai-api-key',
  // Observability.
  'new-relic-key',
  'sentry-token',
  'grafana-token',
  'datadog-api-key',
  'dynatrace-token',
  // CI, infrastructure and secret managers.
  'buildkite-token',
  'circleci-token',
  'terraform-cloud-token',
  'doppler-token',
  'pulumi-access-token',
  'vault-token',
  'onepassword-token',
  // SaaS.
  'databricks-token',
  'planetscale-token',
  'supabase-token',
  'linear-api-key',
  'notion-token',
  'airtable-token',
  'postman-api-key',
  // Contextual: found by their surroundings, not by a provider prefix.
  'jwt',
  'url-credentials',
  'authorization-basic',
  'authorization-bearer',
  'docker-config-auth',
  'secret-assignment',
  // secgate's own API tokens.
  'secgate-token',
] as const;

/** The kind of a secret redaction recognises, named in its `[REDACTED:<kind>]` marker. */
export type SecretKind = (typeof SECRET_KINDS)[number];

/** How many secrets of each kind were masked; kinds that were not seen are absent. */
export type SecretCounts = Partial<Record<SecretKind, number>>;

/** Whether `value` is one of SECRET_KINDS. */
export function isSecretKind(value: unknown): value is SecretKind {
  return typeof value === 'string' && (SECRET_KINDS as readonly string[]).includes(value);
}

/** The text that replaces a secret: it names the kind, so the model can still reason about it. */
export function redactionMarker(kind: SecretKind): string {
  return `[REDACTED:${kind}]`;
}

/**
 * Adds counts kind by kind, in SECRET_KINDS order, keeping only kinds that were seen. Takes an
 * array, not arguments: a request with 150,000 content parts must not overflow the call stack.
 */
export function sumSecretCounts(all: readonly SecretCounts[]): SecretCounts {
  // Almost every text has no secret: then there is nothing to add up over the kinds.
  if (all.every(isEmpty)) return {};
  const sum: SecretCounts = {};
  for (const kind of SECRET_KINDS) {
    let n = 0;
    for (const counts of all) n += counts[kind] ?? 0;
    if (n > 0) sum[kind] = n;
  }
  return sum;
}

function isEmpty(counts: SecretCounts): boolean {
  for (const _kind in counts) return false;
  return true;
}
