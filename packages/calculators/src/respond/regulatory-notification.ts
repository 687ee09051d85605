/** The law a notification is due under: GDPR, NIS2 or Japan's APPI. */
export type NotificationRegime = 'gdpr' | 'nis2' | 'appi';

/**
 * Which notification of its regime it is: GDPR's authority and data subjects, NIS2's four reports, APPI's two.
 */
export type NotificationStage =
  'supervisory-authority' | 'data-subjects' | 'early-warning' | 'incident-notification' | 'progress-report' | 'final-report' | 'preliminary' | 'final';

/** One statutory notification and its outer deadline. */
export interface RegulatoryNotification {
  regime: NotificationRegime;
  stage: NotificationStage;
  /** `toISOString()` form, or null when the law sets no fixed instant. */
  deadline: string | null;
  /** The article that sets the duty and the period. */
  basis: string;
  note?: string;
}

export const HOUR_MS = 3_600_000;

/** By deadline (nulls last), then regime, then stage, in code-unit order. */
export function compareNotifications(a: RegulatoryNotification, b: RegulatoryNotification): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    const byTime = Date.parse(a.deadline) - Date.parse(b.deadline);
    if (byTime !== 0) return byTime;
  }
  return compareText(a.regime, b.regime) || compareText(a.stage, b.stage);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
