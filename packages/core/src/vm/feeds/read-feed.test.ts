import { describe, expect, it } from 'vitest';
import { epssFeed, kevFeed, nvdEntry, nvdFeed } from './feed-samples.test-support.js';
import { readFeed } from './read-feed.js';

const V31 = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H';
const V40 = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:H/SA:H';

describe('readFeed', () => {
  it('reads an NVD CVE API 2.0 answer: ids, times, the primary vector (v4.0 first), vulnerable CPEs', () => {
    const text = nvdFeed([
      nvdEntry('CVE-2021-44228', {
        v31: V31,
        v40: V40,
        cpes: ['cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:*', 'cpe:2.3:o:vendor:os:1:*:*:*:*:*:*:*', 'cpe:2.3:a:apache:log4j:2.0:beta9:*:*:*:*:*:*'],
      }),
      nvdEntry('CVE-2024-3094', { secondary: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H' }),
      nvdEntry('CVE-2023-0001'),
    ]);
    const read = readFeed(text);
    expect(read).toMatchObject({ kind: 'nvd', publishedAt: Date.parse('2026-11-25T08:00:00.000Z'), rejected: [] });
    if (!('records' in read)) throw new Error('not read');
    expect(read.records).toEqual([
      {
        cve: 'CVE-2021-44228',
        lastModified: Date.parse('2025-04-03T20:03:51.150Z'),
        cvss: V40,
        cpes: ['cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:*', 'cpe:2.3:a:apache:log4j:2.0:beta9:*:*:*:*:*:*'],
      },
      { cve: 'CVE-2024-3094', lastModified: Date.parse('2025-04-03T20:03:51.150Z'), cvss: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H', cpes: [] },
      { cve: 'CVE-2023-0001', lastModified: Date.parse('2025-04-03T20:03:51.150Z'), cvss: null, cpes: [] },
    ]);
  });

  it('reports NVD records it cannot use and keeps the rest', () => {
    const read = readFeed(
      nvdFeed([nvdEntry('CVE-2021-44228', { v31: V31 }), { cve: { id: 'not-a-cve' } }, nvdEntry('CVE-2022-0002', { lastModified: 'yesterday' }), 'junk']),
    );
    expect(read).toMatchObject({
      kind: 'nvd',
      records: [{ cve: 'CVE-2021-44228' }],
      rejected: [
        { at: 'vulnerabilities[1]', reason: 'no valid CVE id' },
        { at: 'vulnerabilities[2]', reason: 'CVE-2022-0002: no valid "lastModified"' },
        { at: 'vulnerabilities[3]', reason: 'no "cve" object' },
      ],
    });
  });

  it('reads the CISA KEV catalog and reports its bad rows', () => {
    const read = readFeed(
      kevFeed([
        { cveID: 'CVE-2021-44228', dateAdded: '2021-12-10' },
        { cveID: 'CVE-21-4428', dateAdded: '2021-12-10' },
        { cveID: 'CVE-2024-3094', dateAdded: '2024-02-30' },
      ]),
    );
    expect(read).toMatchObject({
      kind: 'kev',
      version: '2026.11.25',
      publishedAt: Date.parse('2026-11-25T15:00:01.456Z'),
      records: [{ cve: 'CVE-2021-44228', dateAdded: '2021-12-10' }],
      rejected: [
        { at: 'vulnerabilities[1]', reason: 'no valid "cveID"' },
        { at: 'vulnerabilities[2]', reason: 'CVE-2024-3094: no valid "dateAdded"' },
      ],
    });
  });

  it('reads the FIRST EPSS CSV, with its model and score date, and reports its bad lines', () => {
    const read = readFeed(
      epssFeed(['CVE-2021-44228,0.94358,0.99967', 'CVE-2024-3094,8.5e-4,0.2', 'CVE-2024-0001,1.5,0.9', 'nope,0.1,0.1', 'CVE-2024-0002,0.1,0.2,extra']),
    );
    expect(read).toMatchObject({
      kind: 'epss',
      modelVersion: 'v2025.03.14',
      publishedAt: Date.parse('2026-11-25T00:00:00Z'),
      records: [
        { cve: 'CVE-2021-44228', epss: 0.94358, percentile: 0.99967 },
        { cve: 'CVE-2024-3094', epss: 0.00085, percentile: 0.2 },
      ],
      rejected: [
        { at: 'line 5', reason: 'CVE-2024-0001: epss and percentile must be numbers from 0 to 1' },
        { at: 'line 6', reason: 'no valid CVE id' },
        { at: 'line 7', reason: 'CVE-2024-0002: epss and percentile must be numbers from 0 to 1' },
      ],
    });
  });

  it.each([
    ['plain text', 'hello'],
    ['broken JSON', '{"format": "NVD_CVE",'],
    ['a JSON array', '[]'],
    ['JSON that is no known feed', '{"data": []}'],
    ['an NVD answer without a timestamp', JSON.stringify({ format: 'NVD_CVE', vulnerabilities: [] })],
    ['a KEV catalog without vulnerabilities', JSON.stringify({ catalogVersion: '1', dateReleased: '2026-11-25T00:00:00Z' })],
    ['an EPSS file without its header', '#model_version:v1,score_date:2026-11-25T00:00:00+0000\nCVE-2021-44228,0.9,0.9\n'],
  ])('refuses %s as a whole, with a reason', (_, text) => {
    expect(readFeed(text)).toEqual({ error: expect.any(String) });
  });
});
