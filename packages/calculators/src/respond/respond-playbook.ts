import { ANALYSIS_ACTIONS } from './analysis-actions.js';
import { appiApplies } from './appi-notifications.js';
import { CONTAINMENT_ACTIONS } from './containment-actions.js';
import { COORDINATION_ACTIONS } from './coordination-actions.js';
import { notificationAction } from './notification-actions.js';
import type { RegulatoryNotification } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';
import { RESPOND_SUBCATEGORIES, type RespondSubcategory } from './rs-subcategories.js';
import type { IncidentPriority, Triage } from './triage-incident.js';

/** One CSF 2.0 RESPOND subcategory with the actions it calls for in this incident. */
export interface PlaybookStep {
  subcategory: RespondSubcategory;
  /** The CSF 2.0 outcome statement. */
  title: string;
  actions: string[];
}

const ESCALATION: Readonly<Record<IncidentPriority, string>> = {
  P1: 'Escalate now to executive leadership and the crisis management team; keep them briefed at a fixed cadence until containment.',
  P2: 'Escalate to the CISO and legal counsel the same day; re-assess for P1 if a critical system becomes affected.',
  P3: 'Escalate to the security operations lead; raise the priority if the scope grows or personal data turns out to be involved.',
  P4: 'Handle within security operations; escalate only if the facts change.',
};

/**
 * The 13 CSF 2.0 RESPOND steps, in CSF order, with actions for this incident, its triage and the
 * notifications it triggers.
 *
 * @example
 * import { notificationDeadlines, respondPlaybook, triageIncident, type Incident } from '@secgate/calculators';
 *
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
 * const playbook = respondPlaybook(incident, triageIncident(incident), notificationDeadlines(incident));
 * playbook.map((step) => step.subcategory).slice(0, 3);
 * //=> ['RS.MA-01', 'RS.MA-02', 'RS.MA-03']
 * playbook[0]?.actions[0];
 * //=> 'Declare incident INC-7 and activate the incident response plan; name an incident commander and open a dedicated, out-of-band communication channel.'
 */
export function respondPlaybook(incident: Incident, triage: Triage, notifications: readonly RegulatoryNotification[]): PlaybookStep[] {
  const analysis = ANALYSIS_ACTIONS[incident.category];
  const containment = CONTAINMENT_ACTIONS[incident.category];
  const coordination = COORDINATION_ACTIONS[incident.category];
  const pd = incident.personalData;

  const actions: Record<RespondSubcategory, string[]> = {
    'RS.MA-01': [
      `Declare incident ${incident.id} and activate the incident response plan; name an incident commander and open a dedicated, out-of-band communication channel.`,
      ...coordination.partners,
    ],
    'RS.MA-02': [`Record when and how the organisation became aware (${incident.awareAt}): statutory deadlines run from that moment.`, ...analysis.validate],
    'RS.MA-03': [
      `Categorise the incident as ${incident.category} with priority ${triage.priority}${triage.factors.length ? ` (${triage.factors.join(', ')})` : ''}.`,
      'Re-triage whenever the scope, the personal data involved or the activity status changes.',
    ],
    'RS.MA-04': [
      ESCALATION[triage.priority],
      ...(pd && pd.records > 0 ? ['Involve the data protection officer or privacy lead: personal data is involved.'] : []),
      ...(notifications.length ? ['Involve legal counsel now: statutory notification deadlines are running (see RS.CO-02).'] : []),
    ],
    'RS.MA-05': [...containment.recoveryCriteria, 'Decide and record when recovery starts (CSF RECOVER); start only when containment is confirmed.'],
    'RS.AN-03': [...analysis.analyse, 'Build a timeline from first attacker activity to containment, in UTC.'],
    'RS.AN-06': [
      'Keep an incident log of every action, who took it and when (UTC); store it write-protected and outside the affected environment.',
      'Record decisions and their reasons, including each decision to notify or not to notify.',
    ],
    'RS.AN-07': [
      ...analysis.collect,
      'Hash every piece of evidence and keep a chain-of-custody record; collect before changing affected systems where containment allows.',
    ],
    'RS.AN-08': [
      ...analysis.magnitude,
      ...(pd
        ? [
            `Validate the personal data figures (reported: ${pd.records.toLocaleString('en-US')} records${pd.sensitive ? ', sensitive data' : ''}${pd.financialRisk ? ', risk of financial damage' : ''}): the notifications depend on them.`,
          ]
        : []),
    ],
    'RS.CO-02': [
      ...notifications.map(notificationAction),
      ...(appiApplies(incident)
        ? ['Notify the affected individuals in Japan promptly (APPI Art. 26(2)); where that is difficult, take alternative measures such as a public notice.']
        : []),
      ...(notifications.length === 0
        ? ['No statutory notification is computed from the input; re-check if personal data, significance or jurisdictions change.']
        : []),
      'Inform leadership, legal, communications and affected business owners; check contracts for customer and partner notice duties.',
    ],
    'RS.CO-03': [...coordination.share, 'Share externally only through designated contacts and agreed handling rules (TLP).'],
    'RS.MI-01': [...(incident.ongoing ? ['The incident is ongoing: contain before completing the analysis.'] : []), ...containment.contain],
    'RS.MI-02': [...containment.eradicate, 'Verify eradication with a fresh sweep for the indicators of compromise before closing.'],
  };

  return RESPOND_SUBCATEGORIES.map(([subcategory, title]) => ({ subcategory, title, actions: actions[subcategory] }));
}
