/** Orders ATT&CK and CWE ids by prefix, then numerically (T1003 before T1003.001 before T1005; CWE-9 before CWE-79). */
export function compareIds(a: string, b: string): number {
  const pa = /^([A-Z]+)-?(\d+)(?:\.(\d+))?$/.exec(a);
  const pb = /^([A-Z]+)-?(\d+)(?:\.(\d+))?$/.exec(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  if (pa[1] !== pb[1]) return (pa[1] ?? '') < (pb[1] ?? '') ? -1 : 1;
  return Number(pa[2]) - Number(pb[2]) || Number(pa[3] ?? -1) - Number(pb[3] ?? -1);
}
