// respond (IR): NIST CSF 2.0 RESPOND triage, playbook and statutory notification deadlines.
export { respond, type RespondAnswer } from './respond.js';
export { respondExample } from './respond-example.js';
export {
  respondSchema,
  type RespondInput,
  type Incident,
  type PersonalData,
  INCIDENT_CATEGORIES,
  type IncidentCategory,
  JURISDICTIONS,
  type Jurisdiction,
} from './respond-schema.js';
export { triageIncident, TRIAGE_FACTORS, type Triage, type TriageFactor, type IncidentPriority } from './triage-incident.js';
export { respondPlaybook, type PlaybookStep } from './respond-playbook.js';
export { RESPOND_SUBCATEGORIES, RESPOND_SUBCATEGORY_IDS, type RespondSubcategory } from './rs-subcategories.js';
export { notificationDeadlines } from './notification-deadlines.js';
export { type RegulatoryNotification, type NotificationRegime, type NotificationStage } from './regulatory-notification.js';
export { addCalendarMonthUtc } from './nis2-notifications.js';
export { appiFinalNote, APPI_WEEKENDS_ONLY } from './appi-notifications.js';
export {
  appiFinalDeadline,
  appiGuidelineDeadline,
  appiReportingPeriod,
  type AppiCalendar,
  type AppiReportingPeriod,
  type AppiSkippedDay,
} from './appi-final-deadline.js';
