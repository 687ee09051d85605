import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.js';
import { REDACTION_KEYWORDS } from './rules/all-rules.js';
import { SECRET_KINDS } from './secret-kinds.js';
import { secretArbitrary } from './secret-samples.test-support.js';

// What sits next to a pasted secret in practice: whitespace, quotes, assignment and punctuation.
const separator = fc.constantFrom(' ', '\n', '\t', '"', "'", '=', ': ', '(', ')', ',', ';', '<', '>', '`', '/', '\r\n');
const kindAndSecret = fc.constantFrom(...SECRET_KINDS).chain((kind) => secretArbitrary[kind].map((secret) => ({ kind, secret })));

describe('redactSecrets (properties)', () => {
  it('never lets a secret of any kind through, wherever it is embedded', () => {
    fc.assert(
      fc.property(fc.string(), separator, kindAndSecret, separator, fc.string(), (before, s1, { kind, secret }, s2, after) => {
        const { text, counts } = redactSecrets(before + s1 + secret + s2 + after);
        expect(text).not.toContain(secret);
        expect(counts[kind]).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent on any mix of secrets, words and separators, glued or not', () => {
    const fragment = fc.oneof(
      kindAndSecret.map((k) => k.secret),
      fc.string(),
      separator,
      fc.constantFrom('sk-', 'AKIA', '-----BEGIN RSA PRIVATE KEY-----', '_', '-'),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (fragments) => {
        const once = redactSecrets(fragments.join(''));
        const twice = redactSecrets(once.text);
        expect(twice.text).toBe(once.text);
        expect(twice.counts).toEqual({});
      }),
      { numRuns: 500 },
    );
  });

  it('changes nothing in text that holds no secret-like prefix', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !REDACTION_KEYWORDS.some((k) => s.toLowerCase().includes(k))),
        (text) => {
          expect(redactSecrets(text)).toEqual({ text, counts: {} });
        },
      ),
    );
  });
});
