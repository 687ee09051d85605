import { describe, expect, it } from 'vitest';
import { governExample } from './govern-example.js';
import { govern } from './govern.js';

describe('governExample', () => {
  it('is valid JSON that govern accepts', () => {
    expect(JSON.parse(JSON.stringify(governExample))).toEqual(governExample);
    expect(govern(governExample).ok).toBe(true);
  });

  it('shows every section, with findings worth acting on', () => {
    const result = govern(governExample);
    if (!result.ok) throw new Error(result.error.message);
    const { profile, risks, suppliers, csf } = result.value;
    expect(profile?.gaps[0]).toMatchObject({ subcategory: 'GV.SC-07', gap: 3 });
    expect(profile?.coverage).toEqual({ assessed: 11, total: 31 });
    expect(risks?.register.map((r) => [r.id, r.score, r.level])).toEqual([
      ['R-001', 20, 'critical'],
      ['R-005', 16, 'high'],
      ['R-002', 12, 'high'],
      ['R-004', 9, 'medium'],
      ['R-003', 6, 'medium'],
      ['R-006', 2, 'low'],
    ]);
    expect(risks?.summary).toEqual({ total: 6, low: 1, medium: 2, high: 2, critical: 1, overAppetite: 3 });
    expect(suppliers?.asOf).toBe('2025-06-30T00:00:00.000Z');
    // Three findings each (high before medium), then the clean ones (critical before low).
    expect(suppliers?.assessments.map((s) => [s.id, s.findings.map((f) => f.code)])).toEqual([
      ['payroll-saas', ['assessment-overdue', 'missing-right-to-audit', 'missing-subprocessor-flow-down']],
      ['marketing-agency', ['never-assessed', 'missing-breach-notification', 'missing-subprocessor-flow-down']],
      ['cloud-hosting', []],
      ['office-cleaning', []],
    ]);
    expect(csf.function).toBe('GOVERN');
  });
});
