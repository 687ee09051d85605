import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redaction/redact-secrets.js';
import { SECRET_KINDS } from '../redaction/secret-kinds.js';
import { secretArbitrary } from '../redaction/secret-samples.test-support.js';
import { DEFAULT_GUARDRAILS } from './default-rule-set.js';
import { evaluateGuardrails } from './evaluate-guardrails.js';

const ruleOrder = DEFAULT_GUARDRAILS.rules.map((r) => r.id);
const secret = fc.constantFrom(...SECRET_KINDS).chain((kind) => secretArbitrary[kind]);

describe('evaluateGuardrails (properties)', () => {
  it('answers matches in rule-set order, without repeats, blocked exactly when a block rule matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const verdict = evaluateGuardrails(text);
        expect(verdict.version).toBe(DEFAULT_GUARDRAILS.version);
        const positions = verdict.matches.map((m) => ruleOrder.indexOf(m.ruleId));
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
        expect(verdict.blocked).toBe(verdict.matches.some((m) => m.action === 'block'));
      }),
    );
  });

  it('sees a secret in a prompt before redaction and never after it', () => {
    fc.assert(
      fc.property(fc.string(), secret, fc.string(), (before, s, after) => {
        const text = `${before}\n${s}\n${after}`;
        const ids = (t: string) => evaluateGuardrails(t).matches.map((m) => m.ruleId);
        expect(ids(text)).toContain('secret-hygiene');
        expect(ids(redactSecrets(text).text)).not.toContain('secret-hygiene');
      }),
    );
  });

  it('never blocks a prompt made of research vocabulary alone', () => {
    const word = fc.constantFrom(
      'review',
      'my',
      'code',
      'for',
      'SQL',
      'injection',
      'detect',
      'phishing',
      'email',
      'headers',
      'SPF',
      'DKIM',
      'exploit',
      'CVE',
      'triage',
      'YARA',
      'rule',
      'malware',
      'sample',
      'sandbox',
      'fuzz',
      'crash',
      'patch',
      'write',
      'create',
      'a',
      'the',
      'build',
      'report',
      'analyse',
      'T1566',
      'payload',
      'shellcode',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (words) => {
        expect(evaluateGuardrails(words.join(' ')).blocked).toBe(false);
      }),
    );
  });
});
