import type { GovernInput } from './govern-schema.js';

/**
 * A realistic govern input: a mid-sized company's GOVERN profile after its annual review,
 * its top risks, and the suppliers that touch its data, reviewed as of 30 June 2025.
 */
export const governExample = {
  asOf: '2025-06-30T09:00:00+09:00',
  riskAppetite: 9,
  profile: [
    { subcategory: 'GV.OC-01', current: 3, target: 3 },
    { subcategory: 'GV.OC-03', current: 2, target: 3 },
    { subcategory: 'GV.RM-01', current: 2, target: 3 },
    { subcategory: 'GV.RM-02', current: 1, target: 3 },
    { subcategory: 'GV.RM-06', current: 1, target: 3 },
    { subcategory: 'GV.RR-02', current: 2, target: 3 },
    { subcategory: 'GV.PO-01', current: 3, target: 3 },
    { subcategory: 'GV.OV-01', current: 1, target: 2 },
    { subcategory: 'GV.SC-04', current: 1, target: 3 },
    { subcategory: 'GV.SC-05', current: 2, target: 3 },
    { subcategory: 'GV.SC-07', current: 0, target: 3 },
  ],
  risks: [
    { id: 'R-001', likelihood: 4, impact: 5, treatment: 'mitigate', owner: 'CISO' },
    { id: 'R-002', likelihood: 3, impact: 4, treatment: 'accept', owner: 'Head of IT Operations' },
    { id: 'R-003', likelihood: 2, impact: 3, treatment: 'accept', owner: 'CFO' },
    { id: 'R-004', likelihood: 3, impact: 3, treatment: 'transfer', owner: 'General Counsel' },
    { id: 'R-005', likelihood: 4, impact: 4, treatment: 'mitigate' },
    { id: 'R-006', likelihood: 1, impact: 2, treatment: 'avoid', owner: 'Head of Product' },
  ],
  suppliers: [
    {
      id: 'cloud-hosting',
      criticality: 'critical',
      dataAccess: 'personal',
      contractClauses: ['breach-notification', 'right-to-audit', 'subprocessor-flow-down', 'security-requirements', 'termination-assistance'],
      lastAssessed: '2025-02-14T00:00:00Z',
    },
    {
      id: 'payroll-saas',
      criticality: 'high',
      dataAccess: 'sensitive-personal',
      contractClauses: ['breach-notification', 'security-requirements'],
      lastAssessed: '2024-03-01T00:00:00Z',
    },
    {
      id: 'marketing-agency',
      criticality: 'medium',
      dataAccess: 'personal',
      contractClauses: ['security-requirements'],
      lastAssessed: null,
    },
    {
      id: 'office-cleaning',
      criticality: 'low',
      dataAccess: 'none',
      contractClauses: [],
      lastAssessed: '2023-01-10T00:00:00Z',
    },
  ],
} satisfies GovernInput;
