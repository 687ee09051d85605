import { describe, expect, it } from 'vitest';
import { toolRequest } from './tool-request.js';
import { toolNamed } from './tool-table.js';

const ids = { uuid: () => '3b241101-e2bb-4255-8caf-4136c566a962' };
const context = { origin: 'http://gateway.test:8080', authorization: 'Bearer sgp_x', requestId: 'req-12345678' };
const messages = [{ role: 'user', content: 'hi' }];

describe('toolRequest', () => {
  it('a public GET tool: arguments as the query, no credential forwarded', () => {
    const request = toolRequest(toolNamed('svc_knowledge_search')!, { q: 'phishing & co', limit: 5 }, context, ids);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://gateway.test:8080/v1/knowledge/search?q=phishing+%26+co&limit=5');
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('x-request-id')).toBe('req-12345678');
  });

  it('a bearer GET tool forwards the credential', () => {
    const request = toolRequest(toolNamed('svc_research_status')!, {}, context, ids);
    expect(request.url).toBe('http://gateway.test:8080/v1/research/status');
    expect(request.headers.get('authorization')).toBe('Bearer sgp_x');
  });

  it('svc_vm_findings: filters as the list query; an id reads that one finding instead', () => {
    const tool = toolNamed('svc_vm_findings')!;
    expect(toolRequest(tool, { status: 'detected', minScore: 40 }, context, ids).url).toBe(
      'http://gateway.test:8080/v1/security/findings?status=detected&minScore=40',
    );
    const one = toolRequest(tool, { id: 'fnd_3b241101-e2bb-4255-8caf-4136c566a962' }, context, ids);
    expect(one.url).toBe('http://gateway.test:8080/v1/security/findings/fnd_3b241101-e2bb-4255-8caf-4136c566a962');
    expect(one.headers.get('authorization')).toBe('Bearer sgp_x');
    // A filter beside an id goes to the item's query, where the route refuses it by name.
    expect(toolRequest(tool, { id: 'fnd_1', cve: 'CVE-2021-41773' }, context, ids).url).toBe(
      'http://gateway.test:8080/v1/security/findings/fnd_1?cve=CVE-2021-41773',
    );
  });

  it('chat: the arguments as given are the JSON body', async () => {
    const request = toolRequest(toolNamed('svc_chat_completion')!, { model: 'shared-1', messages, task: 'remediation' }, context, ids);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ model: 'shared-1', messages, task: 'remediation' });
  });

  it('research run: jobId becomes the idempotency-key, a fresh UUID from the Ids port when absent', async () => {
    const tool = toolNamed('svc_research_run')!;
    const given = toolRequest(tool, { model: 'shared-1', messages, jobId: '0f8fad5b-d9cb-469f-a165-70867728950e' }, context, ids);
    expect(given.headers.get('idempotency-key')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(await given.json()).toEqual({ model: 'shared-1', messages });
    const fresh = toolRequest(tool, { model: 'shared-1', messages }, context, ids);
    expect(fresh.headers.get('idempotency-key')).toBe(ids.uuid());
  });
});
