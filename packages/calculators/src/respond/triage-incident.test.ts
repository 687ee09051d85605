import { describe, expect, it } from 'vitest';
import { incidentWith, personalData } from './respond.test-support.js';
import { TRIAGE_FACTORS, triageIncident } from './triage-incident.js';

describe('triageIncident', () => {
  it('gives P1 to a critical system with an ongoing incident, ransomware or a data breach', () => {
    expect(triageIncident(incidentWith({ criticalSystemAffected: true, ongoing: true }))).toEqual({
      priority: 'P1',
      factors: ['critical-system', 'ongoing'],
    });
    expect(triageIncident(incidentWith({ criticalSystemAffected: true, category: 'ransomware' }))).toEqual({
      priority: 'P1',
      factors: ['critical-system', 'ransomware'],
    });
    expect(triageIncident(incidentWith({ criticalSystemAffected: true, category: 'data-breach' }))).toEqual({
      priority: 'P1',
      factors: ['critical-system', 'data-breach'],
    });
  });

  it('gives P2 to a critical system alone, a significant incident, or large, sensitive or financially risky personal data', () => {
    expect(triageIncident(incidentWith({ criticalSystemAffected: true }))).toEqual({ priority: 'P2', factors: ['critical-system'] });
    expect(triageIncident(incidentWith({ significant: true }))).toEqual({ priority: 'P2', factors: ['significant'] });
    expect(triageIncident(incidentWith({ personalData: personalData(1001) }))).toEqual({
      priority: 'P2',
      factors: ['large-personal-data', 'personal-data'],
    });
    expect(triageIncident(incidentWith({ personalData: personalData(3, { sensitive: true }) }))).toEqual({
      priority: 'P2',
      factors: ['sensitive-personal-data', 'personal-data'],
    });
    expect(triageIncident(incidentWith({ personalData: personalData(3, { financialRisk: true }) }))).toEqual({
      priority: 'P2',
      factors: ['financial-risk', 'personal-data'],
    });
  });

  it('does not make ransomware or a data breach P1 without a critical system', () => {
    expect(triageIncident(incidentWith({ category: 'ransomware', ongoing: true }))).toEqual({ priority: 'P3', factors: ['ongoing', 'ransomware'] });
    expect(triageIncident(incidentWith({ category: 'data-breach' })).priority).toBe('P4');
  });

  it('gives P3 to an ongoing incident or any personal data records (1,000 is not large)', () => {
    expect(triageIncident(incidentWith({ ongoing: true }))).toEqual({ priority: 'P3', factors: ['ongoing'] });
    expect(triageIncident(incidentWith({ personalData: personalData(1) }))).toEqual({ priority: 'P3', factors: ['personal-data'] });
    expect(triageIncident(incidentWith({ personalData: personalData(1000) }))).toEqual({ priority: 'P3', factors: ['personal-data'] });
  });

  it('gives P4 otherwise, including personal data with zero records', () => {
    expect(triageIncident(incidentWith())).toEqual({ priority: 'P4', factors: [] });
    expect(triageIncident(incidentWith({ personalData: personalData(0) }))).toEqual({ priority: 'P4', factors: [] });
  });

  it('lists the factors in the fixed order', () => {
    const all = triageIncident(
      incidentWith({
        category: 'ransomware',
        criticalSystemAffected: true,
        ongoing: true,
        significant: true,
        personalData: personalData(5000, { sensitive: true, financialRisk: true }),
      }),
    );
    expect(all.factors).toEqual(TRIAGE_FACTORS.filter((f) => f !== 'data-breach'));
    expect(triageIncident(incidentWith({ category: 'data-breach', significant: true })).factors).toEqual(['data-breach', 'significant']);
  });
});
