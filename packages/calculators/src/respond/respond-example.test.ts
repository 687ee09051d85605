import { describe, expect, it } from 'vitest';
import { respondExample } from './respond-example.js';
import { respond } from './respond.js';

describe('respondExample', () => {
  it('is valid JSON that respond accepts', () => {
    expect(JSON.parse(JSON.stringify(respondExample))).toEqual(respondExample);
    expect(respond(respondExample).ok).toBe(true);
  });

  it('shows ransomware in Japan and the EU with every regime', () => {
    const result = respond(respondExample);
    if (!result.ok) throw new Error(result.error.message);
    const { incident, triage, notifications } = result.value;
    expect(incident.awareAt).toBe('2025-06-05T16:30:00.000Z');
    expect(triage.priority).toBe('P1');
    // 01:30 on Friday 6 June in Tokyo; unauthorized purpose: 60 days, day 1 = 6 June, + 59 = Monday 4 August.
    expect(notifications.map((n) => [n.regime, n.stage, n.deadline])).toEqual([
      ['nis2', 'early-warning', '2025-06-06T16:30:00.000Z'],
      ['gdpr', 'supervisory-authority', '2025-06-08T16:30:00.000Z'],
      ['nis2', 'incident-notification', '2025-06-08T16:30:00.000Z'],
      ['appi', 'preliminary', '2025-06-10T16:30:00.000Z'],
      ['nis2', 'progress-report', '2025-07-08T16:30:00.000Z'],
      ['appi', 'final', '2025-08-04T14:59:59.999Z'],
      ['gdpr', 'data-subjects', null],
      ['nis2', 'final-report', null],
    ]);
  });
});
