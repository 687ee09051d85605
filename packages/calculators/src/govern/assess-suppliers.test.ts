import { describe, expect, it } from 'vitest';
import { MAX_ASSESSMENT_AGE_DAYS, assessSuppliers } from './assess-suppliers.js';
import type { SupplierInput } from './govern-schema.js';

const ALL_CLAUSES: SupplierInput['contractClauses'] = [
  'breach-notification',
  'right-to-audit',
  'subprocessor-flow-down',
  'security-requirements',
  'termination-assistance',
];
const AS_OF = '2025-06-30T00:00:00Z';

const supplier = (extra: Partial<SupplierInput> = {}): SupplierInput => ({
  id: 'S',
  criticality: 'critical',
  dataAccess: 'sensitive-personal',
  contractClauses: ALL_CLAUSES,
  lastAssessed: '2025-06-01T00:00:00Z',
  ...extra,
});

const codes = (s: SupplierInput, asOf = AS_OF) => assessSuppliers([s], asOf).assessments[0]?.findings.map((f) => f.code);

describe('assessSuppliers', () => {
  it('uses the maximum age of each criticality', () => {
    expect(MAX_ASSESSMENT_AGE_DAYS).toEqual({ critical: 180, high: 365, medium: 730, low: 1095 });
  });

  it('computes ageDays rounded down and nextAssessmentDue = lastAssessed + maxAgeDays', () => {
    const [a] = assessSuppliers([supplier({ lastAssessed: '2025-06-01T12:00:00+09:00' })], '2025-06-30T02:59:59Z').assessments;
    // 2025-06-01T03:00Z to 2025-06-30T02:59:59Z is 28 days, 23:59:59.
    expect(a).toMatchObject({
      lastAssessed: '2025-06-01T03:00:00.000Z',
      ageDays: 28,
      maxAgeDays: 180,
      nextAssessmentDue: '2025-11-28T03:00:00.000Z',
      findings: [],
    });
  });

  it('finds assessment-overdue only once the age is over the maximum', () => {
    // 180 days before 2025-06-30 is 2025-01-01.
    expect(codes(supplier({ lastAssessed: '2025-01-01T00:00:00Z' }))).toEqual([]);
    expect(codes(supplier({ lastAssessed: '2024-12-31T00:00:00Z' }))).toEqual(['assessment-overdue']);
    expect(codes(supplier({ criticality: 'high', lastAssessed: '2024-06-30T00:00:00Z' }))).toEqual([]); // 365 days
    expect(codes(supplier({ criticality: 'high', lastAssessed: '2024-06-29T00:00:00Z' }))).toEqual(['assessment-overdue']);
    expect(codes(supplier({ criticality: 'medium', lastAssessed: '2023-06-29T00:00:00Z' }))).toEqual(['assessment-overdue']); // 732 days
    expect(codes(supplier({ criticality: 'low', lastAssessed: '2022-07-01T00:00:00Z' }))).toEqual([]); // 1,095 days
    expect(codes(supplier({ criticality: 'low', lastAssessed: '2022-06-30T00:00:00Z' }))).toEqual(['assessment-overdue']);
  });

  it('finds never-assessed, with null age and due date', () => {
    const [a] = assessSuppliers([supplier({ lastAssessed: null })], AS_OF).assessments;
    expect(a).toMatchObject({ lastAssessed: null, ageDays: null, nextAssessmentDue: null });
    expect(a?.findings.map((f) => f.code)).toEqual(['never-assessed']);
  });

  it('finds assessed-after-as-of, with null age and no overdue finding', () => {
    const [a] = assessSuppliers([supplier({ lastAssessed: '2025-07-01T00:00:00Z' })], AS_OF).assessments;
    expect(a).toMatchObject({ ageDays: null, nextAssessmentDue: '2025-12-28T00:00:00.000Z' });
    expect(a?.findings.map((f) => f.code)).toEqual(['assessed-after-as-of']);
  });

  it('finds missing-breach-notification for confidential and personal data only', () => {
    const without = ALL_CLAUSES.filter((c) => c !== 'breach-notification');
    for (const dataAccess of ['confidential', 'personal', 'sensitive-personal'] as const) {
      expect(codes(supplier({ dataAccess, contractClauses: without }))).toEqual(['missing-breach-notification']);
    }
    for (const dataAccess of ['none', 'internal'] as const) expect(codes(supplier({ dataAccess, contractClauses: without }))).toEqual([]);
  });

  it('finds missing-right-to-audit for critical and high suppliers only', () => {
    const without = ALL_CLAUSES.filter((c) => c !== 'right-to-audit');
    expect(codes(supplier({ criticality: 'critical', contractClauses: without }))).toEqual(['missing-right-to-audit']);
    expect(codes(supplier({ criticality: 'high', contractClauses: without }))).toEqual(['missing-right-to-audit']);
    expect(codes(supplier({ criticality: 'medium', contractClauses: without }))).toEqual([]);
    expect(codes(supplier({ criticality: 'low', contractClauses: without }))).toEqual([]);
  });

  it('finds missing-subprocessor-flow-down for personal data only', () => {
    const without = ALL_CLAUSES.filter((c) => c !== 'subprocessor-flow-down');
    expect(codes(supplier({ dataAccess: 'personal', contractClauses: without }))).toEqual(['missing-subprocessor-flow-down']);
    expect(codes(supplier({ dataAccess: 'sensitive-personal', contractClauses: without }))).toEqual(['missing-subprocessor-flow-down']);
    expect(codes(supplier({ dataAccess: 'confidential', contractClauses: without }))).toEqual([]);
  });

  it('finds missing-security-requirements for any data access but none', () => {
    const without = ALL_CLAUSES.filter((c) => c !== 'security-requirements');
    for (const dataAccess of ['internal', 'confidential', 'personal', 'sensitive-personal'] as const) {
      expect(codes(supplier({ dataAccess, contractClauses: without }))).toEqual(['missing-security-requirements']);
    }
    expect(codes(supplier({ dataAccess: 'none', contractClauses: [], criticality: 'low' }))).toEqual([]);
  });

  it('gives each finding a message naming the supplier', () => {
    const [a] = assessSuppliers([supplier({ id: 'payroll', lastAssessed: null, contractClauses: [] })], AS_OF).assessments;
    expect(a?.findings.map((f) => f.code)).toEqual([
      'never-assessed',
      'missing-breach-notification',
      'missing-right-to-audit',
      'missing-subprocessor-flow-down',
      'missing-security-requirements',
    ]);
    for (const finding of a?.findings ?? []) expect(finding.message).toContain("'payroll'");
  });

  it('sorts by number of findings descending, then criticality, then id', () => {
    const result = assessSuppliers(
      [
        supplier({ id: 'b-low', criticality: 'low', dataAccess: 'none', contractClauses: [] }),
        supplier({ id: 'a-high', criticality: 'high' }),
        supplier({ id: 'c-critical', criticality: 'critical' }),
        supplier({ id: 'a-critical', criticality: 'critical' }),
        supplier({ id: 'z-two', criticality: 'low', lastAssessed: null, contractClauses: ['breach-notification', 'subprocessor-flow-down'] }),
      ],
      AS_OF,
    );
    expect(result.asOf).toBe('2025-06-30T00:00:00.000Z');
    expect(result.assessments.map((a) => a.id)).toEqual(['z-two', 'a-critical', 'c-critical', 'a-high', 'b-low']);
  });
});
