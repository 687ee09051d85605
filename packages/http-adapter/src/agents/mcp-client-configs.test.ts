import { describe, expect, it } from 'vitest';
import { TOOLS } from '../mcp/tool-table.js';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { wellKnownMcp } from './mcp-client-configs.js';

describe('wellKnownMcp', () => {
  it('names the tools and gives a snippet for each common client, all on this host', () => {
    const file = wellKnownMcp(AGENT_INPUT);
    expect(file.tools).toEqual(TOOLS.map((t) => t.name));
    expect(file.clients.map((c) => c.name)).toEqual(['Claude Desktop', 'Claude Code', 'Cursor', 'VS Code', 'Generic Streamable HTTP client']);
    for (const client of file.clients) {
      const text = JSON.stringify(client.config);
      expect(text).toContain('https://gw.example.com/mcp');
      // The token comes from the environment or a prompt, never from the snippet itself.
      expect(text).not.toMatch(/sgp_[A-Za-z0-9]{10}/);
    }
    expect(file.clients[0]?.config).toMatchObject({
      mcpServers: { secgate: { command: 'npx', args: ['-y', 'mcp-remote', 'https://gw.example.com/mcp', '--header', 'Authorization:${SECGATE_AUTH_HEADER}'] } },
    });
  });

  it('lets mcp-remote use plain http when the service is reached over http', () => {
    const file = wellKnownMcp({ ...AGENT_INPUT, base: 'http://10.0.0.5:8080' });
    expect((file.clients[0]?.config as any).mcpServers.secgate.args).toContain('--allow-http');
  });
});
