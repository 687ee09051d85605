/**
 * How far an instant is from now, in words a reader takes in at a glance: "just now",
 * "5 minutes ago", "in 4 days". Pages show it with the exact UTC instant beside it (on hover and in
 * the markup), so the words may round: every unit is floored, so "3 hours ago" is never more than
 * it says. `nowMs` is a parameter: the core reads no clock.
 *
 * The units, by distance |at - now|:
 * - under 1 minute: "just now" (either side: clocks of two machines disagree by seconds);
 * - under 1 hour: minutes; under 1 day: hours; under 60 days: days;
 * - under 365 days: months of 30 days; then years of 365 days.
 */
export function describeAge(atMs: number, nowMs: number): string {
  const distance = Math.abs(atMs - nowMs);
  if (distance < MINUTE) return 'just now';
  const [count, unit] = inUnits(distance);
  const amount = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return atMs < nowMs ? `${amount} ago` : `in ${amount}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function inUnits(distance: number): [number, string] {
  if (distance < HOUR) return [Math.floor(distance / MINUTE), 'minute'];
  if (distance < DAY) return [Math.floor(distance / HOUR), 'hour'];
  if (distance < 60 * DAY) return [Math.floor(distance / DAY), 'day'];
  if (distance < 365 * DAY) return [Math.floor(distance / (30 * DAY)), 'month'];
  return [Math.floor(distance / (365 * DAY)), 'year'];
}
