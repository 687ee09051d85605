/** The six categories of the NIST CSF 2.0 GOVERN function, in CSF order. */
export const GOVERN_CATEGORIES = ['GV.OC', 'GV.RM', 'GV.RR', 'GV.PO', 'GV.OV', 'GV.SC'] as const;

/** One of GOVERN_CATEGORIES, e.g. `GV.SC`. */
export type GovernCategory = (typeof GOVERN_CATEGORIES)[number];

/** The 31 CSF 2.0 GOVERN subcategories, in CSF order. */
export const GOVERN_SUBCATEGORIES = [
  'GV.OC-01',
  'GV.OC-02',
  'GV.OC-03',
  'GV.OC-04',
  'GV.OC-05',
  'GV.RM-01',
  'GV.RM-02',
  'GV.RM-03',
  'GV.RM-04',
  'GV.RM-05',
  'GV.RM-06',
  'GV.RM-07',
  'GV.RR-01',
  'GV.RR-02',
  'GV.RR-03',
  'GV.RR-04',
  'GV.PO-01',
  'GV.PO-02',
  'GV.OV-01',
  'GV.OV-02',
  'GV.OV-03',
  'GV.SC-01',
  'GV.SC-02',
  'GV.SC-03',
  'GV.SC-04',
  'GV.SC-05',
  'GV.SC-06',
  'GV.SC-07',
  'GV.SC-08',
  'GV.SC-09',
  'GV.SC-10',
] as const;

/** One of GOVERN_SUBCATEGORIES, e.g. `GV.SC-04`. */
export type GovernSubcategory = (typeof GOVERN_SUBCATEGORIES)[number];

const CSF_POSITION: ReadonlyMap<string, number> = new Map(GOVERN_SUBCATEGORIES.map((id, index) => [id, index]));

/** `GV.SC-04` belongs to `GV.SC`. */
export function categoryOf(subcategory: GovernSubcategory): GovernCategory {
  return subcategory.slice(0, 5) as GovernCategory;
}

/** The given ids without repeats, in CSF order. */
export function inCsfOrder(ids: Iterable<GovernSubcategory>): GovernSubcategory[] {
  return [...new Set(ids)].sort((a, b) => (CSF_POSITION.get(a) ?? 0) - (CSF_POSITION.get(b) ?? 0));
}
