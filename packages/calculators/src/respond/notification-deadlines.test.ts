import { describe, expect, it } from 'vitest';
import { notificationDeadlines } from './notification-deadlines.js';
import { addCalendarMonthUtc } from './nis2-notifications.js';
import { incidentWith, personalData } from './respond.test-support.js';

const AWARE = '2025-06-05T16:30:00Z';
const rows = (...args: Parameters<typeof incidentWith>) =>
  notificationDeadlines(incidentWith(...args)).map(({ regime, stage, deadline }) => [regime, stage, deadline]);
const eu = { jurisdictions: ['eu'] as ('jp' | 'eu' | 'other')[], awareAt: AWARE };
const jp = { jurisdictions: ['jp'] as ('jp' | 'eu' | 'other')[], awareAt: AWARE };
const nis2 = { ...eu, nis2Entity: true, significant: true };

describe('GDPR', () => {
  it('notifies the supervisory authority within 72 hours when EU personal data records are affected', () => {
    const [row] = notificationDeadlines(incidentWith({ ...eu, personalData: personalData(1) }));
    expect(row).toMatchObject({ regime: 'gdpr', stage: 'supervisory-authority', deadline: '2025-06-08T16:30:00.000Z', basis: 'GDPR Art. 33(1)' });
    expect(row?.note).toMatch(/72 hours/);
  });

  it('adds the data subjects, with no fixed deadline, when the risk is high', () => {
    const all = notificationDeadlines(incidentWith({ ...eu, personalData: personalData(10, { highRisk: true }) }));
    expect(all[1]).toEqual({
      regime: 'gdpr',
      stage: 'data-subjects',
      deadline: null,
      basis: 'GDPR Art. 34(1)',
      note: expect.stringMatching(/without undue delay/i),
    });
  });

  it('does not apply without EU jurisdiction or without records', () => {
    expect(rows({ ...eu, personalData: personalData(0, { highRisk: true }) })).toEqual([]);
    expect(rows({ ...eu })).toEqual([]);
    expect(rows({ jurisdictions: ['other'], personalData: personalData(50) })).toEqual([]);
  });
});

describe('NIS2', () => {
  it('gives an early warning at 24 h, a notification at 72 h and a final report a calendar month later', () => {
    const all = notificationDeadlines(incidentWith(nis2));
    expect(all.map(({ stage, deadline, basis }) => [stage, deadline, basis])).toEqual([
      ['early-warning', '2025-06-06T16:30:00.000Z', 'NIS2 Art. 23(4)(a)'],
      ['incident-notification', '2025-06-08T16:30:00.000Z', 'NIS2 Art. 23(4)(b)'],
      ['final-report', '2025-07-08T16:30:00.000Z', 'NIS2 Art. 23(4)(d)'],
    ]);
    expect(all.every((n) => n.regime === 'nis2' && n.note)).toBe(true);
  });

  it('gives a progress report at that instant and a final report with no fixed deadline while ongoing', () => {
    const all = notificationDeadlines(incidentWith({ ...nis2, ongoing: true }));
    expect(all.map(({ stage, deadline, basis }) => [stage, deadline, basis])).toEqual([
      ['early-warning', '2025-06-06T16:30:00.000Z', 'NIS2 Art. 23(4)(a)'],
      ['incident-notification', '2025-06-08T16:30:00.000Z', 'NIS2 Art. 23(4)(b)'],
      ['progress-report', '2025-07-08T16:30:00.000Z', 'NIS2 Art. 23(4)(e)'],
      ['final-report', null, 'NIS2 Art. 23(4)(e)'],
    ]);
    expect(all[3]?.note).toBe('One month after the incident has been handled.');
  });

  it('clamps the month to its last day', () => {
    // 2025-01-28T12:00Z + 72 h = 2025-01-31T12:00Z; + 1 month = 31 February -> 28 February 2025.
    const final = notificationDeadlines(incidentWith({ ...nis2, awareAt: '2025-01-28T12:00:00Z' })).find((n) => n.stage === 'final-report');
    expect(final?.deadline).toBe('2025-02-28T12:00:00.000Z');
    // In a leap year, 29 February.
    expect(new Date(addCalendarMonthUtc(Date.UTC(2024, 0, 31, 12))).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    // 31 March + 1 month = 30 April.
    expect(new Date(addCalendarMonthUtc(Date.UTC(2025, 2, 31, 23, 59))).toISOString()).toBe('2025-04-30T23:59:00.000Z');
  });

  it('adds the month in UTC, whatever the offset awareAt was written in', () => {
    // 2025-03-28T23:00-05:00 = 2025-03-29T04:00Z; + 72 h = 2025-04-01T04:00Z (still 31 March in New York); + 1 month = 1 May.
    const final = notificationDeadlines(incidentWith({ ...nis2, awareAt: '2025-03-28T23:00:00-05:00' })).find((n) => n.stage === 'final-report');
    expect(final?.deadline).toBe('2025-05-01T04:00:00.000Z');
  });

  it('needs the EU, an NIS2 entity and a significant incident', () => {
    expect(rows({ ...nis2, nis2Entity: false })).toEqual([]);
    expect(rows({ ...nis2, significant: false })).toEqual([]);
    expect(rows({ ...nis2, jurisdictions: ['jp', 'other'] })).toEqual([]);
  });
});

describe('APPI', () => {
  it('gives an indicative preliminary report at 5 days and the final report', () => {
    const all = notificationDeadlines(incidentWith({ ...jp, personalData: personalData(1001) }));
    expect(all).toEqual([
      {
        regime: 'appi',
        stage: 'preliminary',
        deadline: '2025-06-10T16:30:00.000Z',
        basis: 'APPI Art. 26(1); Enforcement Rules Art. 8(1)',
        note: expect.stringMatching(/indicative/i),
      },
      {
        regime: 'appi',
        stage: 'final',
        deadline: '2025-07-07T14:59:59.999Z',
        basis: 'APPI Art. 26(1); Enforcement Rules Art. 8(2)',
        note: 'Rolls over weekends only, not public holidays.',
      },
    ]);
    expect(all[0]?.note).toMatch(/promptly/);
    expect(all[0]?.note).toMatch(/3 to 5 days/);
  });

  it('applies for more than 1,000 records, sensitive data, financial risk or an unauthorized purpose', () => {
    expect(rows({ ...jp, personalData: personalData(1000) })).toEqual([]);
    expect(rows({ ...jp, personalData: personalData(1, { sensitive: true }) })).toHaveLength(2);
    expect(rows({ ...jp, personalData: personalData(1, { financialRisk: true }) })).toHaveLength(2);
    // Unauthorized purpose: 60 days. Day 1 = 6 June; + 59 = Monday 4 August.
    expect(rows({ ...jp, personalData: personalData(1, { unauthorizedPurpose: true }) })[1]).toEqual(['appi', 'final', '2025-08-04T14:59:59.999Z']);
    expect(rows({ ...jp })).toEqual([]);
    expect(rows({ jurisdictions: ['eu'], personalData: personalData(5000, { sensitive: true }) }).map((r) => r[0])).toEqual(['gdpr']);
  });

  it('names the later guideline day and the holiday in the final note', () => {
    const final = notificationDeadlines(incidentWith({ ...jp, awareAt: '2025-06-22T09:00:00+09:00', personalData: personalData(2000) }))[1];
    expect(final?.deadline).toBe('2025-07-21T14:59:59.999Z');
    expect(final?.note).toMatch(/^Rolls over weekends only, not public holidays\. /);
    expect(final?.note).toContain('2025-07-22');
    expect(final?.note).toContain('Marine Day');
  });
});

describe('notificationDeadlines', () => {
  it('sorts by deadline (nulls last), then regime, then stage', () => {
    const all = rows({
      ...nis2,
      ongoing: true,
      jurisdictions: ['jp', 'eu'],
      personalData: personalData(5000, { highRisk: true }),
    });
    // Same instant (8 June): gdpr before nis2. The APPI final (7 July) comes before the NIS2 progress report (8 July).
    expect(all).toEqual([
      ['nis2', 'early-warning', '2025-06-06T16:30:00.000Z'],
      ['gdpr', 'supervisory-authority', '2025-06-08T16:30:00.000Z'],
      ['nis2', 'incident-notification', '2025-06-08T16:30:00.000Z'],
      ['appi', 'preliminary', '2025-06-10T16:30:00.000Z'],
      ['appi', 'final', '2025-07-07T14:59:59.999Z'],
      ['nis2', 'progress-report', '2025-07-08T16:30:00.000Z'],
      ['gdpr', 'data-subjects', null],
      ['nis2', 'final-report', null],
    ]);
  });

  it('breaks ties on regime, then stage', () => {
    // Not ongoing: the NIS2 final report shares no instant; the GDPR and NIS2 72-hour rows do.
    const all = rows({ ...nis2, personalData: personalData(5) });
    expect(all.slice(1, 3)).toEqual([
      ['gdpr', 'supervisory-authority', '2025-06-08T16:30:00.000Z'],
      ['nis2', 'incident-notification', '2025-06-08T16:30:00.000Z'],
    ]);
  });

  it('computes nothing for jurisdiction other', () => {
    expect(rows({ ...nis2, jurisdictions: ['other'], personalData: personalData(10_000, { sensitive: true, highRisk: true }) })).toEqual([]);
  });
});
