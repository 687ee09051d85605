import { CONSOLE_ROUTES } from './console-route-table.js';

/** Who may call a route: anyone, a bearer token, a browser session (the console), or a signed callback of a provider. */
export type RouteAuth = 'none' | 'bearer' | 'session' | 'signed';

export type RouteSection = 'Inference' | 'Account' | 'Knowledge' | 'Security services' | 'Agent surfaces' | 'Console' | 'Callbacks' | 'Operations';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** A parameter in braces, as OpenAPI writes it: `/v1/security/findings/{id}`. */
  path: string;
  auth: RouteAuth;
  section: RouteSection;
  /** One line for a person or an agent: what the route answers. */
  summary: string;
  /** A query that makes a working example link (the route needs one to answer 200). */
  exampleQuery?: string;
  /** Request details an agent needs beyond the method and path. */
  request?: string;
  /** A bearer route that also accepts the console's browser session (docs/console.md#sessions). */
  acceptsSession?: true;
}

/**
 * The documented route table: every path the app answers, with its auth and purpose. The agent
 * files (llms.txt, llms-full.txt, /mcp.json) are generated from it, and a test checks it against
 * the app's own route table both ways, so a route cannot be added or dropped without the docs
 * following.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // Inference.
  {
    method: 'POST',
    path: '/v1/chat/completions',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Inference',
    summary: 'OpenAI-compatible chat completion, JSON or `stream: true` (SSE); plus billing, receiptId, jobId',
    request: 'JSON body {model, messages, max_tokens?, stream?, tools?, tool_choice?, task?, scopeId?}; content-type: application/json',
  },
  {
    method: 'POST',
    path: '/v1/research/jobs',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Inference',
    summary: 'the same work as a job: answers 202 with the job record at once',
    request: 'header idempotency-key (UUID v4, the job id); JSON body {model, messages, task?, scopeId?, max_tokens?}',
  },
  {
    method: 'GET',
    path: '/v1/research/job',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Inference',
    summary: 'the job record by `?jobId=`: 202 while queued or running, 200 when it succeeded or failed (content, toolCalls)',
    request: 'query jobId (the idempotency-key of POST /v1/research/jobs)',
  },
  // Account.
  {
    method: 'GET',
    path: '/v1/models',
    auth: 'bearer',
    section: 'Account',
    summary: 'the model catalog: team, route, availability, tasks, limits, team requirements',
  },
  {
    method: 'GET',
    path: '/v1/research/status',
    auth: 'bearer',
    section: 'Account',
    summary: 'research eligibility: eligible or pending with the first missing requirement, scopes, free requests left today',
  },
  {
    method: 'GET',
    path: '/v1/billing/status',
    auth: 'bearer',
    section: 'Account',
    summary: 'connected or free, plan, storage allowance, balances per scope in micro-USD',
  },
  {
    method: 'POST',
    path: '/v1/research/ekyc/start',
    auth: 'bearer',
    section: 'Account',
    summary: 'a card-verification URL for a person to open (503 without a configured provider)',
  },
  // Knowledge.
  {
    method: 'GET',
    path: '/v1/knowledge/search',
    auth: 'none',
    section: 'Knowledge',
    summary:
      'full-text search over ATT&CK and CWE: {query, snapshot, results, limit}; q 1 to 200 characters, limit up to 50; snapshot.sources[].detail is "names" for the shipped ATT&CK snapshot (no description text, empty snippets) or "full"',
    exampleQuery: 'q=spearphishing%20attachment',
  },
  {
    method: 'GET',
    path: '/v1/knowledge/context',
    auth: 'none',
    section: 'Knowledge',
    summary: 'one ATT&CK or CWE item by id with its related items and attribution; description is null when attribution.detail is "names"',
    exampleQuery: 'id=CWE-79',
  },
  // Security services.
  {
    method: 'GET',
    path: '/v1/security/services',
    auth: 'none',
    section: 'Security services',
    summary: 'the eight security services (an array of {id, status, ...})',
  },
  {
    method: 'GET',
    path: '/v1/security/solutions/spear-phishing',
    auth: 'none',
    section: 'Security services',
    summary: "the spear-phishing solution's components and partner categories",
  },
  {
    method: 'GET',
    path: '/v1/security/govern',
    auth: 'none',
    section: 'Security services',
    summary: 'GRC (NIST CSF 2.0 GOVERN): a worked example computed live',
  },
  {
    method: 'POST',
    path: '/v1/security/govern',
    auth: 'none',
    section: 'Security services',
    summary: 'GRC calculator on your input',
    request: 'JSON body per the worked example input',
  },
  { method: 'GET', path: '/v1/security/respond', auth: 'none', section: 'Security services', summary: 'IR (RESPOND): a worked example computed live' },
  {
    method: 'POST',
    path: '/v1/security/respond',
    auth: 'none',
    section: 'Security services',
    summary: 'IR calculator on your input',
    request: 'JSON body {incident}',
  },
  { method: 'GET', path: '/v1/security/recover', auth: 'none', section: 'Security services', summary: 'DR (RECOVER): a worked example computed live' },
  {
    method: 'POST',
    path: '/v1/security/recover',
    auth: 'none',
    section: 'Security services',
    summary: 'DR calculator on your input',
    request: 'JSON body {asOf, assets}',
  },
  {
    method: 'POST',
    path: '/v1/security/findings',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Security services',
    summary: "VM: reports 1 to 1,000 findings in the shared schema; answers how many were created, merged and unchanged, and each report's finding id",
    request:
      'JSON body {findings: [{source, sourceId, asset: {id, cpe?}, vulnerability: {cve} | {cwe, location}, reachability, cvss?, observedAt, evidence?, exposure?}]}',
  },
  {
    method: 'GET',
    path: '/v1/security/findings',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Security services',
    summary: "VM: the principal's findings, highest score first, one page at a time ({object: 'list', data, next})",
    request: "query status?, asset?, cve?, minScore? (0 to 100), limit? (1 to 200, 50), cursor? (the previous page's next)",
  },
  {
    method: 'GET',
    path: '/v1/security/findings/{id}',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Security services',
    summary: 'VM: one finding with its evidence (redacted), its sources and its remediation history',
  },
  {
    method: 'POST',
    path: '/v1/security/findings/{id}/transition',
    auth: 'bearer',
    acceptsSession: true,
    section: 'Security services',
    summary: 'VM: moves a finding along detected, in-progress, verified, closed (and reopened); 409 transition-not-allowed otherwise',
    request: 'JSON body {to, reason} (reason 1 to 500 characters)',
  },
  {
    method: 'GET',
    path: '/v1/secure',
    auth: 'none',
    section: 'Security services',
    summary: 'guardrail rule set and version, firewall mode, compliance frameworks and AUP version',
  },
  // Agent surfaces.
  {
    method: 'POST',
    path: '/mcp',
    auth: 'none',
    section: 'Agent surfaces',
    summary: "MCP over Streamable HTTP, stateless; public tools need no credential, inference tools the connection's bearer token",
    request: 'JSON-RPC body; headers content-type: application/json and accept: application/json, text/event-stream',
  },
  {
    method: 'GET',
    path: '/mcp.json',
    auth: 'none',
    section: 'Agent surfaces',
    summary: 'machine-readable map: servers, tools with inputSchema and HTTP route, research endpoints, session setup',
  },
  {
    method: 'GET',
    path: '/.well-known/mcp.json',
    auth: 'none',
    section: 'Agent surfaces',
    summary: 'tool names and ready configuration for common MCP clients',
  },
  { method: 'GET', path: '/mcp/server-card', auth: 'none', section: 'Agent surfaces', summary: 'the MCP server card (draft): identity, endpoint, tools, auth' },
  { method: 'GET', path: '/llms.txt', auth: 'none', section: 'Agent surfaces', summary: 'this service in brief for language models (llmstxt.org)' },
  {
    method: 'GET',
    path: '/llms-full.txt',
    auth: 'none',
    section: 'Agent surfaces',
    summary: 'the same in full: every route, tool and input schema, the catalog, the error codes',
  },
  { method: 'GET', path: '/agent-quickstart.md', auth: 'none', section: 'Agent surfaces', summary: 'the steps an agent takes, from token to answer' },
  {
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    section: 'Agent surfaces',
    summary: 'the OpenAPI 3.1 document of every route: request and answer schemas, security schemes, every error code with its status and body',
  },
  ...CONSOLE_ROUTES,
  // Callbacks.
  {
    method: 'POST',
    path: '/v1/billing/webhook',
    auth: 'signed',
    section: 'Callbacks',
    summary: "the payment processor's invoice.paid event: the only way credit is granted",
    request: 'header Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">',
  },
  {
    method: 'POST',
    path: '/v1/research/ekyc/callback',
    auth: 'signed',
    section: 'Callbacks',
    summary: "the verification provider's completion callback, signed like the billing webhook",
  },
  // Operations.
  // Not a principal's bearer: loopback only, or the operator's metrics.token (metrics-access.ts).
  {
    method: 'GET',
    path: '/metrics',
    auth: 'none',
    section: 'Operations',
    summary: 'Prometheus metrics (text), for the operator: loopback clients only, or Bearer <metrics.token> when one is configured',
  },
  // Probes: anyone, never rate limited (docs/operations.md#health).
  { method: 'GET', path: '/health/live', auth: 'none', section: 'Operations', summary: 'liveness: 200 while the process can answer at all' },
  {
    method: 'GET',
    path: '/health/ready',
    auth: 'none',
    section: 'Operations',
    summary: 'readiness: 200 when the process may be sent work (store, schema, knowledge, origins, not stopping), else 503 not-ready naming the checks',
  },
];

export const ROUTE_SECTIONS: readonly RouteSection[] = [
  'Inference',
  'Account',
  'Knowledge',
  'Security services',
  'Agent surfaces',
  'Console',
  'Callbacks',
  'Operations',
];

/** The route with this method and path; throws for a path the table lacks (a wiring error). */
export function apiRoute(method: ApiRoute['method'], path: string): ApiRoute {
  const found = API_ROUTES.find((route) => route.method === method && route.path === path);
  if (!found) throw new Error(`No documented route ${method} ${path}`);
  return found;
}
