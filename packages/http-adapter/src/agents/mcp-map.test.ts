import { describe, expect, it } from 'vitest';
import { TOOLS } from '../mcp/tool-table.js';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { mcpMap } from './mcp-map.js';

describe('mcpMap', () => {
  const map = mcpMap(AGENT_INPUT);

  it('has the documented shape of the map for agents', () => {
    expect(Object.keys(map)).toEqual(['servers', 'tools', 'research', 'sessionSetup', 'docs']);
    expect(map.servers).toEqual([
      { name: 'secgate', transport: 'streamable-http', url: 'https://gw.example.com/mcp', protocolVersions: ['2025-11-25', '2025-06-18', '2025-03-26'] },
    ]);
    expect(Object.keys(map.research)).toEqual(['status', 'chat', 'jobs', 'job']);
    expect(map.sessionSetup.length).toBeGreaterThan(0);
    expect(map.docs.openapi).toBe('https://gw.example.com/openapi.json');
  });

  it('lists every tool with its description, input schema, HTTP route and auth', () => {
    expect(map.tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    for (const tool of map.tools) {
      expect(Object.keys(tool)).toEqual(['name', 'title', 'description', 'inputSchema', 'http', 'auth']);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.http.url.startsWith('https://gw.example.com/')).toBe(true);
    }
    expect(map.tools.find((t) => t.name === 'svc_chat_completion')).toMatchObject({
      auth: 'bearer',
      http: { method: 'POST', url: 'https://gw.example.com/v1/chat/completions' },
    });
  });

  it('names the research endpoints with method, absolute URL and auth', () => {
    expect(map.research.status).toMatchObject({ method: 'GET', url: 'https://gw.example.com/v1/research/status', auth: 'bearer' });
    expect(map.research.chat).toMatchObject({ method: 'POST', url: 'https://gw.example.com/v1/chat/completions' });
    expect(map.research.jobs.request).toContain('idempotency-key');
    expect(map.research.job).toMatchObject({ method: 'GET', url: 'https://gw.example.com/v1/research/job', request: expect.stringContaining('jobId') });
  });
});
