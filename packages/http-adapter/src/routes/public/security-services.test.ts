import { recoverSchema, workedExample } from '@secgate/calculators';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../agents/api-routes.js';
import { publicTestApp } from './public-test-app.test-support.js';
import { SECURITY_SERVICES } from '@secgate/core';

async function getServices() {
  const res = await publicTestApp().request('/v1/security/services');
  return { res, body: (await res.json()) as Record<string, any>[] };
}

describe('GET /v1/security/services', () => {
  it('answers a bare array of the eight services in catalog order, CORS-open', async () => {
    const { res, body } = await getServices();
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((s) => s.id)).toEqual(['ctem', 'sast', 'dast', 'spect', 'vm', 'grc', 'ir', 'dr']);
    for (const service of body) {
      expect(Object.keys(service).sort()).toEqual(['attack', 'capabilities', 'id', 'inputs', 'integration', 'name', 'outputs', 'status', 'summary']);
      expect(['component-shipped', 'gated']).toContain(service.status);
      expect(service.name).toEqual(expect.any(String));
      expect(service.summary.length).toBeGreaterThan(20);
      for (const id of service.attack) expect(id).toMatch(/^T\d{4}(\.\d{3})?$/);
    }
  });

  it('matches the catalog table exactly for the five describe-only services', async () => {
    const { body } = await getServices();
    const byId = Object.fromEntries(body.map((s) => [s.id, s]));
    expect(byId.ctem).toMatchObject({
      status: 'component-shipped',
      capabilities: ['surface-inventory', 'attack-path', 'context', 'exposure-feed'],
      inputs: ['assets', 'dns', 'certificates', 'open-endpoints'],
      outputs: ['attack-paths', 'exposure-findings', 'asset-context'],
      attack: ['T1190', 'T1595'],
      integration: { feeds: ['vm'], emits: ':finding' },
    });
    expect(byId.sast).toMatchObject({
      status: 'gated',
      capabilities: ['code-analysis', 'taint-flow', 'code-finding', 'dependency-notes'],
      inputs: ['source-code', 'dependency-manifests'],
      outputs: ['code-findings', 'taint-paths', 'dependency-notes'],
      attack: [],
      integration: { feeds: ['vm'], emits: ':finding', role: 'code-findings' },
    });
    expect(byId.dast).toMatchObject({
      status: 'gated',
      capabilities: ['runtime-probe', 'auth-scenarios', 'runtime-finding'],
      inputs: ['running-apps', 'scan-scopes', 'auth-scenarios'],
      outputs: ['runtime-findings', 'request-response-evidence'],
      integration: { feeds: ['vm'], emits: ':finding', role: 'runtime-findings' },
    });
    expect(byId.spect).toMatchObject({
      status: 'gated',
      capabilities: ['header-verify', 'domain-normalise', 'url-mismatch', 'mail-finding'],
      inputs: ['received-mail', 'domain-intel', 'mail-flow-records'],
      outputs: ['targeted-mail-findings', 'lookalike-domain-notes', 'impersonation-evidence'],
      attack: ['T1566'],
      integration: { feeds: ['vm'], emits: ':finding', role: 'targeted-mail-findings' },
    });
    expect(byId.vm).toMatchObject({
      status: 'component-shipped',
      capabilities: ['dedup', 'scoring', 'ledger', 'remediation', 'cve-cpe-feed'],
      inputs: ['findings-from-ctem', 'findings-from-dast', 'findings-from-sast', 'findings-from-spear-phishing', 'cve-cpe-feeds'],
      outputs: ['vulnerability-ledger', 'remediation-status', 'exposure-reports'],
      integration: { role: 'aggregation-ledger', feeds: [] },
    });
  });

  it('describes grc/ir/dr as the calculators they are, endpoint included', async () => {
    const { body } = await getServices();
    const expected = { grc: 'govern', ir: 'respond', dr: 'recover' } as const;
    for (const [id, name] of Object.entries(expected)) {
      const service = body.find((s) => s.id === id)!;
      expect(service.status).toBe('component-shipped');
      expect(service.integration.endpoint).toEqual({ methods: ['GET', 'POST'], path: `/v1/security/${name}` });
      const example = workedExample(name);
      // outputs are the answer's top-level fields; the example's input fields are all listed.
      expect(service.outputs).toEqual(Object.keys(example.response as object));
      for (const key of Object.keys(example.input as object)) expect(service.inputs).toContain(key);
    }
    expect(body.find((s) => s.id === 'dr')!.inputs).toEqual(Object.keys(recoverSchema.entries));
    expect(body.find((s) => s.id === 'ir')!.inputs).toEqual(['incident']);
  });

  it("names each callable endpoint as a route the service answers, VM's ledger included", async () => {
    const { body } = await getServices();
    expect(body.find((s) => s.id === 'vm')!.integration.endpoint).toEqual({ methods: ['GET', 'POST'], path: '/v1/security/findings' });
    for (const service of body.filter((s) => s.integration.endpoint)) {
      for (const method of service.integration.endpoint.methods) {
        expect(
          API_ROUTES.some((route) => route.method === method && route.path === service.integration.endpoint.path),
          `${service.id}: ${method}`,
        ).toBe(true);
      }
    }
  });

  it('serves exactly the catalog data module', async () => {
    const { body } = await getServices();
    expect(body).toEqual(JSON.parse(JSON.stringify(SECURITY_SERVICES)));
  });

  it('answers a preflight and refuses POST with 405', async () => {
    const app = publicTestApp();
    const preflight = await app.request('/v1/security/services', {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const post = await app.request('/v1/security/services', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
