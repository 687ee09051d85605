import type { Incident } from './respond-schema.js';

/** A quiet baseline incident for tests: override only what a test is about. */
export function incidentWith(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'INC-1',
    category: 'malware',
    awareAt: '2025-06-05T16:30:00Z',
    ongoing: false,
    criticalSystemAffected: false,
    significant: false,
    nis2Entity: false,
    jurisdictions: ['other'],
    ...overrides,
  };
}

/** Personal data with every flag false unless given. */
export function personalData(records: number, flags: Partial<NonNullable<Incident['personalData']>> = {}): NonNullable<Incident['personalData']> {
  return { records, sensitive: false, financialRisk: false, unauthorizedPurpose: false, highRisk: false, ...flags };
}
