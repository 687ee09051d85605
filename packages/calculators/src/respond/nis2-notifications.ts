import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { HOUR_MS, type RegulatoryNotification } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';

/** NIS2 applies here when the EU is a jurisdiction, the organisation is an essential or important entity, and the incident is significant. */
export function nis2Applies(incident: Incident): boolean {
  return incident.jurisdictions.includes('eu') && incident.nis2Entity && incident.significant;
}

/**
 * `ms` plus one calendar month in UTC, clamped to the month's last day (31 January -> 28 or 29
 * February): the NIS2 final report's month after the incident notification.
 *
 * @example
 * import { addCalendarMonthUtc } from '@secgate/calculators';
 *
 * new Date(addCalendarMonthUtc(Date.parse('2025-01-31T12:00:00Z'))).toISOString();
 * //=> '2025-02-28T12:00:00.000Z'
 */
export function addCalendarMonthUtc(ms: number): number {
  return addMonths(ms, 1, { in: tz('UTC') }).getTime();
}

/** NIS2 Art. 23(4): early warning, incident notification, then a final or a progress report. */
export function nis2Notifications(incident: Incident, awareAtMs: number): RegulatoryNotification[] {
  if (!nis2Applies(incident)) return [];
  const notificationMs = awareAtMs + 72 * HOUR_MS;
  const monthAfter = new Date(addCalendarMonthUtc(notificationMs)).toISOString();
  const out: RegulatoryNotification[] = [
    {
      regime: 'nis2',
      stage: 'early-warning',
      deadline: new Date(awareAtMs + 24 * HOUR_MS).toISOString(),
      basis: 'NIS2 Art. 23(4)(a)',
      note: 'To the CSIRT or competent authority: whether the incident is suspected of being caused by unlawful or malicious acts or could have a cross-border impact.',
    },
    {
      regime: 'nis2',
      stage: 'incident-notification',
      deadline: new Date(notificationMs).toISOString(),
      basis: 'NIS2 Art. 23(4)(b)',
      note: 'Updates the early warning with an initial assessment: severity, impact and, where available, indicators of compromise.',
    },
  ];
  if (incident.ongoing) {
    out.push(
      {
        regime: 'nis2',
        stage: 'progress-report',
        deadline: monthAfter,
        basis: 'NIS2 Art. 23(4)(e)',
        note: 'The incident is ongoing: a progress report is due when the final report would be, one calendar month after the incident-notification deadline.',
      },
      {
        regime: 'nis2',
        stage: 'final-report',
        deadline: null,
        basis: 'NIS2 Art. 23(4)(e)',
        note: 'One month after the incident has been handled.',
      },
    );
  } else {
    out.push({
      regime: 'nis2',
      stage: 'final-report',
      deadline: monthAfter,
      basis: 'NIS2 Art. 23(4)(d)',
      note: 'One calendar month after the incident-notification deadline (counted in UTC, clamped to the last day of the month); computed from that deadline, not from an earlier submission.',
    });
  }
  return out;
}
