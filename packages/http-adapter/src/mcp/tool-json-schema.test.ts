import { DEFAULT_MODELS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { toolInputJsonSchema } from './tool-json-schema.js';
import { TOOLS, toolNamed } from './tool-table.js';

describe('toolInputJsonSchema', () => {
  it('converts every tool to a JSON Schema 2020-12 object that refuses unknown keys', () => {
    for (const tool of TOOLS) {
      const schema = toolInputJsonSchema(tool, DEFAULT_MODELS);
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false, $schema: 'https://json-schema.org/draft/2020-12/schema' });
    }
  });

  it('names the catalog in the model description, as ids, not an enum', () => {
    const chat = toolInputJsonSchema(toolNamed('svc_chat_completion')!, DEFAULT_MODELS);
    const model = chat.properties?.['model'] as { type: string; description: string; enum?: unknown };
    expect(model.type).toBe('string');
    expect(model.enum).toBeUndefined();
    expect(model.description).toContain('shared-1 (blue)');
    expect(model.description).toContain('red-6 (red)');
  });

  it('hands out copies: changing one answer does not change the next', () => {
    const tool = toolNamed('svc_knowledge_search')!;
    const first = toolInputJsonSchema(tool, []);
    first.properties = {};
    expect(Object.keys(toolInputJsonSchema(tool, []).properties ?? {})).toEqual(['q', 'limit']);
    expect(toolInputJsonSchema(toolNamed('svc_research_run')!, []).properties?.['model']).toMatchObject({
      description: expect.not.stringContaining('Catalog'),
    });
  });
});
