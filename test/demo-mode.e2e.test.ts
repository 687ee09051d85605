import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * `secgate serve --demo` as a newcomer runs it: no model server, no configuration. The banner
 * gives a token and a ready curl line; the catalog is exactly the documented table; the offline
 * origin answers and says plainly that no model ran; the demo principal is Blue team only.
 */
let server: SecgateProcess;
let token: string;

const SPEC_CATALOG = [
  ...[1, 2, 3, 4].map((n) => ({ id: `shared-${n}`, team: 'blue', route: 'shared', availability: 'served' })),
  ...[1, 2, 3].map((n) => ({ id: `red-${n}`, team: 'red', route: 'dedicated', availability: 'served' })),
  ...[4, 5, 6].map((n) => ({ id: `red-${n}`, team: 'red', route: 'dedicated', availability: 'route not configured' })),
];

beforeAll(async () => {
  server = await startSecgate({ db: 'memory:', demo: true });
  // The banner goes to standard output right after the listening line on standard error.
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  const found = /Demo token \(shown once\): (sgp_[A-Za-z0-9]+)/.exec(server.stdout());
  token = found?.[1] ?? '';
});
afterAll(() => server?.stop());

async function get(path: string, withToken = true): Promise<Response> {
  return fetch(`${server.url}${path}`, withToken ? { headers: { authorization: `Bearer ${token}` } } : {});
}

async function chat(model: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'Review this: eval(input())' }] }),
  });
  return { status: response.status, body: await response.json() };
}

describe('secgate serve --demo', () => {
  it('is what `npm start` runs after building what changed (README), so this file proves that command', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('node scripts/build-changed.mjs && node packages/cli/bin/secgate.js serve --demo');
  });

  it('prints a banner with the demo token and a ready curl line naming the URL', () => {
    const out = server.stdout();
    expect(out).toContain('Demo mode');
    expect(token).toMatch(/^sgp_[A-Za-z0-9]{38}$/);
    expect(out).toContain(`curl -s ${server.url}/v1/chat/completions`);
    expect(out).toContain(`-H "Authorization: Bearer ${token}"`);
    expect(out).toContain(`curl -s ${server.url}/v1/models -H "Authorization: Bearer ${token}"`);
    // The token is printed for the person at the terminal, never logged as a JSON line.
    const logLines = out.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes(token))).toBe(false);
  });

  it('lists exactly the documented catalog with the demo token', async () => {
    const response = await get('/v1/models');
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body.object).toBe('list');
    expect(body.data.map((m: any) => ({ id: m.id, team: m.team, route: m.route, availability: m.availability }))).toEqual(SPEC_CATALOG);
    expect(body.teams.blue.requirements).toEqual(['authenticated-principal', 'available-free-quota', 'guardrails']);
    expect(body.teams.red.requirements).toEqual([
      'authenticated-principal',
      'verified-ekyc-card',
      'aup-consent',
      'current-aml-ctf-clearance',
      'current-trust-route',
      'approved-research-scope',
      'available-free-quota',
      'guardrails',
    ]);
  });

  it('answers shared-1 through the openai client from the offline origin, free, saying no model ran', async () => {
    const client = new OpenAI({ baseURL: `${server.url}/v1`, apiKey: token, maxRetries: 0 });
    const answer = await client.chat.completions.create({
      model: 'shared-1',
      messages: [{ role: 'user', content: 'Review this: eval(input())' }],
    });
    const extra = answer as unknown as Record<string, unknown>;
    expect(answer.model).toBe('shared-1');
    const content = answer.choices[0]?.message.content ?? '';
    expect(content).toMatch(/^No model ran\./);
    expect(content).toContain('offline origin');
    // It reports what it received: the prompt, after redaction.
    expect(content).toContain('Review this: eval(input())');
    expect(extra.billing).toBe('free');
    expect(extra).not.toHaveProperty('chargedMicroUSD');
    expect(answer.usage).toBeUndefined();
    expect(extra.receiptId).toEqual(expect.any(String));
  });

  it('refuses red-1: the demo principal is Blue team only (403 requirement-unmet verified-ekyc-card)', async () => {
    const { status, body } = await chat('red-1');
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: 'requirement-unmet', requirement: 'verified-ekyc-card', reason: 'verification-required' });

    const research = await get('/v1/research/status');
    expect(research.status).toBe(200);
    expect(await research.json()).toMatchObject({ status: 'pending', reason: 'verification-required' });
  });

  it('refuses red-4 by name: its route is not configured (503), nothing charged', async () => {
    const { status, body } = await chat('red-4');
    expect(status).toBe(503);
    expect(body.error).toMatchObject({ code: 'route-not-configured', model: 'red-4' });
    const billing = await get('/v1/billing/status');
    expect(billing.status).toBe(200);
    expect(await billing.json()).toMatchObject({ status: 'free', plan: null });
  });

  it('refuses the protected routes without the token', async () => {
    const response = await get('/v1/models', false);
    expect(response.status).toBe(401);
    expect(((await response.json()) as any).error.code).toBe('unauthorized');
  });

  it('serves GET /v1/security/services without a token', async () => {
    const response = await get('/v1/security/services', false);
    expect(response.status).toBe(200);
    const services = (await response.json()) as { id: string; status: string }[];
    expect(services.map((s) => [s.id, s.status])).toEqual([
      ['ctem', 'component-shipped'],
      ['sast', 'gated'],
      ['dast', 'gated'],
      ['spect', 'gated'],
      ['vm', 'component-shipped'],
      ['grc', 'component-shipped'],
      ['ir', 'component-shipped'],
      ['dr', 'component-shipped'],
    ]);
  });

  it('answers /metrics in the Prometheus text format, counting the requests above', async () => {
    const response = await get('/metrics', false);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^# HELP secgate_http_requests_total /m);
    expect(text).toMatch(/^# TYPE secgate_http_requests_total counter$/m);
    expect(text).toContain('secgate_http_requests_total{route="/v1/models",method="GET",status="200"}');
    expect(text).toMatch(/^secgate_admission_refusals_total\{code="route-not-configured"\} 1$/m);
    expect(text).toMatch(/^secgate_admission_refusals_total\{code="requirement-unmet"\} 1$/m);
    // Every sample line is `name{labels} value`.
    for (const line of text.split('\n').filter((l) => l !== '' && !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? -?[0-9.e+Inf-]+$/);
    }
  });
});
