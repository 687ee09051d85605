import type { UsageCounts } from '@secgate/core';

/** What a test reads back from the usage page's HTML: the charts' numbers and the tables'. */
export interface UsagePageNumbers {
  html: string;
  requestBars: { day: string; value: number }[];
  requestSegments: { day: string; series: string; value: number }[];
  spendBars: { day: string; value: number }[];
  spendSegments: { day: string; series: string; value: number }[];
  totals: UsageCounts;
  dayRows: { day: string; counts: UsageCounts }[];
  detailRows: { day: string; model: string; outcome: string; counts: UsageCounts }[];
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]));

function chart(html: string, id: string) {
  const svg = new RegExp(`<svg [^>]*data-chart="${id}"[^>]*>([\\s\\S]*?)</svg>`).exec(html)?.[1] ?? '';
  const bars = [...svg.matchAll(/<g class="usage-bar"[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .map((a) => ({ day: a['data-day'] ?? '', value: Number(a['data-value']) }));
  const segments = [...svg.matchAll(/<rect class="usage-segment[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .map((a) => ({ day: a['data-day'] ?? '', series: a['data-series'] ?? '', value: Number(a['data-value']) }));
  return { bars, segments };
}

function counts(row: string): UsageCounts {
  const values = Object.fromEntries([...row.matchAll(/<td class="num" data-field="(\w+)" data-value="(\d+)">/g)].map((m) => [m[1], Number(m[2])]));
  return {
    requests: values.requests ?? NaN,
    inputTokens: values.inputTokens ?? NaN,
    cachedInputTokens: values.cachedInputTokens ?? NaN,
    outputTokens: values.outputTokens ?? NaN,
    spendMicroUSD: values.spendMicroUSD ?? NaN,
  };
}

/** Reads the numbers of a rendered usage page (usage-page.tsx, usage-chart.tsx, usage-tables.tsx). */
export function readUsagePage(html: string): UsagePageNumbers {
  const requests = chart(html, 'usage-requests');
  const spend = chart(html, 'usage-spend');
  const rows = [...html.matchAll(/<tr [^>]*>[\s\S]*?<\/tr>/g)].map((m) => ({ tag: attributes(/<tr [^>]*>/.exec(m[0])?.[0] ?? ''), html: m[0] }));
  return {
    html,
    requestBars: requests.bars,
    requestSegments: requests.segments,
    spendBars: spend.bars,
    spendSegments: spend.segments,
    totals: counts(rows.find((row) => row.tag['data-total'] === 'period')?.html ?? ''),
    dayRows: rows.filter((row) => row.tag['data-day'] && !row.tag['data-model']).map((row) => ({ day: row.tag['data-day'] ?? '', counts: counts(row.html) })),
    detailRows: rows
      .filter((row) => row.tag['data-day'] && row.tag['data-model'])
      .map((row) => ({ day: row.tag['data-day'] ?? '', model: row.tag['data-model'] ?? '', outcome: row.tag['data-outcome'] ?? '', counts: counts(row.html) })),
  };
}
