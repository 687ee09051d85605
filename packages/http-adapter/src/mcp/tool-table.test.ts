import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../agents/api-routes.js';
import { TOOLS, toolNamed } from './tool-table.js';

describe('the tool table', () => {
  it('holds the seven documented tools with their auth', () => {
    expect(TOOLS.map((t) => [t.name, t.auth])).toEqual([
      ['svc_knowledge_search', 'none'],
      ['svc_knowledge_context', 'none'],
      ['svc_models', 'none'],
      ['svc_research_status', 'bearer'],
      ['svc_chat_completion', 'bearer'],
      ['svc_research_run', 'bearer'],
      ['svc_vm_findings', 'bearer'],
    ]);
  });

  it('maps each tool to a documented route with the same auth as the route table', () => {
    for (const tool of TOOLS) {
      const route = API_ROUTES.find((r) => r.method === tool.route.method && r.path === tool.route.path);
      expect(route, tool.name).toBeDefined();
      expect(route?.auth).toBe(tool.route.auth);
      expect(tool.title && tool.description && tool.output).toBeTruthy();
      if (tool.route.item)
        expect(API_ROUTES.find((r) => r.method === tool.route.method && r.path === tool.route.item?.path)?.auth, tool.name).toBe(tool.route.auth);
    }
  });

  it('svc_models is public as a tool although its route takes a bearer: it is answered from the catalog', () => {
    expect(toolNamed('svc_models')).toMatchObject({ auth: 'none', answeredBy: 'catalog', route: { path: '/v1/models', auth: 'bearer' } });
    expect(TOOLS.filter((t) => t.answeredBy === 'catalog').map((t) => t.name)).toEqual(['svc_models']);
  });

  it('svc_research_run sends jobId as the idempotency-key of POST /v1/research/jobs', () => {
    expect(toolNamed('svc_research_run')?.route).toEqual({
      method: 'POST',
      path: '/v1/research/jobs',
      auth: 'bearer',
      arguments: 'body',
      idempotencyKeyArgument: 'jobId',
    });
  });

  it('finds tools by name only', () => {
    expect(toolNamed('svc_chat_completion')?.route.path).toBe('/v1/chat/completions');
    for (const name of ['nope', undefined, 3, 'toString', '__proto__']) expect(toolNamed(name)).toBeUndefined();
  });
});
