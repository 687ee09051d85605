import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDRAILS } from './default-rule-set.js';
import { guardrailSummary } from './guardrail-summary.js';

describe('guardrailSummary', () => {
  it('publishes the version and each rule id with its action, and nothing of the patterns', () => {
    expect(guardrailSummary(DEFAULT_GUARDRAILS)).toEqual({
      version: DEFAULT_GUARDRAILS.version,
      rules: [
        { id: 'csam-block', action: 'block' },
        { id: 'cbrn-block', action: 'block' },
        { id: 'fraud-block', action: 'block' },
        { id: 'secret-hygiene', action: 'redact' },
        { id: 'pii-flag', action: 'flag' },
      ],
    });
  });
});
