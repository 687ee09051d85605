import { DEFAULT_GUARDRAILS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { publicTestApp, TEST_AUP_VERSION } from './public-test-app.test-support.js';
import { secureAnswer } from './secure.js';

describe('GET /v1/secure', () => {
  it('answers guardrail, firewall and compliance versions, CORS-open and without auth', async () => {
    const res = await publicTestApp().request('/v1/secure');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, any>;
    expect(Object.keys(body)).toEqual(['guardrails', 'firewall', 'compliance']);
    expect(body.guardrails.version).toBe(DEFAULT_GUARDRAILS.version);
    expect(body.guardrails.rules.map((r: { id: string }) => r.id)).toEqual(DEFAULT_GUARDRAILS.rules.map(({ id }) => id));
    expect(body.guardrails.rules).toContainEqual({ id: 'covert-surveillance', action: 'block', category: 'covert-surveillance' });
    expect(body.guardrails.policy.version).toBe(DEFAULT_GUARDRAILS.version);
    expect(body.guardrails.policy.categories.map((c: { hazard: string }) => c.hazard)).toEqual(expect.arrayContaining(['S1', 'S9', 'S14']));
    expect(body.firewall).toEqual({ version: '2026.11.1', mode: 'enforce' });
    expect(body.compliance).toEqual({ version: '2026.11.1', aupVersion: TEST_AUP_VERSION, frameworks: ['NIST CSF 2.0', 'GDPR', 'NIS2', 'APPI'] });
  });

  it('publishes rule ids and actions only, never patterns or examples', async () => {
    const text = await (await publicTestApp().request('/v1/secure')).text();
    expect(text).not.toContain('patterns');
    expect(text).not.toContain('examples');
  });

  it('reports a rule set passed in place of the default', () => {
    const answer = secureAnswer({ config: { aupVersion: 'v9' }, guardrails: { version: 'x.1', rules: [] } });
    expect(answer.guardrails.version).toBe('x.1');
    expect(answer.guardrails.rules).toEqual([]);
    expect(answer.compliance.aupVersion).toBe('v9');
  });
});
