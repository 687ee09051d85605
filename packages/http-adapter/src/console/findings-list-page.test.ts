import { describe, expect, it } from 'vitest';
import { useTestStore } from '../auth/test-deps.test-support.js';
import { consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';
import { get, report, reportFindings, text } from './findings-pages.test-support.js';

/*
 * /console/findings through the real app on a real store: the signed-in principal's findings only,
 * in the API's order, with the API's filters read by the API's reader, a page at a time.
 */
const store = useTestStore();

/** Three findings of one principal: scores 100 (confirmed), 75 (likely) and 10 (unreachable), no feed. */
async function ledger() {
  const s = consoleTestApp(store());
  const browser = await signedInBrowser(s);
  const cvss = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
  const ids = await reportFindings(s, browser, [
    { ...report('d-1', 'web-1', 'CVE-2021-41773', 'confirmed'), cvss },
    { ...report('d-2', 'mail-gw', 'CVE-2021-44228', 'likely'), cvss },
    { ...report('d-3', 'web-1', 'CVE-2024-3094', 'unreachable', '2026-11-21T10:00:00Z'), cvss },
  ]);
  return { s, browser, ids };
}

/** The findings a page lists, by their row link: CVE ids in the page's order. */
const listed = (html: string) => [...html.matchAll(/<th scope="row"><a href="\/console\/findings\/fnd_[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);

describe('the findings page', () => {
  it('lists the principal’s findings, highest score first, with score, status, asset and times', async () => {
    const { s, browser } = await ledger();
    const res = await get(s, '/console/findings', browser.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(listed(html)).toEqual(['CVE-2021-41773', 'CVE-2021-44228', 'CVE-2024-3094']);
    // The score is a number: right-aligned by the stylesheet's th.num / td.num, no inline style.
    expect(html).toContain('<th scope="col" class="num">Score</th>');
    expect(html).toContain('<td class="num">100</td>');
    expect(html).not.toMatch(/style="/);
    const page = text(html);
    expect(page).toContain('Finding Score Status Asset Reachability First seen Last seen');
    expect(page).toMatch(/CVE-2024-3094 10 detected web-1 unreachable \S+/);
    expect(html).toContain('<time datetime="2026-11-21T10:00:00Z"');
    expect(html).toContain('<time datetime="2026-11-20T09:30:00Z"');
    expect(page).not.toContain('Next page');
    expect(html).toContain('<a href="/console/findings">Findings</a>');
  });

  it('shows nothing of another principal’s ledger', async () => {
    const { s } = await ledger();
    const other = await signedInBrowser(s);
    const html = await (await get(s, '/console/findings', other.cookie)).text();
    expect(listed(html)).toEqual([]);
    expect(text(html)).toContain('No findings yet');
  });

  it('filters with the API’s filters, an empty form field meaning any', async () => {
    const { s, browser } = await ledger();
    const byAsset = await (await get(s, '/console/findings?status=&asset=web-1&cve=&minScore=', browser.cookie)).text();
    expect(listed(byAsset)).toEqual(['CVE-2021-41773', 'CVE-2024-3094']);
    // The form keeps what was asked.
    expect(byAsset).toContain('name="asset" type="text" maxlength="200" value="web-1"');
    expect(listed(await (await get(s, '/console/findings?minScore=50', browser.cookie)).text())).toEqual(['CVE-2021-41773', 'CVE-2021-44228']);
    expect(listed(await (await get(s, '/console/findings?cve=CVE-2021-44228', browser.cookie)).text())).toEqual(['CVE-2021-44228']);
    const none = await (await get(s, '/console/findings?status=closed', browser.cookie)).text();
    expect(listed(none)).toEqual([]);
    expect(text(none)).toContain('No finding matches these filters.');
    expect(none).toMatch(/<option value="closed" selected="">closed<\/option>/);
  });

  it('refuses a filter the API refuses, with the API’s reason and a 400 page', async () => {
    const { s, browser } = await ledger();
    const res = await get(s, '/console/findings?minScore=101&asset=web-1', browser.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("The field 'minScore' is out of range.");
    expect(html).toContain('value="web-1"');
    expect(listed(html)).toEqual([]);
    expect((await get(s, '/console/findings?cve=log4shell', browser.cookie)).status).toBe(400);
    expect((await get(s, '/console/findings?sort=asc', browser.cookie)).status).toBe(400);
  });

  it('pages with the API’s cursor, the filters kept on the Next page link', async () => {
    const { s, browser } = await ledger();
    const first = await (await get(s, '/console/findings?limit=1&minScore=5', browser.cookie)).text();
    expect(listed(first)).toEqual(['CVE-2021-41773']);
    const next = /<a href="([^"]+)" rel="next">Next page<\/a>/.exec(first)?.[1]?.replaceAll('&amp;', '&');
    expect(next).toMatch(/^\/console\/findings\?limit=1&minScore=5&cursor=100\.fnd_/);
    const second = await (await get(s, next as string, browser.cookie)).text();
    expect(listed(second)).toEqual(['CVE-2021-44228']);
    expect(text(second)).toContain('First page');
    const third = /<a href="([^"]+)" rel="next">Next page<\/a>/.exec(second)?.[1]?.replaceAll('&amp;', '&');
    const last = await (await get(s, third as string, browser.cookie)).text();
    expect(listed(last)).toEqual(['CVE-2024-3094']);
    expect(last).not.toContain('rel="next"');
  });

  it('sends a browser without a session to sign in and back', async () => {
    const { s } = await ledger();
    const res = await get(s, '/console/findings', 'secgate_session=nope');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Ffindings');
  });
});
