import { appiApplies } from './appi-notifications.js';
import type { RegulatoryNotification } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';

export const LEGAL_DISCLAIMER = 'Deadlines are statutory outer limits, not legal advice.';
export const OTHER_JURISDICTION = "No statutory deadline is computed for jurisdiction 'other'.";

/** The disclaimers that apply to a respond answer, in a fixed order. */
export function respondNotes(incident: Incident, notifications: readonly RegulatoryNotification[]): string[] {
  const notes = [LEGAL_DISCLAIMER];
  if (incident.jurisdictions.includes('other')) notes.push(OTHER_JURISDICTION);
  if (notifications.some((n) => n.regime !== 'appi')) {
    notes.push('Hour and month periods run through weekends and holidays; the month is added in UTC and clamped to the last day of the month.');
  }
  if (incident.jurisdictions.includes('jp') && incident.personalData && !appiApplies(incident)) {
    notes.push(
      'No APPI report is computed: the leak involves 1,000 people or fewer and no sensitive data, risk of financial damage or unauthorized purpose (Enforcement Rules Art. 7).',
    );
  }
  return notes;
}
