import { describe, expect, it } from 'vitest';
import type { RiskInput } from './govern-schema.js';
import { riskLevel, scoreRisks } from './score-risks.js';

const risk = (id: string, likelihood: number, impact: number, extra: Partial<RiskInput> = {}): RiskInput => ({
  id,
  likelihood,
  impact,
  treatment: 'mitigate',
  owner: 'CISO',
  ...extra,
});

describe('riskLevel', () => {
  it('puts each boundary in the right level', () => {
    expect(riskLevel(1)).toBe('low');
    expect(riskLevel(4)).toBe('low');
    expect(riskLevel(5)).toBe('medium');
    expect(riskLevel(9)).toBe('medium');
    expect(riskLevel(10)).toBe('high');
    expect(riskLevel(16)).toBe('high');
    expect(riskLevel(20)).toBe('critical');
    expect(riskLevel(25)).toBe('critical');
  });
});

describe('scoreRisks', () => {
  it('scores likelihood x impact and levels the boundaries 4/5, 9/10, 16/20', () => {
    const { register } = scoreRisks([risk('a', 2, 2), risk('b', 1, 5), risk('c', 3, 3), risk('d', 2, 5), risk('e', 4, 4), risk('f', 4, 5)], 9);
    expect(register.map((r) => [r.id, r.score, r.level])).toEqual([
      ['f', 20, 'critical'],
      ['e', 16, 'high'],
      ['d', 10, 'high'],
      ['c', 9, 'medium'],
      ['b', 5, 'medium'],
      ['a', 4, 'low'],
    ]);
  });

  it('sorts by score descending, then id in code-unit order', () => {
    const { register } = scoreRisks([risk('b', 2, 3), risk('a', 3, 2), risk('B', 2, 3), risk('c', 5, 5)], 9);
    // 'B' (U+0042) sorts before 'a' (U+0061).
    expect(register.map((r) => r.id)).toEqual(['c', 'B', 'a', 'b']);
  });

  it('finds no-owner when the owner is missing, null or blank', () => {
    const { register } = scoreRisks(
      [risk('a', 1, 1, { owner: undefined }), risk('b', 1, 1, { owner: null }), risk('c', 1, 1, { owner: '  ' }), risk('d', 1, 1)],
      9,
    );
    const codes = Object.fromEntries(register.map((r) => [r.id, r.findings.map((f) => f.code)]));
    expect(codes).toEqual({ a: ['no-owner'], b: ['no-owner'], c: ['no-owner'], d: [] });
    expect(register.find((r) => r.id === 'c')?.owner).toBeNull();
    expect(register.find((r) => r.id === 'a')?.findings[0]?.message).toContain("'a' has no owner");
  });

  it('finds acceptance-exceeds-appetite only for accepted risks scored above the appetite', () => {
    const { register, summary } = scoreRisks(
      [
        risk('at', 3, 3, { treatment: 'accept' }),
        risk('over', 2, 5, { treatment: 'accept' }),
        risk('mitigated', 5, 5, { treatment: 'mitigate' }),
        risk('transferred', 5, 4, { treatment: 'transfer' }),
      ],
      9,
    );
    const codes = Object.fromEntries(register.map((r) => [r.id, r.findings.map((f) => f.code)]));
    expect(codes).toEqual({ at: [], over: ['acceptance-exceeds-appetite'], mitigated: [], transferred: [] });
    expect(register.find((r) => r.id === 'over')?.findings[0]?.message).toMatch(/score 10, above the risk appetite of 9/);
    expect(summary).toEqual({ total: 4, low: 0, medium: 1, high: 1, critical: 2, overAppetite: 3 });
  });

  it('lists no-owner before acceptance-exceeds-appetite', () => {
    const [scored] = scoreRisks([risk('x', 5, 5, { treatment: 'accept', owner: '' })], 25).register;
    expect(scored?.findings).toEqual([{ code: 'no-owner', message: expect.any(String) }]);
    const [over] = scoreRisks([risk('x', 5, 5, { treatment: 'accept', owner: '' })], 24).register;
    expect(over?.findings.map((f) => f.code)).toEqual(['no-owner', 'acceptance-exceeds-appetite']);
  });

  it('carries the appetite and an empty summary for an empty register', () => {
    expect(scoreRisks([], 12)).toEqual({ appetite: 12, register: [], summary: { total: 0, low: 0, medium: 0, high: 0, critical: 0, overAppetite: 0 } });
  });
});
