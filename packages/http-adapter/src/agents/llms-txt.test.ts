import { describe, expect, it } from 'vitest';
import { TOOLS } from '../mcp/tool-table.js';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { API_ROUTES } from './api-routes.js';
import { parseLlmsTxt } from './llms-text.test-support.js';
import { llmsTxt } from './llms-txt.js';

describe('llmsTxt', () => {
  const text = llmsTxt(AGENT_INPUT);
  const parsed = parseLlmsTxt(text);

  it('is in the llmstxt.org format: H1, blockquote summary, H2 sections of links', () => {
    expect(parsed.title).toBe('secgate');
    expect(parsed.summary).toContain('Bearer sgp_');
    expect([...parsed.sections.keys()]).toEqual(['Start here', 'MCP tools', 'Inference', 'Account', 'Knowledge', 'Security services', 'Optional']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('links every tool and every route other than its own agent files, with absolute URLs', () => {
    const links = [...parsed.sections.values()].flat();
    for (const link of links) expect(link.url.startsWith('https://gw.example.com/')).toBe(true);
    expect(parsed.sections.get('MCP tools')?.map((l) => l.name)).toEqual(TOOLS.map((t) => t.name));
    const names = new Set(links.map((l) => l.name));
    for (const route of API_ROUTES.filter((r) => r.section !== 'Agent surfaces')) expect(names).toContain(`${route.method} ${route.path}`);
    expect(parsed.sections.get('Start here')).toHaveLength(6);
    expect(parsed.sections.get('Start here')?.map((l) => l.url)).toContain('https://gw.example.com/openapi.json');
  });

  it('says which models are served right now', () => {
    expect(text).toContain('Models served now: shared-1, shared-2, shared-3, shared-4, red-1.');
  });
});
