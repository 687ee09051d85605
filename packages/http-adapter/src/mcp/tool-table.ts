import {
  chatCompletionInput,
  knowledgeContextInput,
  knowledgeSearchInput,
  noInput,
  researchRunInput,
  vmFindingsInput,
  type ToolInputSchema,
} from './tool-input-schemas.js';

/** `none`: anyone may call it; `bearer`: the MCP connection's `Authorization: Bearer sgp_...`. */
export type ToolAuth = 'none' | 'bearer';

/** The HTTP route a tool is, and how its arguments travel there. */
export interface ToolRoute {
  method: 'GET' | 'POST';
  path: string;
  /** What the HTTP route itself requires (svc_models is public as a tool, its route takes a bearer). */
  auth: ToolAuth;
  /** `query`: each argument a query parameter; `body`: the arguments as the JSON body; `none`. */
  arguments: 'query' | 'body' | 'none';
  /**
   * The argument sent as the `idempotency-key` header instead of in the body; a fresh UUID v4
   * (from the Ids port) when the caller gives none.
   */
  idempotencyKeyArgument?: string;
  /**
   * The argument that reads one item instead of the list: when given, the call goes to `path`
   * with the argument's value in place of its `{name}`, and the other arguments are its query.
   */
  item?: { argument: string; path: string };
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  auth: ToolAuth;
  input: ToolInputSchema;
  /** The error code of an argument that does not fit `input` (the code the route uses for its own input). */
  argumentErrorCode: 'invalid-query' | 'invalid-request';
  /** What a successful call answers (its `structuredContent`). */
  output: string;
  route: ToolRoute;
  /**
   * `route`: the tool calls its route in-process and answers what the route answered.
   * `catalog`: answered from the catalog directly, the same body as the route, without a credential.
   */
  answeredBy: 'route' | 'catalog';
}

/**
 * The one table of MCP tools: tools/list, tools/call, /mcp.json, /.well-known/mcp.json, the server
 * card and the llms files are all generated from it (docs/api.md#mcp).
 */
export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'svc_knowledge_search',
    title: 'Search ATT&CK and CWE',
    description:
      'Full-text search over MITRE ATT&CK (techniques, sub-techniques, tactics, mitigations, groups, software) and the CWE weakness list. ' +
      'snapshot.sources[].detail says what each source holds: "full" (with description text) or "names" (the ATT&CK snapshot shipped ' +
      'with the service: ids, names and relations, searched by name, empty snippets). Read-only public evidence; no credential needed.',
    auth: 'none',
    input: knowledgeSearchInput,
    argumentErrorCode: 'invalid-query',
    output:
      '{query, snapshot:{sources:[{id, version, detail:"full"|"names", items}]}, results:[{id, source, type, title, snippet, url, score, revokedId?}], limit}',
    route: { method: 'GET', path: '/v1/knowledge/search', auth: 'none', arguments: 'query' },
    answeredBy: 'route',
  },
  {
    name: 'svc_knowledge_context',
    title: 'Look up one ATT&CK or CWE item',
    description:
      'The record of one ATT&CK or CWE item by id (T1566, T1566.001, TA0001, M1017, CWE-79) with what relates to it: ' +
      'tactics, platforms, parent, sub-techniques, mitigations, related weaknesses, and the source attribution. ' +
      'When attribution.detail is "names" (the shipped ATT&CK snapshot) description is null and mitigations carry no relationship text; ' +
      'an operator loads full bundles with `secgate knowledge update`. No credential needed.',
    auth: 'none',
    input: knowledgeContextInput,
    argumentErrorCode: 'invalid-query',
    output:
      '{id, source, type, title, description (null when names only), url, ...related, attribution:{source, version, detail, statement, license}, revokedId?, replacedBy?}',
    route: { method: 'GET', path: '/v1/knowledge/context', auth: 'none', arguments: 'query' },
    answeredBy: 'route',
  },
  {
    name: 'svc_models',
    title: 'List the model catalog',
    description:
      "The model catalog: each model's team (blue or red), route, availability (served or route not configured), tasks and limits, " +
      "and each team's admission requirements. The same answer as GET /v1/models, given here without a credential.",
    auth: 'none',
    input: noInput,
    argumentErrorCode: 'invalid-request',
    output: '{object:"list", data:[{id, object, owned_by, team, route, availability, tasks, limits}], teams:{blue:{requirements}, red:{requirements}}}',
    route: { method: 'GET', path: '/v1/models', auth: 'bearer', arguments: 'none' },
    answeredBy: 'catalog',
  },
  {
    name: 'svc_research_status',
    title: 'Research eligibility of this token',
    description:
      "The token holder's research status: eligible (for the Red team) or pending with the first missing requirement " +
      '(verification-required, consent-required, ...), every requirement with met true or false, scopes, and free requests left today.',
    auth: 'bearer',
    input: noInput,
    argumentErrorCode: 'invalid-request',
    output: '{status:"eligible"|"pending", reason, requirements:[{token, met}], scopes:[...], freeTier:{requestsPerDay, remainingToday}}',
    route: { method: 'GET', path: '/v1/research/status', auth: 'bearer', arguments: 'none' },
    answeredBy: 'route',
  },
  {
    name: 'svc_chat_completion',
    title: 'Chat completion',
    description:
      'An OpenAI-compatible chat completion through admission, redaction, guardrails and metering; it waits for the answer ' +
      '(never streams). A resent identical request re-attaches to the same job and is never charged twice. Tool calls the model makes ' +
      'come back in choices[0].message.tool_calls for the caller to run.',
    auth: 'bearer',
    input: chatCompletionInput,
    argumentErrorCode: 'invalid-request',
    output:
      '{id, object:"chat.completion", created, model, choices:[{index, message:{role, content, tool_calls?}, finish_reason}], billing, receiptId, jobId, chargedMicroUSD?, usage?}',
    route: { method: 'POST', path: '/v1/chat/completions', auth: 'bearer', arguments: 'body' },
    answeredBy: 'route',
  },
  {
    name: 'svc_research_run',
    title: 'Start or poll a research job',
    description:
      'The same work as svc_chat_completion as an asynchronous job: answers at once with the job record (status queued, running, ' +
      'succeeded or failed; content and toolCalls when it succeeded). To poll, call again with the same jobId and the same arguments: ' +
      'that re-attaches to the job (never runs or charges it twice) and answers its current record.',
    auth: 'bearer',
    input: researchRunInput,
    argumentErrorCode: 'invalid-request',
    output:
      '{jobId, object:"research.job", status, model, task, scopeId, createdAt, startedAt, finishedAt, billing, receiptId, content, toolCalls, usage?, chargedMicroUSD?, error?}',
    route: { method: 'POST', path: '/v1/research/jobs', auth: 'bearer', arguments: 'body', idempotencyKeyArgument: 'jobId' },
    answeredBy: 'route',
  },
  {
    name: 'svc_vm_findings',
    title: "List or read this principal's vulnerability findings",
    description:
      "The vulnerability-management ledger of the token's principal: findings from CTEM, SAST, DAST, SPECT and feeds, one per asset x " +
      'vulnerability, scored 0 to 100 by reachability x exploitability (CISA KEV, else FIRST EPSS, else CVSS). Without `id`: a page of ' +
      'findings, highest score first, narrowed by status, asset, cve or minScore; pass `next` back as `cursor` for the following page. ' +
      'With `id`: that finding with its redacted evidence, every source that reported it and its remediation history. Read-only.',
    auth: 'bearer',
    input: vmFindingsInput,
    argumentErrorCode: 'invalid-query',
    output:
      '{object:"list", data:[{id, assetId, cpe, vulnerability:{cve}|{cwe, location}, status, score, scoreBasis, reachability, cvss, exposure, firstObservedAt, lastObservedAt, sources}], next} ' +
      'or, with id, one finding with evidence and history:[{from, to, by, at, reason}]',
    route: {
      method: 'GET',
      path: '/v1/security/findings',
      auth: 'bearer',
      arguments: 'query',
      item: { argument: 'id', path: '/v1/security/findings/{id}' },
    },
    answeredBy: 'route',
  },
];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

export function toolNamed(name: unknown): ToolDefinition | undefined {
  return typeof name === 'string' ? BY_NAME.get(name) : undefined;
}
