import { DEFAULT_MODELS } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { authSentence, toolDescriptor, toolDescriptors } from './tool-descriptor.js';
import { toolNamed } from './tool-table.js';

describe('toolDescriptor', () => {
  it('lists every tool with title, a description that says its auth and answer, and its schema', () => {
    const tools = toolDescriptors(DEFAULT_MODELS);
    expect(tools).toHaveLength(7);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.destructiveHint).toBe(false);
      expect(tool.description).toContain('Answers {');
    }
  });

  it('says when a token is needed', () => {
    const status = toolNamed('svc_research_status')!;
    const search = toolNamed('svc_knowledge_search')!;
    expect(authSentence(status)).toContain('Authorization: Bearer');
    expect(authSentence(search)).toContain('no credential');
    expect(toolDescriptor(status, []).description).toContain(authSentence(status));
  });

  it('marks reads as read-only and completions as not', () => {
    expect(toolDescriptor(toolNamed('svc_models')!, []).annotations?.readOnlyHint).toBe(true);
    expect(toolDescriptor(toolNamed('svc_knowledge_context')!, []).annotations?.readOnlyHint).toBe(true);
    expect(toolDescriptor(toolNamed('svc_chat_completion')!, []).annotations?.readOnlyHint).toBe(false);
  });
});
