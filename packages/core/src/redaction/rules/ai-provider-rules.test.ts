import { AI_PROVIDER_RULES } from './ai-provider-rules.js';
import { B62, describeRuleFamily, filler } from './rule-family.test-support.js';

describeRuleFamily('AI provider rules', AI_PROVIDER_RULES, [
  { kind: 'anthropic-key', sample: 'sk-ant-api03-' + filler(80, `${B62}_-`), nearMisses: ['sk-ant-your-key-goes-here-replace-me-now', 'sk-ant-...'] },
  { kind: 'openai-key', sample: 'sk-proj-' + filler(48, `${B62}_-`, 2), nearMisses: ['sk-proj-...', 'a task-based sk-learn-style pipeline'] },
  { kind: 'openai-key', sample: 'sk-' + filler(48, B62, 3), nearMisses: ['sk-' + 'abcdefghijklmnopqrstuvwxyzabcdefgh'] },
  { kind: 'huggingface-token', sample: 'hf_' + filler(34), nearMisses: ['hf_' + 'abcdefghijklmnopqrstuvwxyzabcdefgh', 'hf_hub_download'] },
  { kind: 'groq-api-key', sample: 'gsk_' + filler(52), nearMisses: ['gsk_' + filler(40)] },
  { kind: 'replicate-api-token', sample: 'r8_' + filler(37), nearMisses: ['r8_' + filler(30)] },
  { kind: 'perplexity-api-key', sample: 'pplx-' + filler(48), nearMisses: ['pplx-' + filler(47), 'pplx-api-client'] },
  { kind: 'xai-api-key', sample: 'xai-' + filler(80), nearMisses: ['xai-' + filler(79), 'xai-grok-beta'] },
]);
