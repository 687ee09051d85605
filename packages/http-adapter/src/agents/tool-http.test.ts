import { describe, expect, it } from 'vitest';
import { toolNamed } from '../mcp/tool-table.js';
import { toolHttp } from './tool-http.js';

const base = 'https://gw.example.com';

describe('toolHttp', () => {
  it("describes a tool's HTTP route with the route's own auth", () => {
    expect(toolHttp(toolNamed('svc_knowledge_search')!, base)).toEqual({ method: 'GET', url: `${base}/v1/knowledge/search`, auth: 'none', arguments: 'query' });
    expect(toolHttp(toolNamed('svc_models')!, base)).toMatchObject({
      method: 'GET',
      url: `${base}/v1/models`,
      auth: 'bearer',
      headers: { authorization: 'Bearer <API_TOKEN>' },
    });
  });

  it('names the headers of a POST route, and the idempotency key of a job', () => {
    expect(toolHttp(toolNamed('svc_chat_completion')!, base).headers).toEqual({ authorization: 'Bearer <API_TOKEN>', 'content-type': 'application/json' });
    expect(toolHttp(toolNamed('svc_research_run')!, base).headers?.['idempotency-key']).toContain('jobId');
  });
});
