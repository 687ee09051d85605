import { ok, parseTimestamp } from '@secgate/core';
import type { CalculatorResult } from '../calculator-error.js';
import { notificationDeadlines } from './notification-deadlines.js';
import type { RegulatoryNotification } from './regulatory-notification.js';
import { respondNotes } from './respond-notes.js';
import { type PlaybookStep, respondPlaybook } from './respond-playbook.js';
import type { IncidentCategory } from './respond-schema.js';
import { RESPOND_SUBCATEGORY_IDS, type RespondSubcategory } from './rs-subcategories.js';
import { type Triage, triageIncident } from './triage-incident.js';
import { validateRespond } from './validate-respond.js';

export interface RespondAnswer {
  /** `awareAt` in `toISOString()` form. */
  incident: { id: string; category: IncidentCategory; awareAt: string };
  triage: Triage;
  /** The 13 CSF 2.0 RESPOND subcategories, in CSF order. */
  playbook: PlaybookStep[];
  /** By deadline (nulls last), then regime, then stage. */
  notifications: RegulatoryNotification[];
  notes: string[];
  csf: { function: 'RESPOND'; subcategories: RespondSubcategory[] };
}

/** IR for the NIST CSF 2.0 RESPOND function: triage, playbook and statutory notification deadlines. Pure. */
export function respond(input: unknown): CalculatorResult<RespondAnswer> {
  const parsed = validateRespond(input);
  if (!parsed.ok) return parsed;
  const incident = parsed.value;
  // The schema has checked awareAt, so it parses.
  const awareAt = new Date(parseTimestamp(incident.awareAt) ?? Number.NaN).toISOString();
  const triage = triageIncident(incident);
  const notifications = notificationDeadlines(incident);
  const playbook = respondPlaybook({ ...incident, awareAt }, triage, notifications);
  return ok({
    incident: { id: incident.id, category: incident.category, awareAt },
    triage,
    playbook,
    notifications,
    notes: respondNotes(incident, notifications),
    csf: { function: 'RESPOND', subcategories: [...RESPOND_SUBCATEGORY_IDS] },
  });
}
