import { DEFAULT_MODELS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { callTool, type CallToolDeps } from './call-tool.js';
import { toolNamed } from './tool-table.js';

const context = { origin: 'http://localhost', authorization: 'Bearer sgp_x' };

function deps(answer: (request: Request) => Response): CallToolDeps & { requests: Request[] } {
  const requests: Request[] = [];
  return {
    requests,
    dispatch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    ids: { uuid: () => '3b241101-e2bb-4255-8caf-4136c566a962' },
    config: { models: DEFAULT_MODELS },
    upstreams: { isServed: (id) => id === 'shared-1' },
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('callTool', () => {
  it("a route's success is the structured content and a JSON text block", async () => {
    const d = deps(() => json({ status: 'eligible' }));
    const outcome = await callTool(d, toolNamed('svc_research_status')!, {}, context);
    expect(outcome).toEqual({
      kind: 'result',
      result: { content: [{ type: 'text', text: '{"status":"eligible"}' }], structuredContent: { status: 'eligible' } },
    });
  });

  it('a 202 (a job still running) is a success too', async () => {
    const d = deps(() => json({ jobId: 'j', status: 'queued' }, 202));
    const outcome = await callTool(d, toolNamed('svc_research_run')!, { model: 'shared-1', messages: [{ role: 'user', content: 'x' }] }, context);
    expect(outcome).toMatchObject({ kind: 'result', result: { structuredContent: { status: 'queued' } } });
    expect(outcome.kind === 'result' && outcome.result.isError).toBeFalsy();
  });

  it("a route error other than 401 is isError with the route's body unchanged", async () => {
    const body = { error: { code: 'model-not-found', message: 'No such model.' } };
    const outcome = await callTool(
      deps(() => json(body, 404)),
      toolNamed('svc_chat_completion')!,
      { model: 'm', messages: [{ role: 'user', content: 'x' }] },
      context,
    );
    expect(outcome).toMatchObject({ kind: 'result', result: { isError: true, structuredContent: body } });
  });

  it("the route's 401 is handed back as such, with its challenge", async () => {
    const outcome = await callTool(
      deps(() => json({ error: { code: 'unauthorized', message: 'x' } }, 401, { 'www-authenticate': 'Bearer realm="secgate"' })),
      toolNamed('svc_research_status')!,
      {},
      context,
    );
    expect(outcome.kind).toBe('unauthorized');
    expect(outcome.kind === 'unauthorized' && outcome.headers.get('www-authenticate')).toBe('Bearer realm="secgate"');
  });

  it("arguments that do not fit the schema are refused before any dispatch, with the tool's error code", async () => {
    const d = deps(() => json({}));
    const search = await callTool(d, toolNamed('svc_knowledge_search')!, { q: 'x', limit: 99 }, context);
    expect(search).toMatchObject({
      result: { isError: true, structuredContent: { error: { code: 'invalid-query', field: 'limit', reason: 'out-of-range' } } },
    });
    const chat = await callTool(d, toolNamed('svc_chat_completion')!, { model: 'shared-1', messages: [{ role: 'bot', content: 'x' }] }, context);
    expect(chat).toMatchObject({
      result: {
        isError: true,
        structuredContent: { error: { code: 'invalid-request', field: 'messages[0].role', reason: 'not-an-allowed-value', allowed: expect.any(Array) } },
      },
    });
    expect(d.requests).toHaveLength(0);
  });

  it('svc_models answers from the catalog without dispatching or a credential', async () => {
    const d = deps(() => json({}));
    const outcome = await callTool(d, toolNamed('svc_models')!, undefined, { origin: 'http://localhost' });
    expect(d.requests).toHaveLength(0);
    const catalog = outcome.kind === 'result' ? (outcome.result.structuredContent as any) : undefined;
    expect(catalog.object).toBe('list');
    expect(catalog.data.find((m: any) => m.id === 'shared-1').availability).toBe('served');
    expect(catalog.data.find((m: any) => m.id === 'shared-2').availability).toBe('route not configured');
  });

  it('a body that is not JSON still comes back as a section-2 error', async () => {
    const outcome = await callTool(
      deps(() => new Response('oops', { status: 502 })),
      toolNamed('svc_research_status')!,
      {},
      context,
    );
    expect(outcome).toMatchObject({ result: { isError: true, structuredContent: { error: { code: 'internal' } } } });
  });
});
