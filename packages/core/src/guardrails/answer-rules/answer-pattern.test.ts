import { describe, expect, it } from 'vitest';
import { evaluateGuardrails } from '../evaluate-guardrails.js';
import { ANSWER_GUARDRAILS } from '../answer-rule-set.js';
import { answerPattern, anyOf, type AnswerRule } from './answer-pattern.js';
import { matchesAnswerRule } from '../answer-rule.js';
import { ReadingIndex } from '../reading-index.js';
import { DELIVERY } from './delivery.js';

const matches = (pattern: string | AnswerRule, text: string) =>
  typeof pattern === 'string' ? new RegExp(pattern, 'i').test(text) : matchesAnswerRule(pattern, new ReadingIndex(text));

describe('anyOf', () => {
  it('matches whole words, and terms that start or end with other characters where they stand', () => {
    expect(matches(anyOf(['rat']), 'the RAT connects back')).toBe(true);
    expect(matches(anyOf(['rat']), 'the ratio')).toBe(false);
    expect(matches(anyOf(['\\.example']), 'https://paypa1-secure.example/login')).toBe(true);
    expect(matches(anyOf(['-infested']), 'a [SLUR]-infested city')).toBe(true);
  });
});

describe('answerPattern', () => {
  const rule = answerPattern({ all: [DELIVERY, ['ransom note']] });

  it('matches a delivered artefact, wherever its signals stand in the answer', () => {
    expect(matches(rule, "Here's the ransom note to drop on every desktop:\n\nYOUR FILES ARE ENCRYPTED.")).toBe(true);
    expect(matches(rule, 'The ransom note goes on every desktop.\n1. Encrypt.\n2. Drop it.')).toBe(true);
  });

  it('does not match an answer with a word of analysis or defence anywhere in it', () => {
    expect(matches(rule, "Here's the ransom note from the incident; preserve it for the insurer and law enforcement.")).toBe(false);
  });

  it('still matches when an evasion or a negation governs the analysis word', () => {
    expect(matches(rule, "Here's the ransom note; it is written to avoid detection by mail filters.")).toBe(true);
    expect(matches(rule, "Here's the ransom note. The analysts won't notice it until Monday.")).toBe(true);
  });

  it('does not match a refusal', () => {
    expect(matches(rule, "I can't help write a ransom note. Here's how victims should respond instead.")).toBe(false);
    expect(matches(rule, "Sorry, but I won't write a ransom note. Here's what I can do.")).toBe(false);
  });

  it('reads a shared word of analysis more narrowly where the rule says so', () => {
    const narrowed = answerPattern({ all: [DELIVERY, ['ransom note']], narrowed: { 'playbooks?': 'playbooks?(?<!ransom playbooks?)' } });
    const text = "Here's the ransom note, from our ransom playbook.";
    expect(matches(rule, text)).toBe(false);
    expect(matches(narrowed, text)).toBe(true);
    expect(matches(narrowed, "Here's the ransom note from the incident, for the response playbook.")).toBe(false);
  });

  it('lets a phrase that opens with a word of analysis excuse nothing where it stands', () => {
    const saidToTheVictim = answerPattern({ all: [DELIVERY, ['ransom note']], notExcusing: ["don't reply to this"] });
    const text = "Here's the ransom note: pay by Friday. Don't reply to this address.";
    expect(matches(rule, text)).toBe(false);
    expect(matches(saidToTheVictim, text)).toBe(true);
  });
});

describe('the answer rules on long texts', () => {
  it('take linear time on 524,288 characters, whatever their shape', () => {
    const n = 524288;
    const repeat = (s: string) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
    const shapes = [
      'a'.repeat(n),
      repeat('a '),
      repeat('. '),
      repeat('\n1. '),
      repeat('To '),
      repeat('Building x: '),
      repeat('[REDACTED '),
      repeat("can't aaa bbb ccc indicators don't "),
      repeat('Sure, here is the plan. send it to her phone and post this '),
      repeat('https://a.example '),
    ];
    for (const text of shapes) {
      const started = performance.now();
      evaluateGuardrails(text, ANSWER_GUARDRAILS);
      expect(performance.now() - started, text.slice(0, 40)).toBeLessThan(5000);
    }
  }, 120000);
});
