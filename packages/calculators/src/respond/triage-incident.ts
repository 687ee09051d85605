import type { Incident } from './respond-schema.js';

/** The priority triage gives, P1 most urgent. */
export type IncidentPriority = 'P1' | 'P2' | 'P3' | 'P4';

/** The factors triage can name, in the order they are listed. */
export const TRIAGE_FACTORS = [
  'critical-system',
  'ongoing',
  'ransomware',
  'data-breach',
  'significant',
  'large-personal-data',
  'sensitive-personal-data',
  'financial-risk',
  'personal-data',
] as const;
/** One of TRIAGE_FACTORS. */
export type TriageFactor = (typeof TRIAGE_FACTORS)[number];

/** triageIncident's answer: the priority and the factors behind it. */
export interface Triage {
  priority: IncidentPriority;
  /** The factors that hold, in TRIAGE_FACTORS order. */
  factors: TriageFactor[];
}

/** More than this many records is a large personal-data incident (also APPI's reporting threshold). */
export const LARGE_RECORD_COUNT = 1000;

/**
 * P1: a critical system is affected and the incident is ongoing, ransomware or a data breach.
 * P2: a critical system, a significant incident, or large, sensitive or financially risky personal data.
 * P3: ongoing, or any personal data records. P4: everything else.
 *
 * @example
 * import { triageIncident, type Incident } from '@secgate/calculators';
 *
 * // Ransomware still spreading on a critical system of an EU essential entity:
 * const incident: Incident = {
 *   id: 'INC-7',
 *   category: 'ransomware',
 *   awareAt: '2025-06-05T16:30:00Z',
 *   ongoing: true,
 *   criticalSystemAffected: true,
 *   significant: true,
 *   nis2Entity: true,
 *   jurisdictions: ['eu'],
 * };
 * triageIncident(incident);
 * //=> { priority: 'P1', factors: ['critical-system', 'ongoing', 'ransomware', 'significant'] }
 */
export function triageIncident(incident: Incident): Triage {
  const pd = incident.personalData;
  const holds: Record<TriageFactor, boolean> = {
    'critical-system': incident.criticalSystemAffected,
    ongoing: incident.ongoing,
    ransomware: incident.category === 'ransomware',
    'data-breach': incident.category === 'data-breach',
    significant: incident.significant,
    'large-personal-data': pd !== undefined && pd.records > LARGE_RECORD_COUNT,
    'sensitive-personal-data': pd?.sensitive === true,
    'financial-risk': pd?.financialRisk === true,
    'personal-data': pd !== undefined && pd.records > 0,
  };
  const factors = TRIAGE_FACTORS.filter((factor) => holds[factor]);
  return { priority: priorityOf(holds), factors };
}

function priorityOf(f: Record<TriageFactor, boolean>): IncidentPriority {
  if (f['critical-system'] && (f.ongoing || f.ransomware || f['data-breach'])) return 'P1';
  if (f['critical-system'] || f.significant || f['large-personal-data'] || f['sensitive-personal-data'] || f['financial-risk']) return 'P2';
  if (f.ongoing || f['personal-data']) return 'P3';
  return 'P4';
}
