import { parseTimestamp } from '@secgate/core';

/** parseTimestamp, remembering its answers within one calculation. */
export type TimestampReader = (text: string) => number | undefined;

/** Distinct timestamps remembered; past this, the rest are parsed each time. */
const REMEMBERED = 4_096;

/**
 * An estate's backups run in a few windows, so 100,000 assets carry far fewer distinct timestamps
 * than their 200,000 fields, and each is read twice (validated, then aged). Remembering a bounded
 * number of them costs a map lookup per field instead of a parse.
 */
export function createTimestampReader(): TimestampReader {
  const seen = new Map<string, number | undefined>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined || seen.has(text)) return known;
    const ms = parseTimestamp(text);
    if (seen.size < REMEMBERED) seen.set(text, ms);
    return ms;
  };
}
