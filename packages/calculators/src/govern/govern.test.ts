import { describe, expect, it } from 'vitest';
import { govern } from './govern.js';

const risk = { id: 'R-1', likelihood: 4, impact: 4, treatment: 'accept' };

describe('govern', () => {
  it('answers only the sections given, with notes and csf', () => {
    const result = govern({ risks: [risk] });
    if (!result.ok) throw new Error(result.error.message);
    expect(Object.keys(result.value)).toEqual(['risks', 'notes', 'csf']);
    expect(result.value.risks?.appetite).toBe(9);
    expect(result.value.risks?.register[0]?.findings.map((f) => f.code)).toEqual(['no-owner', 'acceptance-exceeds-appetite']);
    expect(result.value.csf).toEqual({ function: 'GOVERN', subcategories: ['GV.RM-02', 'GV.RM-06'] });
    expect(result.value.notes.length).toBeGreaterThan(0);
  });

  it('uses the given risk appetite', () => {
    const result = govern({ risks: [risk], riskAppetite: 16 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.risks?.appetite).toBe(16);
    expect(result.value.risks?.register[0]?.findings.map((f) => f.code)).toEqual(['no-owner']);
    expect(result.value.risks?.summary.overAppetite).toBe(0);
  });

  it('lists the referenced subcategories in CSF order without repeats', () => {
    const result = govern({
      asOf: '2025-06-30T00:00:00Z',
      profile: [
        { subcategory: 'GV.SC-04', current: 1, target: 2 },
        { subcategory: 'GV.OC-01', current: 1, target: 2 },
        { subcategory: 'GV.RM-06', current: 1, target: 2 },
      ],
      risks: [],
      suppliers: [],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.csf.subcategories).toEqual(['GV.OC-01', 'GV.RM-02', 'GV.RM-06', 'GV.SC-04', 'GV.SC-05', 'GV.SC-07']);
    expect(Object.keys(result.value)).toEqual(['profile', 'risks', 'suppliers', 'notes', 'csf']);
  });

  it('normalises asOf to toISOString form', () => {
    const result = govern({ asOf: '2025-06-30T09:00:00+09:00', suppliers: [] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.suppliers).toEqual({ asOf: '2025-06-30T00:00:00.000Z', assessments: [] });
  });

  it('is deterministic', () => {
    const input = { risks: [risk, { ...risk, id: 'R-0' }], profile: [{ subcategory: 'GV.PO-01', current: 0, target: 3 }] };
    expect(govern(input)).toEqual(govern(structuredClone(input)));
  });
});
