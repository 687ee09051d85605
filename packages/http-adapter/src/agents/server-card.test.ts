import { describe, expect, it } from 'vitest';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { serverCard } from './server-card.js';

describe('serverCard', () => {
  it('names the server, its streamable-http endpoint, tools and auth', () => {
    const card = serverCard(AGENT_INPUT);
    expect(card).toMatchObject({ name: 'secgate', version: expect.any(String), description: expect.any(String) });
    expect(card.transport).toEqual({ type: 'streamable-http', endpoint: 'https://gw.example.com/mcp', stateless: true });
    expect(card.remotes[0]).toMatchObject({ type: 'streamable-http', url: 'https://gw.example.com/mcp' });
    expect(card.documentation.openapi).toBe('https://gw.example.com/openapi.json');
    expect(card.authentication).toMatchObject({ required: false, schemes: ['bearer'] });
    expect(card.tools.filter((t) => t.auth === 'bearer').map((t) => t.name)).toEqual([
      'svc_research_status',
      'svc_chat_completion',
      'svc_research_run',
      'svc_vm_findings',
    ]);
  });
});
