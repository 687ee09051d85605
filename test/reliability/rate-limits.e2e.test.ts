import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import { expectErrorShape } from './reliability-helpers.js';

/*
 * The per-address limit of the public routes, against the real server: every route anyone may
 * call without a credential answers 429 `rate-limited` with Retry-After once one client address
 * spends its minute, while other addresses go on; an MCP batch costs one per message; the
 * signed-in routes keep their per-principal limit. One service trusts loopback as its proxy, so
 * each case names its own client in X-Forwarded-For; the other trusts nothing and says so once.
 */
const LIMIT = 4;
const PRINCIPAL = 'p_rate';
let proxied: E2EService;
let direct: E2EService;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startE2EService({
      principals: [{ id: PRINCIPAL }],
      config: { publicRateLimitPerMinute: LIMIT, rateLimitPerMinute: LIMIT, trustedProxies: ['127.0.0.1', '::1'] },
    }),
    startE2EService({ config: { publicRateLimitPerMinute: LIMIT } }),
  ]);
}, 60_000);
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const mcpMessage = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

/** Every route anyone may call, as one request each. */
const PUBLIC_REQUESTS: { name: string; method: string; path: string; body?: unknown; headers?: Record<string, string> }[] = [
  { name: 'services', method: 'GET', path: '/v1/security/services' },
  { name: 'spear-phishing', method: 'GET', path: '/v1/security/solutions/spear-phishing' },
  { name: 'secure', method: 'GET', path: '/v1/secure' },
  { name: 'knowledge search', method: 'GET', path: '/v1/knowledge/search?q=phishing' },
  { name: 'knowledge context', method: 'GET', path: '/v1/knowledge/context?id=CWE-79' },
  { name: 'recover example', method: 'GET', path: '/v1/security/recover' },
  { name: 'govern', method: 'POST', path: '/v1/security/govern', body: { not: 'valid' } },
  {
    name: 'respond preflight',
    method: 'OPTIONS',
    path: '/v1/security/respond',
    headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
  },
  { name: 'openapi', method: 'GET', path: '/openapi.json' },
  { name: 'llms.txt', method: 'GET', path: '/llms.txt' },
  { name: 'mcp.json', method: 'GET', path: '/mcp.json' },
  { name: 'server card', method: 'GET', path: '/mcp/server-card' },
  { name: 'mcp', method: 'POST', path: '/mcp', body: mcpMessage(1), headers: MCP_HEADERS },
  { name: 'console sign-in', method: 'GET', path: '/console/sign-in' },
];

function expectRateLimited(answer: JsonAnswer, context: string) {
  expect(answer.status, `${context}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(429);
  expectErrorShape(answer, context);
  expect(answer.body.error).toMatchObject({ code: 'rate-limited', retryAfterSeconds: expect.any(Number) });
  expect(Number(answer.headers.get('retry-after'))).toBe(answer.body.error.retryAfterSeconds);
}

describe('the per-address limit of the public routes', () => {
  it('every public route answers its client 429 with Retry-After past the limit, and no other client', async () => {
    for (const [i, route] of PUBLIC_REQUESTS.entries()) {
      const send = (client: string) =>
        proxied.request(route.method, route.path, {
          headers: { ...route.headers, 'x-forwarded-for': client },
          ...(route.body === undefined ? {} : { body: route.body }),
        });
      const client = `198.51.100.${i + 1}`;
      for (let n = 0; n < LIMIT; n++) expect((await send(client)).status, `${route.name} #${n + 1}`).not.toBe(429);
      expectRateLimited(await send(client), route.name);
      expect((await send(`203.0.113.${i + 1}`)).status, `${route.name} from another client`).not.toBe(429);
    }
  });

  it('an MCP batch costs one per message', async () => {
    const batch = (size: number) =>
      proxied.request('POST', '/mcp', {
        headers: { ...MCP_HEADERS, 'x-forwarded-for': '192.0.2.77' },
        body: Array.from({ length: size }, (_, i) => mcpMessage(i + 1)),
      });
    expect((await batch(3)).status).toBe(200);
    expect((await batch(1)).status).toBe(200);
    expectRateLimited(await batch(1), 'the fifth message');
  });

  it('the signed-in routes keep their per-principal limit, whatever the address', async () => {
    for (let n = 0; n < LIMIT; n++) {
      expect(
        (await proxied.request('GET', '/v1/models', { token: proxied.tokens[PRINCIPAL], headers: { 'x-forwarded-for': `192.0.2.${n + 1}` } })).status,
      ).toBe(200);
    }
    const refused = await proxied.request('GET', '/v1/models', { token: proxied.tokens[PRINCIPAL], headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate-limited');
  });

  it('without trusted proxies, X-Forwarded-For is ignored (every request is the peer) and a warning is logged once', async () => {
    for (let n = 0; n < LIMIT; n++) expect((await direct.request('GET', '/v1/secure', { headers: { 'x-forwarded-for': `198.51.100.${n}` } })).status).toBe(200);
    expectRateLimited(await direct.request('GET', '/v1/secure', { headers: { 'x-forwarded-for': '198.51.100.200' } }), 'a fresh forwarded address');
    const warnings = direct
      .logs()
      .split('\n')
      .filter((line) => line.includes('not a configured trusted proxy'));
    expect(warnings).toHaveLength(1);
  });
});
