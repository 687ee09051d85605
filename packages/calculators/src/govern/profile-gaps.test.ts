import { describe, expect, it } from 'vitest';
import { GOVERN_SUBCATEGORIES, inCsfOrder } from './gv-subcategories.js';
import { profileGaps } from './profile-gaps.js';

describe('GOVERN subcategories', () => {
  it('are the 31 CSF 2.0 ids in CSF order', () => {
    expect(GOVERN_SUBCATEGORIES).toHaveLength(31);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.OC'))).toHaveLength(5);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.RM'))).toHaveLength(7);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.RR'))).toHaveLength(4);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.PO'))).toHaveLength(2);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.OV'))).toHaveLength(3);
    expect(GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.SC'))).toHaveLength(10);
    expect(inCsfOrder(['GV.SC-10', 'GV.OV-01', 'GV.OC-01', 'GV.SC-02', 'GV.OV-01'])).toEqual(['GV.OC-01', 'GV.OV-01', 'GV.SC-02', 'GV.SC-10']);
  });
});

describe('profileGaps', () => {
  it('computes gap = max(0, target - current), sorted by gap descending then subcategory', () => {
    const result = profileGaps([
      { subcategory: 'GV.SC-01', current: 1, target: 3 },
      { subcategory: 'GV.OC-02', current: 4, target: 2 },
      { subcategory: 'GV.RM-01', current: 2, target: 3 },
      { subcategory: 'GV.OV-01', current: 0, target: 2 },
    ]);
    expect(result.gaps).toEqual([
      { subcategory: 'GV.OV-01', category: 'GV.OV', current: 0, target: 2, gap: 2 },
      { subcategory: 'GV.SC-01', category: 'GV.SC', current: 1, target: 3, gap: 2 },
      { subcategory: 'GV.RM-01', category: 'GV.RM', current: 2, target: 3, gap: 1 },
      { subcategory: 'GV.OC-02', category: 'GV.OC', current: 4, target: 2, gap: 0 },
    ]);
  });

  it('summarises all six categories in CSF order with means to 2 decimals', () => {
    const result = profileGaps([
      { subcategory: 'GV.RM-01', current: 1, target: 3 },
      { subcategory: 'GV.RM-02', current: 1, target: 3 },
      { subcategory: 'GV.RM-03', current: 2, target: 2 },
      { subcategory: 'GV.PO-01', current: 3, target: 4 },
    ]);
    expect(result.categories).toEqual([
      { category: 'GV.OC', assessed: 0, meanCurrent: null, meanTarget: null, totalGap: 0 },
      // 4/3 = 1.333... -> 1.33; 8/3 = 2.666... -> 2.67
      { category: 'GV.RM', assessed: 3, meanCurrent: 1.33, meanTarget: 2.67, totalGap: 4 },
      { category: 'GV.RR', assessed: 0, meanCurrent: null, meanTarget: null, totalGap: 0 },
      { category: 'GV.PO', assessed: 1, meanCurrent: 3, meanTarget: 4, totalGap: 1 },
      { category: 'GV.OV', assessed: 0, meanCurrent: null, meanTarget: null, totalGap: 0 },
      { category: 'GV.SC', assessed: 0, meanCurrent: null, meanTarget: null, totalGap: 0 },
    ]);
  });

  it('rounds halves up', () => {
    // 8 of the 10 GV.SC rows: current sum 1 -> 0.125 -> 0.13.
    const rows = GOVERN_SUBCATEGORIES.filter((id) => id.startsWith('GV.SC'))
      .slice(0, 8)
      .map((subcategory, i) => ({
        subcategory,
        current: i === 0 ? 1 : 0,
        target: 1,
      }));
    const sc = profileGaps(rows).categories.find((c) => c.category === 'GV.SC');
    expect(sc).toMatchObject({ assessed: 8, meanCurrent: 0.13, meanTarget: 1, totalGap: 7 });
  });

  it('lists the subcategories not assessed in CSF order and the coverage', () => {
    const result = profileGaps([
      { subcategory: 'GV.SC-10', current: 1, target: 1 },
      { subcategory: 'GV.OC-01', current: 1, target: 1 },
    ]);
    expect(result.coverage).toEqual({ assessed: 2, total: 31 });
    expect(result.notAssessed).toHaveLength(29);
    expect(result.notAssessed[0]).toBe('GV.OC-02');
    expect(result.notAssessed.at(-1)).toBe('GV.SC-09');
    expect(profileGaps([]).notAssessed).toEqual([...GOVERN_SUBCATEGORIES]);
  });
});
