import { parseTimestamp } from '@secgate/core';
import { appiNotifications } from './appi-notifications.js';
import { gdprNotifications } from './gdpr-notifications.js';
import { nis2Notifications } from './nis2-notifications.js';
import { type RegulatoryNotification, compareNotifications } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';

/**
 * Every statutory notification the incident triggers under GDPR, NIS2 and APPI, sorted by
 * deadline (nulls last), then regime, then stage. Hour and month periods never roll over
 * weekends or holidays; only the APPI final report rolls over weekends.
 *
 * @example
 * import { notificationDeadlines, type Incident } from '@secgate/calculators';
 *
 * // A significant incident at an EU essential entity, known at 16:30 UTC on 5 June 2025:
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
 * notificationDeadlines(incident).map((n) => `${n.regime} ${n.stage} ${n.deadline}`);
 * //=> ['nis2 early-warning 2025-06-06T16:30:00.000Z', 'nis2 incident-notification 2025-06-08T16:30:00.000Z',
 * //     'nis2 progress-report 2025-07-08T16:30:00.000Z', 'nis2 final-report null']
 */
export function notificationDeadlines(incident: Incident): RegulatoryNotification[] {
  const awareAtMs = parseTimestamp(incident.awareAt);
  if (awareAtMs === undefined) throw new RangeError(`awareAt is not a timestamp: ${incident.awareAt}`);
  return [...gdprNotifications(incident, awareAtMs), ...nis2Notifications(incident, awareAtMs), ...appiNotifications(incident, awareAtMs)].sort(
    compareNotifications,
  );
}
