import type { RegulatoryNotification } from './regulatory-notification.js';

const WHAT: Readonly<Record<RegulatoryNotification['regime'], Readonly<Record<string, string>>>> = {
  gdpr: {
    'supervisory-authority': 'Notify the competent GDPR supervisory authority of the personal data breach',
    'data-subjects': 'Notify the affected data subjects of the breach',
  },
  nis2: {
    'early-warning': 'Send the NIS2 early warning to the CSIRT or competent authority',
    'incident-notification': 'Send the NIS2 incident notification to the CSIRT or competent authority',
    'progress-report': 'Send the NIS2 progress report to the CSIRT or competent authority',
    'final-report': 'Send the NIS2 final report to the CSIRT or competent authority',
  },
  appi: {
    preliminary: 'Send the APPI preliminary report to the Personal Information Protection Commission (PPC)',
    final: 'Send the APPI final report to the Personal Information Protection Commission (PPC)',
  },
};

const WITHOUT_DEADLINE: Readonly<Record<string, string>> = {
  'gdpr/data-subjects': 'without undue delay',
  'nis2/final-report': 'one month after the incident has been handled',
};

/** One RS.CO-02 action naming a computed notification, its deadline and its basis. */
export function notificationAction(n: RegulatoryNotification): string {
  const what = WHAT[n.regime][n.stage] ?? `Send the ${n.regime} ${n.stage}`;
  const when =
    n.deadline === null
      ? (WITHOUT_DEADLINE[`${n.regime}/${n.stage}`] ?? 'without a fixed deadline')
      : n.regime === 'appi' && n.stage === 'preliminary'
        ? `promptly, indicatively by ${n.deadline}`
        : `by ${n.deadline}`;
  return `${what} ${when} (${n.basis}).`;
}
