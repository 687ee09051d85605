// secgate's MCP endpoint with the official MCP SDK client: list the tools, search ATT&CK/CWE,
// read the catalog, and (with a token) the caller's research status.
//
//   npx secgate serve --demo
//   SECGATE_URL=http://127.0.0.1:8080 SECGATE_TOKEN=sgp_... node examples/mcp-client.mjs
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const base = process.env.SECGATE_URL ?? 'http://127.0.0.1:8080';
const token = process.env.SECGATE_TOKEN;
// Bearer tools use the connection's Authorization header; public tools work without it.
const headers = token ? { Authorization: `Bearer ${token}` } : {};
const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers } });
const client = new Client({ name: 'secgate-example', version: '1.0.0' });
await client.connect(transport);

const { tools } = await client.listTools();
console.log(`tools: ${tools.map((tool) => tool.name).join(', ')}`);

// structuredContent is the HTTP route's own answer: here GET /v1/knowledge/search.
const search = await client.callTool({ name: 'svc_knowledge_search', arguments: { q: 'sql injection', limit: 3 } });
for (const hit of search.structuredContent.results) console.log(`search: ${hit.id} ${hit.title}`);

const models = await client.callTool({ name: 'svc_models', arguments: {} });
const served = models.structuredContent.data.filter((model) => model.availability === 'served');
console.log(`served models: ${served.map((model) => model.id).join(', ')}`);

if (token) {
  const status = await client.callTool({ name: 'svc_research_status', arguments: {} });
  console.log(`research status: ${status.structuredContent.status} (${status.structuredContent.reason ?? 'eligible'})`);
}
await client.close();
