import { describeAge } from '@secgate/core';

/** The instant to the second, as the `datetime` attribute wants it: `2026-11-28T09:30:42Z`. */
export function utcInstant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * An instant in the reader's terms ("5 minutes ago", "in 4 days"), with the exact UTC instant in
 * the markup and on hover: the words round, the title does not. `now` comes from the route's
 * clock, so a page renders the same for the same clock (and in tests).
 */
export function When({ at, now }: { at: number; now: number }) {
  const exact = utcInstant(at);
  return (
    <time datetime={exact} title={`${exact.slice(0, 10)} ${exact.slice(11, 19)} UTC`}>
      {describeAge(at, now)}
    </time>
  );
}
