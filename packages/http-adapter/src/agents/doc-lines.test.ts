import { DEFAULT_MODELS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { toolNamed } from '../mcp/tool-table.js';
import { apiRoute } from './api-routes.js';
import { catalogTable, routeLinkLine, toolArguments } from './doc-lines.js';

describe('doc lines', () => {
  it('a route is a link line with its auth; GET routes link a working example', () => {
    expect(routeLinkLine(apiRoute('GET', '/v1/models'), 'https://h')).toMatch(/^- \[GET \/v1\/models\]\(https:\/\/h\/v1\/models\): bearer token; /);
    expect(routeLinkLine(apiRoute('GET', '/v1/knowledge/context'), 'https://h')).toContain('(https://h/v1/knowledge/context?id=CWE-79)');
    expect(routeLinkLine(apiRoute('POST', '/v1/security/govern'), 'https://h')).toContain('[POST /v1/security/govern](https://h/v1/security/govern): public;');
  });

  it("a tool's arguments, optional ones marked", () => {
    expect(toolArguments(toolNamed('svc_knowledge_search')!, [])).toBe('q, limit?');
    expect(toolArguments(toolNamed('svc_models')!, [])).toBe('no arguments');
  });

  it('the catalog table has a row per model with its availability now', () => {
    const table = catalogTable(DEFAULT_MODELS, (id) => id === 'shared-1');
    expect(table).toHaveLength(2 + DEFAULT_MODELS.length);
    expect(table).toContain('| shared-1 | blue | shared | served |');
    expect(table).toContain('| red-6 | red | dedicated | route not configured |');
  });
});
