import { type AppiSkippedDay, appiReportingPeriod } from './appi-final-deadline.js';
import { type RegulatoryNotification } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';
import { LARGE_RECORD_COUNT } from './triage-incident.js';

const DAY_MS = 86_400_000;

/** The sentence every APPI final-report entry carries (docs/calculators.md#notification-deadlines). */
export const APPI_WEEKENDS_ONLY = 'Rolls over weekends only, not public holidays.';

/**
 * APPI applies here when Japan is a jurisdiction and the leak is reportable under Enforcement
 * Rules Art. 7: more than 1,000 people, sensitive (special care-required) data, a risk of
 * financial damage, or data that may have been obtained for an unauthorized purpose.
 */
export function appiApplies(incident: Incident): boolean {
  const pd = incident.personalData;
  return (
    incident.jurisdictions.includes('jp') && pd !== undefined && (pd.records > LARGE_RECORD_COUNT || pd.sensitive || pd.financialRisk || pd.unauthorizedPurpose)
  );
}

/** APPI Art. 26(1): a preliminary report (promptly; shown as 5 days, indicative) and a final report. */
export function appiNotifications(incident: Incident, awareAtMs: number): RegulatoryNotification[] {
  if (!appiApplies(incident)) return [];
  const unauthorizedPurpose = incident.personalData?.unauthorizedPurpose ?? false;
  return [
    {
      regime: 'appi',
      stage: 'preliminary',
      deadline: new Date(awareAtMs + 5 * DAY_MS).toISOString(),
      basis: 'APPI Art. 26(1); Enforcement Rules Art. 8(1)',
      note: 'Indicative: the law says "promptly"; the regulator\'s guidance reads this as roughly 3 to 5 days from awareness. Shown as awareAt + 5 days.',
    },
    {
      regime: 'appi',
      stage: 'final',
      deadline: appiReportingPeriod(awareAtMs, unauthorizedPurpose, 'weekends').deadline,
      basis: 'APPI Art. 26(1); Enforcement Rules Art. 8(2)',
      note: appiFinalNote(awareAtMs, unauthorizedPurpose),
    },
  ];
}

/**
 * "Rolls over weekends only, not public holidays.", followed, when the PPC guideline (which also
 * skips national holidays and 29 December to 3 January) gives a later last day, by that day and
 * the holidays or closure days that make the difference.
 */
export function appiFinalNote(awareAt: string | number, unauthorizedPurpose: boolean): string {
  const statutory = appiReportingPeriod(awareAt, unauthorizedPurpose, 'weekends');
  const guideline = appiReportingPeriod(awareAt, unauthorizedPurpose, 'guideline');
  if (guideline.deadline === statutory.deadline) return APPI_WEEKENDS_ONLY;
  const reasons = joinAnd(guideline.skipped.filter(isHolidayOrClosure).map(describeSkip));
  return (
    `${APPI_WEEKENDS_ONLY} The PPC guideline (3-5-3-4), which also skips national holidays and the 29 December to 3 January closure, ` +
    `would end the period on ${guideline.lastDay} (deadline ${guideline.deadline}) because ${reasons}.`
  );
}

function isHolidayOrClosure(day: AppiSkippedDay): boolean {
  return day.reason === 'national-holiday' || day.reason === 'year-end-closure';
}

function describeSkip(day: AppiSkippedDay): string {
  return day.reason === 'national-holiday' ? `${day.date} is a national holiday (${day.holiday})` : `${day.date} falls in the year-end closure`;
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
