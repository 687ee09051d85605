import { CVE_ID } from '../finding-schema.js';
import type { EpssRecord, FeedRead, RejectedRow } from './feed-record.js';
import { utcTime } from './feed-values.js';

/**
 * Reads FIRST's EPSS CSV: a comment line `#model_version:v2023.03.01,score_date:2026-11-25T00:00:00+0000`,
 * the header `cve,epss,percentile`, then one CVE per line with two probabilities from 0 to 1.
 */
export function readEpssFeed(text: string): Extract<FeedRead, { kind: 'epss' }> | { error: string } {
  const lines = text.split(/\r?\n/);
  const meta = /^#model_version:([^,]+),score_date:(\S+)$/.exec(lines[0]?.trim() ?? '');
  const publishedAt = meta ? utcTime(meta[2]) : undefined;
  if (!meta || publishedAt === undefined) return { error: 'The EPSS file does not start with "#model_version:...,score_date:...".' };
  if (lines[1]?.trim() !== 'cve,epss,percentile') return { error: 'The EPSS file has no "cve,epss,percentile" header on its second line.' };
  const records: EpssRecord[] = [];
  const rejected: RejectedRow[] = [];
  lines.slice(2).forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `line ${i + 3}`;
    const [cve, epss, percentile, ...extra] = line.trim().split(',');
    if (cve === undefined || !CVE_ID.test(cve)) return rejected.push({ at, reason: 'no valid CVE id' });
    const p = probability(epss);
    const q = probability(percentile);
    if (extra.length > 0 || p === undefined || q === undefined) return rejected.push({ at, reason: `${cve}: epss and percentile must be numbers from 0 to 1` });
    return records.push({ cve, epss: p, percentile: q });
  });
  return { kind: 'epss', publishedAt, modelVersion: meta[1] as string, records, rejected };
}

function probability(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+(\.\d+)?(e-?\d+)?$/i.test(text)) return undefined;
  const value = Number(text);
  return value >= 0 && value <= 1 ? value : undefined;
}
