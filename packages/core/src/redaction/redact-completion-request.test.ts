import { describe, expect, it } from 'vitest';
import type { CompletionRequest } from '../requests/parse-request.js';
import { redactCompletionRequest } from './redact-completion-request.js';

// Built at run time so the repository holds no literal that looks like a live credential.
const githubToken = 'gh' + 'p_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
const awsKey = 'AK' + 'IA' + 'Z7QW4RTY8UIO2PLK';

function request(extra: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model: 'shared-1',
    messages: [{ role: 'user', content: `my key is ${awsKey}` }],
    max_tokens: 256,
    task: 'code-review',
    scopeId: 'owned',
    ...extra,
  } as CompletionRequest;
}

describe('redactCompletionRequest', () => {
  it('masks secrets in the messages and in every other field the model reads as text', () => {
    const tools = [{ type: 'function', function: { name: 'deploy', description: `uses ${githubToken}`, parameters: { type: 'object', properties: {} } } }];
    const { request: redacted, counts } = redactCompletionRequest(request({ tools, stop: [githubToken], user: awsKey } as Partial<CompletionRequest>));
    const text = JSON.stringify(redacted);
    expect(text).not.toContain(githubToken);
    expect(text).not.toContain(awsKey);
    expect(text).toContain('[REDACTED:github-token]');
    expect(counts).toEqual({ 'aws-access-key-id': 2, 'github-token': 2 });
  });

  it('masks a secret pasted as the scope id, which is kept and returned with the job', () => {
    const { request: redacted, counts } = redactCompletionRequest(request({ scopeId: githubToken }));
    expect(redacted.scopeId).toBe('[REDACTED:github-token]');
    expect(counts).toEqual({ 'aws-access-key-id': 1, 'github-token': 1 });
  });

  it('leaves a request without secrets as it was, counting nothing', () => {
    const clean = request({ messages: [{ role: 'user', content: 'Review: strcpy(buf, argv[1]);' }] } as Partial<CompletionRequest>);
    const { request: redacted, counts } = redactCompletionRequest(clean);
    expect(redacted).toEqual(clean);
    expect(counts).toEqual({});
  });
});
