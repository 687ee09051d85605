import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSecretSpans } from './find-secret-spans.js';
import { filler } from './secret-samples.test-support.js';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const spanText = (text: string) => findSecretSpans(text).map((s) => ({ kind: s.kind, value: text.slice(s.start, s.end) }));

describe('findSecretSpans', () => {
  it('finds nothing in text without a keyword, or with only prose', () => {
    expect(findSecretSpans('')).toEqual([]);
    expect(findSecretSpans('Rotate the key every 90 days and keep the password in a vault.')).toEqual([]);
  });

  it('returns value-only spans in text order', () => {
    const ghp = `ghp_${filler(36)}`;
    const pw = 'Pa55w0rd!';
    const text = `DB_PASSWORD=${pw}\nuse ${ghp} here`;
    expect(findSecretSpans(text)).toEqual([
      { start: 12, end: 12 + pw.length, kind: 'secret-assignment' },
      { start: text.indexOf(ghp), end: text.indexOf(ghp) + ghp.length, kind: 'github-token' },
    ]);
  });

  it('gives an overlap to the more specific kind: provider prefix over assignment', () => {
    const key = `sk-proj-${filler(40)}`;
    expect(spanText(`API_KEY=${key}`)).toEqual([{ kind: 'openai-key', value: key }]);
  });

  it('gives an overlap to the more specific kind: JWT over Bearer', () => {
    const jwt = `${b64url('{"alg":"HS256"}')}.${b64url('{"sub":"42"}')}.${filler(43)}`;
    expect(spanText(`Authorization: Bearer ${jwt}`)).toEqual([{ kind: 'jwt', value: jwt }]);
  });

  it('gives sk-ant- to Anthropic, never to OpenAI', () => {
    const key = `sk-ant-api03-${filler(40)}`;
    expect(spanText(key)).toEqual([{ kind: 'anthropic-key', value: key }]);
  });

  it('gives a private key block precedence over the assignments inside it', () => {
    const block = ['-----BEGIN OPENSSH PRIVATE', ' KEY-----\n', `${filler(64)}\ntoken=${filler(32)}\n`, '-----END OPENSSH PRIVATE', ' KEY-----'].join('');
    expect(spanText(`key:\n${block}`).map((s) => s.kind)).toEqual(['private-key']);
  });

  it('never matches a marker again, nor a span touching one', () => {
    expect(findSecretSpans('password=[REDACTED:secret-assignment]')).toEqual([]);
    expect(findSecretSpans('Authorization: Bearer [REDACTED:authorization-bearer]')).toEqual([]);
    expect(findSecretSpans('postgres://app:[REDACTED:url-credentials]@db:5432/x')).toEqual([]);
    expect(findSecretSpans('[REDACTED:jwt] [REDACTED:github-token]')).toEqual([]);
  });

  it('finds a secret that starts inside a rejected match', () => {
    // `sk-` + prose is rejected; the GitHub token glued after the space is still found.
    const ghp = `ghp_${filler(36, undefined, 3)}`;
    expect(spanText(`task-based sk-ordinary-words ${ghp}`)).toEqual([{ kind: 'github-token', value: ghp }]);
  });

  it('returns sorted, non-empty, non-overlapping spans inside the text, for any text', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'password=',
        'Bearer ',
        'ghp_',
        'AKIA',
        'sk-',
        '://u:',
        '@h',
        '[REDACTED:jwt]',
        '"auth": "',
        filler(36),
        filler(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        const spans = findSecretSpans(text);
        let end = 0;
        for (const s of spans) {
          expect(s.start).toBeGreaterThanOrEqual(end);
          expect(s.end).toBeGreaterThan(s.start);
          expect(s.end).toBeLessThanOrEqual(text.length);
          end = s.end;
        }
      }),
      { numRuns: 500 },
    );
  });
});
