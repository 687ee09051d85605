/** The UTC calendar day of an instant, `YYYY-MM-DD`: the free tier counts requests per such day. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
