// Properties of the engine over generated secrets (issue 12): a secret of any kind, embedded
// anywhere in text (plain, JSON-escaped, or as a JSON string value), never survives; text that
// cannot hold a secret comes back byte for byte; redacting twice gives what redacting once gave.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECRET_KINDS, redactJsonText, redactSecrets, type SecretKind } from '@secgate/core';
import { DIGITS, HEX, body, uuid } from './corpus-kit.test-support.js';
import { CONTEXT_ARBITRARIES, KINDS_WITHOUT_ARBITRARY, TOKEN_ARBITRARIES, randomBody, type InContext } from './secret-arbitraries.test-support.js';

// Words and research identifiers that hold no secret word (no "password", "token", "key"...)
// and no credential shape: whatever order they come in, nothing in them may be masked.
const WORDS = [
  'the',
  'analyst',
  'reviewed',
  'beacon',
  'process',
  'lateral',
  'movement',
  'sample',
  'dropped',
  'on',
  'host',
  'WS-0142',
  'loader.dll',
  'rundll32.exe',
  'timeline',
  'Emotet',
  'YARA',
  'Sigma',
  'rule',
  'matched',
  'C2',
  'exfiltration',
  'over',
  'HTTPS',
  'from',
  'to',
  'at',
  'port',
  'TCP',
  'UDP',
  'DNS',
  'query',
  'for',
  'and',
  'https://attack.mitre.org/techniques/T1071/',
  'git@github.com:acme-sec/rules.git',
  'sha256:',
  'IOC',
  'é',
  '日本',
];
const PUNCTUATION = ['.', ',', ';', ':', '!', '?', '(', ')', '-', '"', "'", '`', '=', ': ', '/', '#', '*', '[', ']', '{', '}', '|'];
const SEPARATORS = [' ', ' ', ' ', '\n', '\t', '\r\n', '  '];

const cve = fc.tuple(fc.integer({ min: 1999, max: 2026 }), fc.integer({ min: 1, max: 99999 })).map(([y, n]) => `CVE-${y}-${String(n).padStart(4, '0')}`);
const attack = fc
  .tuple(fc.integer({ min: 1001, max: 1659 }), fc.option(fc.integer({ min: 1, max: 12 })))
  .map(([t, s]) => `T${t}${s === null ? '' : `.${String(s).padStart(3, '0')}`}`);
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
// Its own seed label: with randomBody's, an equal seed would draw the very hex a generated secret
// (a Datadog key) is made of, and the "secret" would stand unmasked in the prose as a hash.
const hash = fc.tuple(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(32, 40, 64)).map(([seed, n]) => body(`hash/${seed}`, n, HEX));
const safeFragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...PUNCTUATION) },
  fc.integer({ min: 0, max: 10_000_000 }).map(String),
  hash,
  fc.integer().map((n) => uuid(`prop/${n}`)),
  cve,
  attack,
  ipv4,
  randomBody(DIGITS, 4, 12),
);
const prose = fc.array(fc.tuple(safeFragment, fc.constantFrom(...SEPARATORS)), { maxLength: 30 }).map((parts) => parts.map(([w, s]) => w + s).join(''));

// Where a bare token is pasted: as is, quoted, after `=` or `: `, inside a URL, in a JSON value.
const TOKEN_WRAPS: readonly ((s: string) => string)[] = [
  (s) => s,
  (s) => `"${s}"`,
  (s) => `'${s}'`,
  (s) => `\`${s}\``,
  (s) => `SETTING=${s}`,
  (s) => `value: ${s}`,
  (s) => `(${s})`,
  (s) => `<${s}>`,
  (s) => JSON.stringify({ value: s }),
  (s) => `https://api.example.com/v1/run?id=7&t=${s}&next=1`,
  (s) => `https://api.example.com/v1/${s}/status`,
];
const URL_KINDS = new Set<SecretKind>(['slack-webhook-url', 'discord-webhook-url', 'microsoft-teams-webhook-url']);
const LEADS = ['', ' ', '\n', '\t', '\r\n'];
// A sentence may end right after the secret; then prose follows after a space.
const TRAILS = ['', ' ', '\n', '\r\n', '. ', ', ', '.\n'];

/** A secret of `kind` in generated surroundings. */
function embedded(kind: SecretKind): fc.Arbitrary<InContext> {
  const token = TOKEN_ARBITRARIES[kind];
  const inner: fc.Arbitrary<InContext> = token
    ? fc
        .tuple(token, fc.constantFrom(...TOKEN_WRAPS.filter((_, i) => !URL_KINDS.has(kind) || i < 9)))
        .map(([secret, wrap]) => ({ kind, secret, text: wrap(secret) }))
    : (CONTEXT_ARBITRARIES[kind] as fc.Arbitrary<InContext>);
  return (
    fc
      .tuple(prose, fc.constantFrom(...LEADS), inner, fc.constantFrom(...TRAILS), prose)
      // Without a lead, the secret sits at the very start; prose would otherwise glue onto it.
      .map(([before, lead, x, trail, after]) => ({ ...x, text: `${lead === '' ? '' : before + lead}${x.text}${trail === '' ? '' : trail + after}` }))
  );
}

const escaped = (s: string) => JSON.stringify(s).slice(1, -1);

describe('every kind has a generator', () => {
  it('covers all kinds', () => {
    expect(KINDS_WITHOUT_ARBITRARY).toEqual([]);
  });
});

describe('a secret embedded anywhere never survives', () => {
  for (const kind of SECRET_KINDS) {
    it(kind, () => {
      fc.assert(
        fc.property(embedded(kind), ({ secret, text }) => {
          const plain = redactSecrets(text);
          expect(plain.text).not.toContain(secret);
          const json = redactSecrets(JSON.stringify(text));
          expect(json.text).not.toContain(escaped(secret));
          const doc = redactJsonText(JSON.stringify({ content: text }));
          expect(doc.text).not.toContain(escaped(secret));
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('text without a secret', () => {
  it('comes back byte for byte, plain, JSON-escaped and as a JSON value', () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(redactSecrets(text)).toEqual({ text, counts: {} });
        const json = JSON.stringify(text);
        expect(redactSecrets(json)).toEqual({ text: json, counts: {} });
        const doc = JSON.stringify({ content: text });
        expect(redactJsonText(doc)).toEqual({ text: doc, counts: {} });
      }),
      { numRuns: 500 },
    );
  });
});

describe('redaction is idempotent', () => {
  const anySecret = fc.constantFrom(...SECRET_KINDS).chain(embedded);
  it('on prose mixed with secrets of any kind, plain and JSON-escaped', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            prose,
            anySecret.map((x) => x.text),
          ),
          { maxLength: 6 },
        ),
        fc.constantFrom('', '\n', ' '),
        (parts, sep) => {
          const text = parts.join(sep);
          for (const input of [text, JSON.stringify(text)]) {
            const once = redactSecrets(input);
            const twice = redactSecrets(once.text);
            expect(twice).toEqual({ text: once.text, counts: {} });
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
