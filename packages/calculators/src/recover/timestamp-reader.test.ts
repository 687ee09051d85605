import { parseTimestamp } from '@secgate/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTimestampReader } from './timestamp-reader.js';

describe('createTimestampReader', () => {
  it('answers exactly what parseTimestamp answers, asked once or many times, beyond what it remembers too', () => {
    const timestamps = fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('2025-02-30T00:00:00Z', 'not a time', '', '2025-06-30T08:00:00+09:00'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(timestamps, { maxLength: 60 }), (texts) => {
        const read = createTimestampReader();
        for (const text of [...texts, ...texts]) expect(read(text)).toBe(parseTimestamp(text));
      }),
    );
    const read = createTimestampReader();
    for (let i = 0; i < 5_000; i++) {
      const text = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
      expect(read(text)).toBe(Date.parse(text));
    }
  });
});
