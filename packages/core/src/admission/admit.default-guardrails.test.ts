import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../catalog/default-models.js';
import { DEFAULT_GUARDRAILS } from '../guardrails/default-rule-set.js';
import { parseChatRequest } from '../requests/parse-request.js';
import { admit } from './admit.js';
import { AUP_VERSION, NOW, researcher } from './test-principals.test-support.js';

// The other admission tests stand in a fake for the guardrails; this one runs the real default set.
describe('admit with the default guardrails', () => {
  it('admits a defensive security question and reports the default rule-set version', () => {
    const parsed = parseChatRequest({
      model: 'red-1',
      messages: [{ role: 'user', content: 'Is this strcpy in my own parser exploitable, and how do I fix it?' }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const result = admit({
      principal: researcher(),
      modelId: 'red-1',
      request: parsed.value,
      models: DEFAULT_MODELS,
      isServed: () => true,
      quota: { freeRequestsPerDay: 10, freeRequestsUsedToday: 0, paidAvailableMicroUSD: 0, holdsPaidCredit: false },
      now: NOW,
      aupVersion: AUP_VERSION,
    });
    expect(result).toMatchObject({ ok: true, guardrails: { version: DEFAULT_GUARDRAILS.version, blocked: false } });
  });
});
