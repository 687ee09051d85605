import { describe, expect, it } from 'vitest';
import { publicTestApp } from './public-test-app.test-support.js';

describe('GET /v1/security/solutions/spear-phishing', () => {
  it('answers the solution with components in order and the partner categories, CORS-open', async () => {
    const res = await publicTestApp().request('/v1/security/solutions/spear-phishing');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, any>;
    expect(body.id).toBe('spear-phishing');
    expect(body.components.map((c: { id: string }) => c.id)).toEqual(['ctem', 'spear-phishing', 'vm']);
    expect(body.components.map((c: { role: string }) => c.role)).toEqual(['lookalike-discovery', 'impersonated-mail-inspection', 'takeover-ledger']);
    expect(body.partners).toEqual(['email-sec', 'awareness', 'siem', 'itdr']);
  });

  it('names catalog services for every component', async () => {
    const app = publicTestApp();
    const services = (await (await app.request('/v1/security/services')).json()) as { id: string }[];
    const body = (await (await app.request('/v1/security/solutions/spear-phishing')).json()) as { components: { service: string }[] };
    for (const component of body.components) expect(services.map((s) => s.id)).toContain(component.service);
  });
});
