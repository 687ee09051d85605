import { CALCULATORS, workedExample } from '@secgate/calculators';
import { describe, expect, it } from 'vitest';
import { publicTestApp, TEST_BODY_LIMIT } from './public-test-app.test-support.js';

const NAMES = ['govern', 'respond', 'recover'] as const;
const json = { 'content-type': 'application/json' };

const postJson = (path: string, body: unknown) => publicTestApp().request(path, { method: 'POST', headers: json, body: JSON.stringify(body) });

describe('GET /v1/security/{govern,respond,recover}', () => {
  it.each(NAMES)('%s answers {example: {input, response}} computed live, CORS-open', async (name) => {
    const res = await publicTestApp().request(`/v1/security/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { example: { input: unknown; response: unknown } };
    expect(Object.keys(body)).toEqual(['example']);
    expect(Object.keys(body.example)).toEqual(['input', 'response']);
    expect(body.example.input).toEqual(CALCULATORS[name].example);
    expect(body).toEqual(JSON.parse(JSON.stringify({ example: workedExample(name) })));
  });

  it('recover example has waves in dependency order, from wave 1', async () => {
    const body = (await (await publicTestApp().request('/v1/security/recover')).json()) as any;
    expect(body.example.response.waves[0]).toMatchObject({ wave: 1, assets: expect.any(Array) });
  });
});

describe('POST /v1/security/{govern,respond,recover}', () => {
  it.each(NAMES)('%s answers the calculator result for its example input', async (name) => {
    const res = await postJson(`/v1/security/${name}`, CALCULATORS[name].example);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(workedExample(name).response)));
  });

  it('govern answers a scored risk register with findings', async () => {
    const res = await postJson('/v1/security/govern', {
      riskAppetite: 5,
      risks: [{ id: 'R1', likelihood: 5, impact: 5, treatment: 'accept', owner: null }],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.risks.register[0]).toMatchObject({ id: 'R1', score: 25 });
    expect(body.risks.register[0].findings.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['no-owner', 'acceptance-exceeds-appetite']));
  });

  it('400 invalid-input with field, reason and allowed for a bad value', async () => {
    const example = CALCULATORS.respond.example as { incident: Record<string, unknown> };
    const res = await postJson('/v1/security/respond', { incident: { ...example.incident, category: 'alien-invasion' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.error).toMatchObject({ code: 'invalid-input', field: 'incident.category', reason: 'not-an-allowed-value', message: expect.any(String) });
    expect(body.error.allowed).toEqual(expect.arrayContaining(['ransomware']));
  });

  it('400 invalid-input when the body is not an object', async () => {
    for (const body of [null, 42, 'text', []]) {
      const res = await postJson('/v1/security/recover', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error.code).toBe('invalid-input');
    }
  });

  it('400 dependency-cycle naming the assets of the cycle', async () => {
    const backups = { lastSuccessAt: '2025-06-30T02:00:00Z', lastRestoreTestAt: null, offsite: true, immutable: true };
    const asset = (id: string, dependsOn: string[]) => ({ id, criticality: 'high', rtoHours: 4, rpoHours: 24, dependsOn, backups });
    const res = await postJson('/v1/security/recover', { asOf: '2025-06-30T09:00:00Z', assets: [asset('a', ['b']), asset('b', ['a'])] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.error).toMatchObject({ code: 'dependency-cycle', message: expect.any(String) });
    expect([...body.error.assets].sort()).toEqual(['a', 'b']);
  });

  it('415 without a JSON content type, 413 over the body limit, 400 for malformed JSON', async () => {
    const app = publicTestApp();
    const noType = await app.request('/v1/security/govern', { method: 'POST', body: '{}' });
    expect(noType.status).toBe(415);
    expect(noType.headers.get('access-control-allow-origin')).toBe('*');
    const big = await app.request('/v1/security/govern', { method: 'POST', headers: json, body: JSON.stringify({ x: 'y'.repeat(TEST_BODY_LIMIT) }) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as any).error).toMatchObject({ code: 'body-too-large', max: TEST_BODY_LIMIT });
    const malformed = await app.request('/v1/security/govern', { method: 'POST', headers: json, body: '{"risks": [' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as any).error).toMatchObject({ code: 'invalid-request', reason: 'malformed-json', field: 'body' });
  });

  it('a __proto__ key is refused as an unknown field, not merged', async () => {
    const res = await publicTestApp().request('/v1/security/govern', { method: 'POST', headers: json, body: '{"__proto__": {"polluted": true}}' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid-input', reason: 'unknown-field' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('405 for other methods, with Allow; preflight allows GET and POST', async () => {
    const app = publicTestApp();
    const put = await app.request('/v1/security/recover', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const preflight = await app.request('/v1/security/recover', {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
