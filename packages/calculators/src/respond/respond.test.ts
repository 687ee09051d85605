import { describe, expect, it } from 'vitest';
import { respond } from './respond.js';

const incident = {
  id: 'INC-7',
  category: 'data-breach',
  awareAt: '2025-06-06T01:30:00+09:00',
  ongoing: false,
  criticalSystemAffected: false,
  significant: false,
  nis2Entity: false,
  personalData: { records: 40 },
  jurisdictions: ['eu', 'other'],
};

function answer(input: unknown) {
  const result = respond(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('respond', () => {
  it('answers incident, triage, playbook, notifications, notes and csf', () => {
    const value = answer({ incident });
    expect(Object.keys(value)).toEqual(['incident', 'triage', 'playbook', 'notifications', 'notes', 'csf']);
    expect(value.incident).toEqual({ id: 'INC-7', category: 'data-breach', awareAt: '2025-06-05T16:30:00.000Z' });
    expect(value.triage).toEqual({ priority: 'P3', factors: ['data-breach', 'personal-data'] });
    expect(value.notifications.map((n) => [n.regime, n.stage, n.deadline])).toEqual([['gdpr', 'supervisory-authority', '2025-06-08T16:30:00.000Z']]);
    expect(value.csf.function).toBe('RESPOND');
    expect(value.csf.subcategories).toEqual(value.playbook.map((s) => s.subcategory));
  });

  it('always carries the legal disclaimer, and the note for jurisdiction other when it applies', () => {
    expect(answer({ incident }).notes.slice(0, 2)).toEqual([
      'Deadlines are statutory outer limits, not legal advice.',
      "No statutory deadline is computed for jurisdiction 'other'.",
    ]);
    const euOnly = answer({ incident: { ...incident, jurisdictions: ['eu'] } }).notes;
    expect(euOnly[0]).toBe('Deadlines are statutory outer limits, not legal advice.');
    expect(euOnly).not.toContain("No statutory deadline is computed for jurisdiction 'other'.");
  });

  it('says when Japan is in scope but the leak is below the APPI reporting threshold', () => {
    const notes = answer({ incident: { ...incident, jurisdictions: ['jp'] } }).notes;
    expect(notes.some((n) => n.startsWith('No APPI report is computed'))).toBe(true);
  });

  it('treats absent personal data as none involved', () => {
    const { personalData: _, ...noData } = incident;
    const value = answer({ incident: noData });
    expect(value.triage).toEqual({ priority: 'P4', factors: ['data-breach'] });
    expect(value.notifications).toEqual([]);
  });

  it('is deterministic', () => {
    expect(respond({ incident })).toEqual(respond(structuredClone({ incident })));
  });
});
