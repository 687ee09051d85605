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

/** respond's answer: the incident, its triage, the RESPOND playbook, the notifications and notes. */
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

/**
 * IR for the NIST CSF 2.0 RESPOND function: triage, playbook and statutory notification deadlines.
 * Pure: `awareAt` is the only "now". The deadlines are statutory outer limits, not legal advice.
 *
 * @example
 * import { respond } from '@secgate/calculators';
 *
 * // A breach of 12,000 customer records in the EU and Japan, known at 16:30 UTC on 5 June 2025:
 * const answer = respond({
 *   incident: {
 *     id: 'INC-1',
 *     category: 'data-breach',
 *     awareAt: '2025-06-05T16:30:00Z',
 *     ongoing: false,
 *     criticalSystemAffected: false,
 *     significant: false,
 *     nis2Entity: false,
 *     personalData: { records: 12000 },
 *     jurisdictions: ['eu', 'jp'],
 *   },
 * });
 * answer.ok && answer.value.triage.priority;
 * //=> 'P2'
 * answer.ok && answer.value.notifications.map((n) => `${n.regime} ${n.stage} ${n.deadline}`);
 * //=> ['gdpr supervisory-authority 2025-06-08T16:30:00.000Z', 'appi preliminary 2025-06-10T16:30:00.000Z',
 * //     'appi final 2025-07-07T14:59:59.999Z']
 */
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
