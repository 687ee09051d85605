import { ERROR_STATUS, type ErrorCode } from '@secgate/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiRoute } from '../agents/api-routes.js';
import { createPersonalAccessToken } from '@secgate/store';
import { signWebhook } from '../billing/webhook-signature.js';
import { createApp } from '../app/create-app.js';
import { completionDeps, newPrincipal } from '../completion/completion-deps.test-support.js';
import { useTestStore } from '../auth/test-deps.test-support.js';
import { matchesPathTemplate } from '../http/path-template.js';
import { chatCompletionChunkSchema } from '../routes/completions/completion-answer-schemas.js';
import { errorBodyOf } from './error-schemas.js';
import { OPERATIONS } from './operation-declarations.js';
import { conventionalErrors } from './security-schemes.js';

/*
 * The declarations hold what the routes really answer: each request below goes through the whole
 * app, and its answer must parse with the schema declared for its status, or be an error body of
 * a code the operation declares (or its auth and body imply) under that code's status.
 */

const store = useTestStore();
const WEBHOOK_SECRET = 'whsec_conformance';

async function service(): Promise<{ app: Hono; token: string; paidToken: string }> {
  const deps = completionDeps(store(), 'offline:', { webhook: { secret: WEBHOOK_SECRET, toleranceSeconds: 300 } });
  const tokenFor = async (principalId: string) => {
    const { token, tokenHash } = createPersonalAccessToken(deps.ids);
    await store().createToken({ id: `tok_${principalId}`, principalId, tokenHash, now: deps.clock.now() });
    return token;
  };
  const app = createApp(deps);
  return {
    app,
    token: await tokenFor((await newPrincipal(store())).id),
    paidToken: await tokenFor((await newPrincipal(store(), { paidMicroUSD: 5_000_000 })).id),
  };
}

async function conforms(app: Hono, method: 'GET' | 'POST', path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, 'http://localhost');
  const declaration = OPERATIONS.find((op) => op.method === method && matchesPathTemplate(op.path, url.pathname));
  if (!declaration) throw new Error(`no declaration for ${method} ${url.pathname}`);
  const res = await app.request(path, { method, ...init });
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const body: unknown = type === 'application/json' ? await res.json() : await res.text();
  const answer = declaration.answers.find((a) => a.status === res.status);
  if (answer) {
    const media = answer.content[type as keyof typeof answer.content];
    expect(media, `${method} ${path}: ${res.status} ${type} is not declared`).toBeDefined();
    const parsed = v.safeParse(media!.schema, body);
    expect(
      parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
      `${method} ${path}`,
    ).toBeUndefined();
  } else {
    const code = (body as { error: { code: ErrorCode } }).error.code;
    const route = apiRoute(method, declaration.path);
    const declared = [
      ...conventionalErrors(route, declaration.requestBody !== undefined && declaration.requestBody.readAs === undefined),
      ...declaration.errors,
    ];
    expect(declared, `${method} ${path} answered ${code}`).toContain(code);
    expect(ERROR_STATUS[code]).toBe(res.status);
    expect(v.safeParse(errorBodyOf(code), body).issues).toBeUndefined();
  }
  return { status: res.status, body };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const ask = { model: 'shared-1', messages: [{ role: 'user', content: 'Review: eval(input())' }] };

describe('what the routes answer fits what the document declares', () => {
  it('the public reads, the calculators and the agent files', async () => {
    const { app } = await service();
    for (const path of [
      '/v1/security/services',
      '/v1/security/solutions/spear-phishing',
      '/v1/secure',
      '/mcp.json',
      '/.well-known/mcp.json',
      '/mcp/server-card',
      '/llms.txt',
      '/llms-full.txt',
      '/agent-quickstart.md',
      '/openapi.json',
    ]) {
      expect((await conforms(app, 'GET', path)).status, path).toBe(200);
    }
    for (const name of ['govern', 'respond', 'recover']) {
      const { body } = await conforms(app, 'GET', `/v1/security/${name}`);
      const { input } = (body as { example: { input: unknown } }).example;
      expect((await conforms(app, 'POST', `/v1/security/${name}`, json(input))).status).toBe(200);
      expect((await conforms(app, 'POST', `/v1/security/${name}`, json({ unknown: 1 }))).status).toBe(400);
    }
    const cycle = {
      asOf: '2026-01-01T00:00:00Z',
      assets: ['a', 'b'].map((id, i) => ({
        id,
        criticality: 'high',
        rtoHours: 1,
        rpoHours: 1,
        dependsOn: [i ? 'a' : 'b'],
        backups: { lastSuccessAt: null, lastRestoreTestAt: null, offsite: true, immutable: true },
      })),
    };
    expect((await conforms(app, 'POST', '/v1/security/recover', json(cycle))).body).toMatchObject({ error: { code: 'dependency-cycle' } });
  });

  it('MCP and the metrics', async () => {
    const { app } = await service();
    const rpc = (method: string) => json({ jsonrpc: '2.0', id: 1, method, params: {} }, { accept: 'application/json, text/event-stream' });
    expect((await conforms(app, 'POST', '/mcp', rpc('tools/list'))).status).toBe(200);
    expect((await conforms(app, 'POST', '/mcp', json('{', { accept: 'application/json, text/event-stream' }))).status).toBe(400);
    expect((await conforms(app, 'POST', '/mcp', { ...rpc('ping'), headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    // app.request has no peer address: not a loopback client, so refused without a metrics token.
    expect((await conforms(app, 'GET', '/metrics')).status).toBe(403);
  });

  it('knowledge search and context, with their refusals', async () => {
    const { app } = await service();
    expect((await conforms(app, 'GET', '/v1/knowledge/search?q=phishing&limit=3')).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/knowledge/context?id=CWE-79')).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/knowledge/context?id=T1566')).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/knowledge/search?q=x&limit=99')).status).toBe(400);
    expect((await conforms(app, 'GET', '/v1/knowledge/context?id=CWE-999999')).status).toBe(404);
  });

  it('the account routes, and a bearer route without a token', async () => {
    const { app, token } = await service();
    const headers = { authorization: `Bearer ${token}` };
    for (const path of ['/v1/models', '/v1/research/status', '/v1/billing/status'])
      expect((await conforms(app, 'GET', path, { headers })).status, path).toBe(200);
    expect((await conforms(app, 'POST', '/v1/research/ekyc/start', { headers })).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/models')).status).toBe(401);
  });

  it('a chat completion, free and paid, as JSON and as server-sent events', async () => {
    const { app, token, paidToken } = await service();
    for (const bearer of [token, paidToken]) {
      const { status, body } = await conforms(app, 'POST', '/v1/chat/completions', json(ask, { authorization: `Bearer ${bearer}` }));
      expect(status).toBe(200);
      expect((body as { billing: string }).billing).toBe(bearer === token ? 'free' : 'paid');
    }
    const streamed = await app.request('/v1/chat/completions', { method: 'POST', ...json({ ...ask, stream: true }, { authorization: `Bearer ${paidToken}` }) });
    expect(streamed.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = (await streamed.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => v.parse(chatCompletionChunkSchema, JSON.parse(event.replace(/^data: /, ''))));
    expect(chunks.at(-1)).toMatchObject({ billing: 'paid', receiptId: expect.any(String) });
    for (const refused of [json({ ...ask, stream: 'yes' }), json('{"model":'), { headers: { 'content-type': 'text/plain' }, body: '{}' }]) {
      expect(
        (await conforms(app, 'POST', '/v1/chat/completions', { ...refused, headers: { ...(refused.headers as object), authorization: `Bearer ${token}` } }))
          .status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await conforms(app, 'POST', '/v1/chat/completions', json({ ...ask, model: 'nope' }, { authorization: `Bearer ${token}` }))).status).toBe(404);
  });

  it('the job API', async () => {
    const { app, token } = await service();
    const headers = { authorization: `Bearer ${token}` };
    const jobId = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect((await conforms(app, 'POST', '/v1/research/jobs', json(ask, { ...headers, 'idempotency-key': jobId }))).status).toBe(202);
    const polled = await conforms(app, 'GET', `/v1/research/job?jobId=${jobId}`, { headers });
    expect([200, 202]).toContain(polled.status);
    expect((await conforms(app, 'POST', '/v1/research/jobs', json({ ...ask, task: 'remediation' }, { ...headers, 'idempotency-key': jobId }))).status).toBe(
      409,
    );
    expect((await conforms(app, 'GET', '/v1/research/job?jobId=nope', { headers })).status).toBe(400);
    expect((await conforms(app, 'GET', '/v1/research/job?jobId=9b241101-e2bb-4255-8caf-4136c566a962', { headers })).status).toBe(404);
  });

  it('the VM ledger: a batch, the list, one finding and its moves, with their refusals', async () => {
    const { app, token } = await service();
    const headers = { authorization: `Bearer ${token}` };
    const finding = {
      source: 'ctem',
      sourceId: 'exp-1',
      asset: { id: 'edge-1' },
      vulnerability: { cve: 'CVE-2024-3094' },
      reachability: 'likely',
      observedAt: '2026-11-20T08:00:00Z',
      exposure: { surface: 'endpoint', target: 'https://edge-1.example/', techniques: ['T1190'] },
    };
    const posted = await conforms(app, 'POST', '/v1/security/findings', json({ findings: [finding] }, headers));
    expect(posted.status).toBe(200);
    const id = (posted.body as { results: { findingId: string }[] }).results[0]!.findingId;
    expect((await conforms(app, 'POST', '/v1/security/findings', json({ findings: [] }, headers))).status).toBe(400);
    expect((await conforms(app, 'GET', '/v1/security/findings?status=detected&limit=10', { headers })).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/security/findings?limit=0', { headers })).status).toBe(400);
    expect((await conforms(app, 'GET', `/v1/security/findings/${id}`, { headers })).status).toBe(200);
    expect((await conforms(app, 'GET', '/v1/security/findings/fnd_nobody', { headers })).status).toBe(404);
    expect((await conforms(app, 'POST', `/v1/security/findings/${id}/transition`, json({ to: 'in-progress', reason: 'patching' }, headers))).status).toBe(200);
    expect((await conforms(app, 'POST', `/v1/security/findings/${id}/transition`, json({ to: 'closed', reason: 'skip' }, headers))).status).toBe(409);
    expect((await conforms(app, 'GET', '/v1/security/findings')).status).toBe(401);
  });

  it('the signed callbacks', async () => {
    const { app } = await service();
    const event = JSON.stringify({ id: 'evt_conformance', type: 'invoice.created', data: {} });
    const signature = signWebhook({ rawBody: event, secret: WEBHOOK_SECRET, timestampSeconds: Math.floor(Date.UTC(2025, 5, 5, 12) / 1000) });
    expect((await conforms(app, 'POST', '/v1/billing/webhook', json(event, { 'webhook-signature': signature }))).status).toBe(200);
    expect((await conforms(app, 'POST', '/v1/billing/webhook', json(event, { 'webhook-signature': 't=1,v1=00' }))).status).toBe(400);
    expect((await conforms(app, 'POST', '/v1/research/ekyc/callback', json(event, { 'webhook-signature': signature }))).status).toBe(400);
  });
});
