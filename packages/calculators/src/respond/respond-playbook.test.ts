import { describe, expect, it } from 'vitest';
import { notificationDeadlines } from './notification-deadlines.js';
import { respondPlaybook } from './respond-playbook.js';
import { INCIDENT_CATEGORIES, type Incident } from './respond-schema.js';
import { incidentWith, personalData } from './respond.test-support.js';
import { triageIncident } from './triage-incident.js';

const CSF_ORDER = [
  'RS.MA-01',
  'RS.MA-02',
  'RS.MA-03',
  'RS.MA-04',
  'RS.MA-05',
  'RS.AN-03',
  'RS.AN-06',
  'RS.AN-07',
  'RS.AN-08',
  'RS.CO-02',
  'RS.CO-03',
  'RS.MI-01',
  'RS.MI-02',
];

function playbookFor(incident: Incident) {
  return respondPlaybook(incident, triageIncident(incident), notificationDeadlines(incident));
}
const step = (incident: Incident, id: string) => playbookFor(incident).find((s) => s.subcategory === id);

describe('respondPlaybook', () => {
  it('lists the 13 RESPOND subcategories in CSF order, each with a title and actions', () => {
    for (const category of INCIDENT_CATEGORIES) {
      const playbook = playbookFor(incidentWith({ category }));
      expect(playbook.map((s) => s.subcategory)).toEqual(CSF_ORDER);
      for (const s of playbook) {
        expect(s.title.length).toBeGreaterThan(10);
        expect(s.actions.length).toBeGreaterThan(0);
      }
    }
    expect(playbookFor(incidentWith())[1]?.title).toBe('Incident reports are triaged and validated');
  });

  it('contains ransomware differently from phishing', () => {
    const ransomware = step(incidentWith({ category: 'ransomware' }), 'RS.MI-01')?.actions.join(' ');
    const phishing = step(incidentWith({ category: 'phishing' }), 'RS.MI-01')?.actions.join(' ');
    expect(ransomware).toMatch(/Isolate affected hosts/);
    expect(ransomware).toMatch(/backups/);
    expect(phishing).toMatch(/Purge the message/);
    expect(ransomware).not.toBe(phishing);
    // Every category has its own containment.
    const all = new Set(INCIDENT_CATEGORIES.map((category) => step(incidentWith({ category }), 'RS.MI-01')?.actions.join(' ')));
    expect(all.size).toBe(INCIDENT_CATEGORIES.length);
  });

  it('names every computed notification, its deadline and basis in RS.CO-02', () => {
    const incident = incidentWith({
      jurisdictions: ['jp', 'eu'],
      nis2Entity: true,
      significant: true,
      personalData: personalData(5000, { highRisk: true }),
    });
    const actions = step(incident, 'RS.CO-02')?.actions ?? [];
    for (const n of notificationDeadlines(incident)) {
      expect(actions.some((a) => a.includes(n.basis) && (n.deadline === null || a.includes(n.deadline)))).toBe(true);
    }
    expect(actions.join(' ')).toMatch(/GDPR supervisory authority/);
    expect(actions.join(' ')).toMatch(/without undue delay/);
    expect(actions.join(' ')).toMatch(/APPI Art\. 26\(2\)/);
  });

  it('says when no notification is computed', () => {
    expect(step(incidentWith(), 'RS.CO-02')?.actions[0]).toMatch(/No statutory notification is computed/);
  });

  it('carries the triage and escalates by priority', () => {
    const incident = incidentWith({ category: 'ransomware', criticalSystemAffected: true, ongoing: true });
    expect(step(incident, 'RS.MA-03')?.actions[0]).toBe('Categorise the incident as ransomware with priority P1 (critical-system, ongoing, ransomware).');
    expect(step(incident, 'RS.MA-04')?.actions[0]).toMatch(/executive leadership/);
    expect(step(incident, 'RS.MI-01')?.actions[0]).toMatch(/ongoing: contain/);
    expect(step(incidentWith(), 'RS.MA-04')?.actions[0]).toMatch(/within security operations/);
  });
});
