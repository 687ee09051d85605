import { describe, expect, it } from 'vitest';
import { redactCompletionAnswer } from './redact-completion-answer.js';
import { redactJsonValue } from './redact-json-value.js';
import { redactLogRecord } from './redact-log-record.js';
import { redactSecrets } from './redact-secrets.js';

// Built at run time so the repository holds no literal that looks like a live credential.
const githubToken = 'gh' + 'p_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
const awsKey = 'AK' + 'IA' + 'Z7QW4RTY8UIO2PLK';

describe('redactJsonValue', () => {
  it('masks strings and keys at any depth and counts them', () => {
    const { value, counts } = redactJsonValue({ a: [{ b: `key ${awsKey}` }], [githubToken]: 1, n: 2, t: true, z: null });
    expect(JSON.stringify(value)).not.toMatch(/AKIA|ghp_/);
    expect(value).toMatchObject({ a: [{ b: 'key [REDACTED:aws-access-key-id]' }], '[REDACTED:github-token]': 1, n: 2, t: true, z: null });
    expect(counts).toEqual({ 'aws-access-key-id': 1, 'github-token': 1 });
    expect(Object.keys(value)).toEqual(['a', '[REDACTED:github-token]', 'n', 't', 'z']);
  });

  it('masks a value under a secret-named key as the same JSON read as text would, wherever it stands', () => {
    // Neither value looks like a secret alone; under these keys they are (issue: earlier tool calls).
    const password = 'Winter' + '2024!' + 'x';
    const awsSecret = 'wJalrXUtnFEMI' + '/K7MDENG/bPxRfiCYzQ8mN3pL5vT1';
    const args = { host: 'db.internal', password, nested: [{ aws_secret_access_key: awsSecret }] };
    const asText = redactSecrets(JSON.stringify(args));
    const { value, counts } = redactJsonValue(args);
    expect(JSON.stringify(value)).not.toContain(password);
    expect(JSON.stringify(value)).not.toContain(awsSecret);
    expect(value.host).toBe('db.internal');
    expect(counts).toEqual(asText.counts);
  });

  it('leaves a plain value under a secret-named key alone', () => {
    const plain = { token_count: '12', password_hint: 'ask Ana', api_key_env: 'OPENAI_API_KEY' };
    expect(redactJsonValue(plain).value).toBe(plain);
  });

  it('returns a value without secrets as the same object', () => {
    const clean = { a: ['sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'], b: { c: 'CVE-2024-3094' } };
    expect(redactJsonValue(clean).value).toBe(clean);
  });
});

describe('redactCompletionAnswer', () => {
  it('masks the content and the tool calls, keeping the arguments valid JSON', () => {
    const answer = {
      content: `Use ${awsKey}`,
      toolCalls: [{ id: 'call_1', type: 'function' as const, function: { name: 'deploy', arguments: JSON.stringify({ token: githubToken }) } }],
      finishReason: 'stop',
    };
    const { answer: out, counts } = redactCompletionAnswer(answer);
    expect(out.content).toBe('Use [REDACTED:aws-access-key-id]');
    expect(JSON.parse(out.toolCalls[0]!.function.arguments)).toEqual({ token: '[REDACTED:github-token]' });
    expect(out.finishReason).toBe('stop');
    expect(counts).toEqual({ 'aws-access-key-id': 1, 'github-token': 1 });
  });

  it('returns an answer without secrets as the same object', () => {
    const answer = { content: 'Fine.', toolCalls: [] };
    expect(redactCompletionAnswer(answer).answer).toBe(answer);
  });
});

describe('redactLogRecord', () => {
  it('masks strings of a record, and the message, stack and fields of an Error with its cause', () => {
    const cause = new Error(`cause ${githubToken}`);
    const err = Object.assign(new Error(`failed for ${awsKey}`, { cause }), { code: 'E1' });
    const out = redactLogRecord({ requestId: 'r1', status: 500, err, note: `n ${awsKey}` });
    const text = JSON.stringify(out);
    expect(text).not.toContain(awsKey);
    expect(text).not.toContain(githubToken);
    expect(out).toMatchObject({ requestId: 'r1', status: 500, err: { type: 'Error', message: 'failed for [REDACTED:aws-access-key-id]', code: 'E1' } });
    expect((out['err'] as { cause: { message: string } }).cause.message).toBe('cause [REDACTED:github-token]');
  });

  it('returns a clean record as the same object', () => {
    const record = { requestId: '6f1c0f4e-7a8b-4c2d-9e0f-123456789abc', method: 'POST', route: '/v1/chat/completions', status: 200, durationMs: 1.5 };
    expect(redactLogRecord(record)).toBe(record);
  });
});
