import { ERROR_STATUS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../mcp/tool-table.js';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { API_ROUTES } from './api-routes.js';
import { llmsFullTxt } from './llms-full-txt.js';

describe('llmsFullTxt', () => {
  const text = llmsFullTxt(AGENT_INPUT);

  it('opens like llms.txt: H1 and a blockquote summary', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# secgate: full reference');
    expect(lines[2]?.startsWith('> ')).toBe(true);
  });

  it('documents every route', () => {
    for (const route of API_ROUTES) expect(text).toContain(`**${route.method} ${route.path}**`);
  });

  it('documents every tool with a parseable input schema', () => {
    for (const tool of TOOLS) expect(text).toContain(`### ${tool.name}: ${tool.title}`);
    const schemas = [...text.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]!) as { type: string });
    expect(schemas).toHaveLength(TOOLS.length);
    for (const schema of schemas) expect(schema.type).toBe('object');
  });

  it('has the catalog table and every error code with its status', () => {
    expect(text).toContain('| red-1 | red | dedicated | served |');
    expect(text).toContain('| red-4 | red | dedicated | route not configured |');
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(text).toContain(`| ${status} | ${code} |`);
    expect(text).toContain('verified-ekyc-card');
  });
});
