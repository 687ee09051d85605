import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { govern } from './govern.js';
import type { RiskInput } from './govern-schema.js';
import { scoreRisks } from './score-risks.js';

const riskArb: fc.Arbitrary<RiskInput> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  likelihood: fc.integer({ min: 1, max: 5 }),
  impact: fc.integer({ min: 1, max: 5 }),
  treatment: fc.constantFrom('mitigate', 'accept', 'transfer', 'avoid'),
  owner: fc.option(fc.constantFrom('CISO', '', ' ', 'CFO'), { nil: undefined }),
});
const registerArb = fc.uniqueArray(riskArb, { selector: (r) => r.id, maxLength: 30 });
const appetiteArb = fc.integer({ min: 1, max: 25 });

describe('risk register properties', () => {
  it('orders the register the same whatever the input order', () => {
    fc.assert(
      fc.property(registerArb, appetiteArb, fc.infiniteStream(fc.nat()), (risks, appetite, seeds) => {
        const shuffled = [...risks];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = seeds.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(scoreRisks(shuffled, appetite)).toEqual(scoreRisks(risks, appetite));
        expect(govern({ risks: shuffled, riskAppetite: appetite })).toEqual(govern({ risks, riskAppetite: appetite }));
      }),
    );
  });

  it('scores every risk as likelihood x impact with the matching level', () => {
    fc.assert(
      fc.property(registerArb, appetiteArb, (risks, appetite) => {
        const { register, summary } = scoreRisks(risks, appetite);
        for (const r of register) {
          expect(r.score).toBe(r.likelihood * r.impact);
          const expected = r.score <= 4 ? 'low' : r.score <= 9 ? 'medium' : r.score <= 16 ? 'high' : 'critical';
          expect(r.level).toBe(expected);
          expect(r.findings.some((f) => f.code === 'acceptance-exceeds-appetite')).toBe(r.treatment === 'accept' && r.score > appetite);
        }
        expect(summary.low + summary.medium + summary.high + summary.critical).toBe(risks.length);
        expect(summary.overAppetite).toBe(register.filter((r) => r.score > appetite).length);
      }),
    );
  });

  it('sorts by score descending, then id', () => {
    fc.assert(
      fc.property(registerArb, (risks) => {
        const { register } = scoreRisks(risks, 9);
        for (let i = 1; i < register.length; i++) {
          const a = register[i - 1]!;
          const b = register[i]!;
          expect(a.score > b.score || (a.score === b.score && a.id < b.id)).toBe(true);
        }
      }),
    );
  });
});
