import { HOUR_MS, type RegulatoryNotification } from './regulatory-notification.js';
import type { Incident } from './respond-schema.js';

/** GDPR applies here when the EU is a jurisdiction and personal data records are affected. */
export function gdprApplies(incident: Incident): boolean {
  return incident.jurisdictions.includes('eu') && (incident.personalData?.records ?? 0) > 0;
}

/** GDPR Art. 33 (supervisory authority, 72 hours) and Art. 34 (data subjects, when high risk). */
export function gdprNotifications(incident: Incident, awareAtMs: number): RegulatoryNotification[] {
  if (!gdprApplies(incident)) return [];
  const out: RegulatoryNotification[] = [
    {
      regime: 'gdpr',
      stage: 'supervisory-authority',
      deadline: new Date(awareAtMs + 72 * HOUR_MS).toISOString(),
      basis: 'GDPR Art. 33(1)',
      note: 'Within 72 hours of becoming aware, unless the breach is unlikely to result in a risk to individuals; a later notification must give the reasons for the delay. Hours run through weekends and holidays.',
    },
  ];
  if (incident.personalData?.highRisk) {
    out.push({
      regime: 'gdpr',
      stage: 'data-subjects',
      deadline: null,
      basis: 'GDPR Art. 34(1)',
      note: 'Without undue delay: the breach is likely to result in a high risk to the rights and freedoms of the data subjects.',
    });
  }
  return out;
}
