import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { redactionMarker, type SecretKind } from '../secret-kinds.js';
import type { SecretRule } from './secret-rule.js';

export { filler } from '../secret-samples.test-support.js';
export const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const HEX = '0123456789abcdef';
export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** One well-formed fake token of a kind, and look-alikes that must be kept. */
export interface RuleCase {
  kind: SecretKind;
  sample: string;
  nearMisses: readonly string[];
  /** Words the text needs around a plain token (Mailgun's is found only when Mailgun is named). */
  context?: string;
}

function ruleAccepts(rule: SecretRule, text: string): boolean {
  for (const m of text.matchAll(new RegExp(rule.regex.source, rule.regex.flags))) {
    const secret = m.groups?.secret ?? m[0];
    if (rule.classify ? rule.classify(text, m) : !rule.accept || rule.accept(secret, m, text)) return true;
  }
  return false;
}

/** Each sample is masked whole and counted under its kind, each near miss is kept, and every rule is sampled. */
export function describeRuleFamily(name: string, rules: readonly SecretRule[], cases: readonly RuleCase[]): void {
  describe(name, () => {
    it.each(cases.map((c) => [c.kind, c.sample, c.context ?? 'see'] as const))('masks a well-formed %s (%s)', (kind, sample, context) => {
      expect(redactSecrets(`${context} ${sample} here`)).toEqual({ text: `${context} ${redactionMarker(kind)} here`, counts: { [kind]: 1 } });
    });

    it.each(cases.flatMap((c) => c.nearMisses))('keeps the near miss %s', (text) => {
      expect(redactSecrets(text).text).toBe(text);
    });

    it('has a sample for every rule of the family', () => {
      rules.forEach((rule, i) =>
        expect(
          cases.some((c) => ruleAccepts(rule, c.sample)),
          `rule ${i} (${rule.kind})`,
        ).toBe(true),
      );
    });
  });
}
