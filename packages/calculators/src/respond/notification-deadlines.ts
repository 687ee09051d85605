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
 */
export function notificationDeadlines(incident: Incident): RegulatoryNotification[] {
  const awareAtMs = parseTimestamp(incident.awareAt);
  if (awareAtMs === undefined) throw new RangeError(`awareAt is not a timestamp: ${incident.awareAt}`);
  return [
    ...gdprNotifications(incident, awareAtMs),
    ...nis2Notifications(incident, awareAtMs),
    ...appiNotifications(incident, awareAtMs),
  ].sort(compareNotifications);
}
