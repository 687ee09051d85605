import { describe, expect, it } from 'vitest';
import type { GuardrailMatch, GuardrailVerdict } from './evaluate-guardrails.js';
import { guardrailBlockRecord } from './guardrail-block-record.js';

const match = (ruleId: string, action: GuardrailMatch['action'], category?: string): GuardrailMatch => ({
  ruleId,
  action,
  ...(category ? { category } : {}),
});

describe('guardrailBlockRecord', () => {
  it('keeps the blocking rules and their categories once each, and no flag', () => {
    const verdict: GuardrailVerdict = {
      version: '2026.11.3',
      blocked: true,
      stage: 'rules',
      matches: [
        match('malware-intrusion', 'block', 'malware-intrusion'),
        match('malware-evasion', 'block', 'malware-intrusion'),
        match('malware-intrusion', 'block', 'malware-intrusion'),
        match('pii-flag', 'flag', 'privacy'),
      ],
    };
    expect(guardrailBlockRecord(verdict)).toEqual({
      guardrailVersion: '2026.11.3',
      ruleIds: ['malware-intrusion', 'malware-evasion'],
      categories: ['malware-intrusion'],
      stage: 'rules',
    });
  });

  it('names the guard model as the stage when it decided, and a rule without a category adds none', () => {
    const verdict: GuardrailVerdict = { version: 'v', blocked: true, stage: 'classifier', matches: [match('guard-model-unavailable', 'block')] };
    expect(guardrailBlockRecord(verdict)).toEqual({ guardrailVersion: 'v', ruleIds: ['guard-model-unavailable'], categories: [], stage: 'classifier' });
  });
});
