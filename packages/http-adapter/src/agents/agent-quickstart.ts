import { MCP_PATH } from '../mcp/mcp-routes.js';
import { OPENAPI_PATH } from '../openapi/openapi-path.js';
import { SERVER_INFO } from '../mcp/server-info.js';
import { absoluteUrl, type AgentFileInput } from './agent-file-input.js';
import { catalogTable } from './doc-lines.js';

export const AGENT_QUICKSTART_PATH = '/agent-quickstart.md';

/** `GET /agent-quickstart.md`: the steps an agent takes, each over HTTP and over MCP. */
export function agentQuickstart(input: AgentFileInput): string {
  const { base } = input;
  const url = (path: string, query?: string) => absoluteUrl(base, path, query);
  const auth = '-H "Authorization: Bearer $SECGATE_TOKEN"';
  const firstServed = input.models.find((m) => m.team === 'blue' && input.isServed(m.id))?.id ?? input.models[0]?.id ?? 'shared-1';
  const body = JSON.stringify({ model: firstServed, task: 'code-review', messages: [{ role: 'user', content: 'Review: char buf[8]; strcpy(buf, argv[1]);' }] });
  return `# ${SERVER_INFO.name} agent quickstart

Base URL: ${base}. MCP: POST ${url(MCP_PATH)} (client configuration: ${url('/.well-known/mcp.json')}).
OpenAPI 3.1 document of every HTTP route: ${url(OPENAPI_PATH)}.

## 1. Get a token from the account holder

You cannot sign in. The account holder issues a personal access token (\`sgp_...\`) and places it in
your environment as \`SECGATE_TOKEN\`. Send it as \`Authorization: Bearer $SECGATE_TOKEN\`; over MCP,
put it in the client configuration's headers. Knowledge search, the calculators and the MCP tools
svc_knowledge_search, svc_knowledge_context and svc_models need no token.

## 2. Check research status: GET /v1/research/status

\`\`\`sh
curl -s ${url('/v1/research/status')} ${auth}
\`\`\`

MCP: \`svc_research_status {}\`. \`eligible\` opens the Red team; \`pending\` names the first missing
requirement (\`verification-required\`, \`consent-required\`, ...). \`freeTier.remainingToday\` is what is left today.

## 3. List the models: GET /v1/models

\`\`\`sh
curl -s ${url('/v1/models')} ${auth}
\`\`\`

MCP: \`svc_models {}\` (no token needed). Use a model whose \`availability\` is \`served\`; Blue models take
only code-review, vulnerability-triage and remediation. Right now:

${catalogTable(input.models, input.isServed).join('\n')}

## 4. Ask: POST /v1/chat/completions

\`\`\`sh
curl -s ${url('/v1/chat/completions')} ${auth} -H "content-type: application/json" \\
  -d '${body}'
\`\`\`

MCP: \`svc_chat_completion {model, messages, task?, scopeId?, max_tokens?, tools?, tool_choice?}\`. The answer is
OpenAI's chat completion plus \`billing\`, \`receiptId\` and \`jobId\`. Tool calls come back for you to run; the server never runs them.

## 5. Or run a job and poll it: POST /v1/research/jobs, GET /v1/research/job

\`\`\`sh
JOB=$(uuidgen | tr 'A-Z' 'a-z')
curl -s ${url('/v1/research/jobs')} ${auth} -H "content-type: application/json" -H "idempotency-key: $JOB" \\
  -d '${body}'
curl -s "${url('/v1/research/job')}?jobId=$JOB" ${auth}     # 202 while queued or running, 200 when done
\`\`\`

MCP: \`svc_research_run {model, messages, jobId?, ...}\` answers the job record at once; call it again with the same
\`jobId\` and the same arguments to poll (it re-attaches, never runs or charges twice).

## 6. When something is refused

- 401 \`unauthorized\`: the token is missing, malformed, unknown, revoked or expired; ask the account holder for a new one.
- 403 \`requirement-unmet\` / \`task-not-permitted\`: see step 2; \`guardrail-blocked\`: rephrase, the prompt was refused.
- 429 \`free-quota-exhausted\` (with \`resetsAt\`) or \`rate-limited\` (wait \`Retry-After\` seconds); 402 \`insufficient-balance\`.
- 503 \`route-not-configured\`: pick a served model. 504 \`inference-timeout\`: resend the identical request or poll the \`jobId\`.

Everything else: ${url('/llms-full.txt')}.
`;
}
