import { parseTimestamp } from '../../validation/parse-timestamp.js';

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A feed's time as epoch ms. NVD writes UTC without an offset (`2021-12-10T10:15:09.143`), CISA
 * with four fraction digits and `Z`, FIRST with `+0000`: each is read as the UTC it means.
 */
export function utcTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const withColon = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const withOffset = /(Z|[+-]\d{2}:\d{2})$/.test(withColon) ? withColon : `${withColon}Z`;
  return parseTimestamp(withOffset);
}
