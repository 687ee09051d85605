import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appiFinalDeadline, appiGuidelineDeadline, appiReportingPeriod } from './appi-final-deadline.js';

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;

/** Any instant from 2000 to 2100, written with any whole-quarter-hour offset from -14:00 to +14:00. */
const awareAtArb = fc
  .record({
    ms: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31, 23, 59, 59, 999) }),
    offsetQuarters: fc.integer({ min: -56, max: 56 }),
  })
  .map(({ ms, offsetQuarters }) => {
    const offsetMinutes = offsetQuarters * 15;
    const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    return { ms, text: `${local}${offset}` };
  });

describe('APPI final deadline properties', () => {
  it('falls on a weekday in Japan, at 23:59:59.999 Japan time, at least 29 (or 59) days after awareAt, never after the guideline date', () => {
    fc.assert(
      fc.property(awareAtArb, fc.boolean(), ({ ms, text }, unauthorizedPurpose) => {
        const deadline = appiFinalDeadline(text, unauthorizedPurpose);
        expect(appiFinalDeadline(ms, unauthorizedPurpose)).toBe(deadline);
        const deadlineMs = Date.parse(deadline);
        expect(new Date(deadlineMs).toISOString()).toBe(deadline);

        const weekday = new TZDate(deadlineMs, 'Asia/Tokyo').getDay();
        expect(weekday).not.toBe(0);
        expect(weekday).not.toBe(6);
        expect((deadlineMs + JST_MS) % DAY_MS).toBe(DAY_MS - 1);

        const minDays = unauthorizedPurpose ? 59 : 29;
        expect(deadlineMs - ms).toBeGreaterThanOrEqual(minDays * DAY_MS);
        // At most two weekend days are rolled over.
        expect(deadlineMs - ms).toBeLessThan((minDays + 3) * DAY_MS);

        const guideline = appiGuidelineDeadline(text, unauthorizedPurpose);
        expect(Date.parse(guideline)).toBeGreaterThanOrEqual(deadlineMs);
        expect(appiReportingPeriod(text, unauthorizedPurpose, 'guideline').skipped.length).toBeGreaterThanOrEqual(
          appiReportingPeriod(text, unauthorizedPurpose).skipped.length,
        );
      }),
      { numRuns: 300 },
    );
  });
});
