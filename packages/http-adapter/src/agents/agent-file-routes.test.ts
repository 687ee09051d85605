import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, startTestService, type TestService } from '../mcp/mcp-test-service.test-support.js';
import { pathParameterNames } from '../http/path-template.js';
import { API_ROUTES, type ApiRoute } from './api-routes.js';
import { parseLlmsTxt } from './llms-text.test-support.js';

/*
 * The agent files as served by the real app on a loopback port: each parses, has its content
 * type and CORS header, and every URL it names answers on the running server (GET routes with
 * 200, with a token where the route needs one; POST-only routes are listed with their method and
 * exist).
 */
let service: TestService;
let token: string;
let jobId: string;

const FILES = [
  { path: '/mcp.json', type: 'application/json' },
  { path: '/.well-known/mcp.json', type: 'application/json' },
  { path: '/mcp/server-card', type: 'application/json' },
  { path: '/llms.txt', type: 'text/plain; charset=utf-8' },
  { path: '/llms-full.txt', type: 'text/plain; charset=utf-8' },
  { path: '/agent-quickstart.md', type: 'text/markdown; charset=utf-8' },
] as const;

beforeAll(async () => {
  // No public URL: the files name the origin the caller reached, when its host is a public host.
  service = await startTestService({ console: { publicUrl: null, session: { idleMs: 3_600_000, absoluteMs: 86_400_000 }, oidc: null } });
  token = (await service.principal()).token;
  // A finished job, so the job route's URL can be followed to a 200.
  jobId = '5e0c2a54-1f7d-4b8e-9a51-7d6f0d3c2b1a';
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': jobId };
  await fetch(`${service.url}/v1/research/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'x' }] }),
  });
  for (let i = 0; i < 200; i++) {
    const polled = await fetch(`${service.url}/v1/research/job?jobId=${jobId}`, { headers: { authorization: `Bearer ${token}` } });
    if (polled.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(() => service?.close());

async function fetchFile(path: string) {
  const response = await fetch(`${service.url}${path}`, { headers: { origin: 'https://somewhere.example' } });
  return { response, text: await response.text() };
}

describe('agent files', () => {
  it('are public, CORS-open, with their content types', async () => {
    for (const file of FILES) {
      const { response, text } = await fetchFile(file.path);
      expect(response.status, file.path).toBe(200);
      expect(response.headers.get('content-type')?.toLowerCase()).toContain(file.type);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      if (file.type === 'application/json') expect(() => JSON.parse(text)).not.toThrow();
    }
    const preflight = await fetch(`${service.url}/mcp.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });

  it('llms.txt has its H1, summary blockquote and link sections', async () => {
    const parsed = parseLlmsTxt((await fetchFile('/llms.txt')).text);
    expect(parsed.title).toBe('secgate');
    expect(parsed.sections.size).toBeGreaterThan(3);
  });

  it('use the host the caller reached when it is a public host, and may be cached briefly', async () => {
    const response = await fetch(`${service.url.replace('127.0.0.1', 'localhost')}/mcp.json`);
    expect(((await response.json()) as any).servers[0].url).toBe(`${service.url.replace('127.0.0.1', 'localhost')}/mcp`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('never name a host that is not public, whatever the Host header says', async () => {
    const port = new URL(service.url).port;
    const poisoned = await new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/llms.txt', headers: { host: `evil.example:${port}` } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
      request.end();
    });
    expect(poisoned).not.toContain('evil.example');
    expect(poisoned).toContain(`http://localhost:${port}/`);
  });

  it('every URL they name answers on the running server', async () => {
    const checked = new Set<string>();
    for (const file of FILES) {
      const { text } = await fetchFile(file.path);
      const named = file.type === 'application/json' ? jsonUrls(JSON.parse(text)) : textUrls(text);
      expect(named.length, file.path).toBeGreaterThan(0);
      for (const { url, method } of named) {
        expect(url.startsWith(service.url), url).toBe(true);
        const pathname = decodeURIComponent(new URL(url).pathname);
        if (pathname === '/') continue; // the base URL itself
        const routes = API_ROUTES.filter((route) => route.path === pathname);
        expect(routes.length, `${file.path} names ${url}, which no route serves`).toBeGreaterThan(0);
        const get = routes.find((route) => route.method === 'GET');
        if (get) {
          await expectGet200(get, url);
        } else {
          // POST only: named with its method, and it exists.
          const declared = method ?? (text.includes(`POST ${pathname}`) || text.includes(`POST ${url}`) ? 'POST' : undefined);
          expect(declared === 'POST' || pathname === '/mcp', `${file.path} names ${url} without its method`).toBe(true);
          await expectPostRoute(pathname);
        }
        checked.add(pathname);
      }
    }
    expect(checked).toContain('/mcp');
    expect(checked).toContain('/v1/chat/completions');
    expect(checked).toContain('/v1/research/job');
  });
});

async function expectGet200(route: ApiRoute, url: string) {
  if (pathParameterNames(route.path).length > 0) return expectTemplateServed(route);
  const target = new URL(url);
  // An endpoint named without its required query is followed with the documented example query.
  if (route.path === '/v1/research/job') target.search = `jobId=${jobId}`;
  else if (target.search === '' && route.exampleQuery) target.search = route.exampleQuery;
  const headers: Record<string, string> = route.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(target, { headers });
  await response.arrayBuffer();
  expect(response.status, `GET ${target}`).toBe(200);
}

/**
 * A path with a parameter (`/v1/security/findings/{id}`, `/console/tokens/{id}/revoke`) names no one
 * resource: filled with an id nobody has, the route itself must answer (its own 404, or a console
 * page's redirect to sign-in), not the router's `not-found`.
 */
async function expectTemplateServed(route: ApiRoute) {
  const path = route.path.replace(/\{[A-Za-z]\w*\}/g, 'fnd_00000000-0000-4000-8000-000000000000');
  const response = await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  // A console page answers a browser without a session itself (303 to sign-in, HTML); the router's
  // own `not-found` is always JSON.
  const json = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body = (json ? await response.json() : (await response.arrayBuffer(), {})) as { error?: { code: string } };
  expect(body.error?.code, `GET ${path}`).not.toBe('not-found');
  expect(response.status, `GET ${path}`).toBeLessThan(500);
}

async function expectPostRoute(path: string) {
  if (path === '/mcp') {
    const client = await connectClient(service.url);
    expect((await client.listTools()).tools.length).toBe(7);
    await client.close();
    return;
  }
  const response = await fetch(`${service.url}${path}`, { method: 'OPTIONS' });
  expect(response.status, `OPTIONS ${path}`).toBe(204);
  expect(response.headers.get('allow'), path).toContain('POST');
}

/** Every absolute URL in a JSON document, with the `method` of the object that holds it, if any. */
function jsonUrls(value: unknown, method?: string): { url: string; method?: string }[] {
  if (typeof value === 'string') return extractUrls(value).map((url) => (method ? { url, method } : { url }));
  if (Array.isArray(value)) return value.flatMap((item) => jsonUrls(item, method));
  if (typeof value === 'object' && value !== null) {
    const own = typeof (value as { method?: unknown }).method === 'string' ? (value as { method: string }).method : undefined;
    // `$schema` names the JSON Schema dialect: an identifier, not a place on this service.
    return Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .flatMap(([, item]) => jsonUrls(item, own));
  }
  return [];
}

const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

function textUrls(text: string): { url: string; method?: string }[] {
  return extractUrls(text)
    .filter((url) => url !== JSON_SCHEMA_DIALECT)
    .map((url) => ({ url }));
}

function extractUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s)`'"<>\]]+/g)].map((m) => m[0].replace(/[.,;:]+$/, ''));
}
