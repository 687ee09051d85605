import { mixesCharacterClasses, mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/**
 * AI provider keys (docs/redaction.md#kinds). `sk-ant-` also starts with `sk-`: the Anthropic
 * rule sits in the same tier, so on the same span the earlier (this list's order) wins.
 */
export const AI_PROVIDER_RULES: readonly SecretRule[] = [
  prefixed('anthropic-key', ['sk-ant-'], '[A-Za-z0-9_-]{32,255}', { urlsafe: true, accept: mixedAfter('sk-ant-') }),
  {
    ...prefixed('openai-key', ['sk-'], '(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,255}|(?!ant-)[A-Za-z0-9]{32,255})'),
    // Project, service-account and admin keys hold '-' and '_'; legacy keys are plain base62.
    accept: (secret) => mixesCharacterClasses(secret.replace(/^sk-(?:proj-|svcacct-|admin-|None-)?/, '')),
  },
  prefixed('huggingface-token', ['hf_'], '[A-Za-z0-9]{34,40}', { accept: mixedAfter('hf_') }),
  prefixed('groq-api-key', ['gsk_'], '[A-Za-z0-9]{52}'),
  prefixed('replicate-api-token', ['r8_'], '[A-Za-z0-9]{37}', { accept: mixedAfter('r8_') }),
  prefixed('perplexity-api-key', ['pplx-'], '[A-Za-z0-9]{48}', { accept: mixedAfter('pplx-') }),
  prefixed('xai-api-key', ['xai-'], '[A-Za-z0-9]{80}', { accept: mixedAfter('xai-') }),
];
