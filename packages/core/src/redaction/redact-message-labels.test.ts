import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../requests/message-schema.js';
import { redactCompletionRequest } from './redact-completion-request.js';
import { redactMessageLabels } from './redact-message-labels.js';

// Built at run time so the repository holds no literal that looks like a live credential.
const githubToken = 'gh' + 'p_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
const awsKey = 'AK' + 'IA' + 'Z7QW4RTY8UIO2PLK';

describe('redactMessageLabels', () => {
  it('masks names, tool-call ids and names, image URLs and file names', () => {
    const messages = [
      { role: 'user', name: githubToken, content: [{ type: 'image_url', image_url: { url: `https://cdn.example/${awsKey}.png` } }] },
      { role: 'user', content: [{ type: 'file', file: { filename: `${awsKey}.txt`, file_data: 'aGVsbG8=' } }] },
      { role: 'assistant', content: null, tool_calls: [{ id: githubToken, type: 'function', function: { name: githubToken, arguments: '{}' } }] },
      { role: 'tool', tool_call_id: githubToken, content: 'done' },
    ] as ChatMessage[];
    const { messages: out, counts } = redactMessageLabels(messages);
    const text = JSON.stringify(out);
    expect(text).not.toContain(githubToken);
    expect(text).not.toContain(awsKey);
    expect(counts).toEqual({ 'aws-access-key-id': 2, 'github-token': 4 });
    expect(text).toContain('aGVsbG8=');
  });

  it('returns a message without secrets as the same object, and leaves data: URLs alone', () => {
    const messages = [
      { role: 'user', name: 'alice', content: [{ type: 'image_url', image_url: { url: `data:image/png;base64,${awsKey}` } }] },
    ] as ChatMessage[];
    const { messages: out, counts } = redactMessageLabels(messages);
    expect(out[0]).toBe(messages[0]);
    expect(counts).toEqual({});
  });

  it('is part of redactCompletionRequest, with a named tool choice', () => {
    const { request, counts } = redactCompletionRequest({
      model: 'shared-1',
      messages: [{ role: 'user', name: githubToken, content: 'hi' }],
      max_tokens: 16,
      task: 'code-review',
      scopeId: 'owned',
      tool_choice: { type: 'function', function: { name: githubToken } },
    });
    expect(JSON.stringify(request)).not.toContain(githubToken);
    expect(counts).toEqual({ 'github-token': 2 });
  });
});
