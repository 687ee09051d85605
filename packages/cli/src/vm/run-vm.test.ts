import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@secgate/store';
import { afterEach, describe, expect, it } from 'vitest';
import { secgate } from '../knowledge/cli-harness.test-support.js';

const CVE = 'CVE-2021-41773';
const T0 = Date.UTC(2026, 10, 20);

// Small feeds in the real formats, as NVD, CISA and FIRST publish them.
const kev = (cveID: string) =>
  JSON.stringify({
    title: 'CISA Catalog of Known Exploited Vulnerabilities',
    catalogVersion: '2026.11.25',
    dateReleased: '2026-11-25T15:00:01.4567Z',
    count: 2,
    vulnerabilities: [
      { cveID, vendorProject: 'Apache', product: 'HTTP Server', dateAdded: '2021-11-03' },
      { cveID: 'CVE-99', dateAdded: '2021-11-03' },
    ],
  });
const epss = (rows: string[]) => ['#model_version:v2025.03.14,score_date:2026-11-25T00:00:00+0000', 'cve,epss,percentile', ...rows, ''].join('\n');
const nvd = (vector: string) =>
  JSON.stringify({
    resultsPerPage: 1,
    startIndex: 0,
    totalResults: 1,
    format: 'NVD_CVE',
    version: '2.0',
    timestamp: '2026-11-25T08:00:00.000',
    vulnerabilities: [
      {
        cve: {
          id: CVE,
          published: '2021-10-05T09:15:07.593',
          lastModified: '2025-04-03T20:03:51.150',
          metrics: { cvssMetricV31: [{ source: 'nvd@nist.gov', type: 'Primary', cvssData: { version: '3.1', vectorString: vector } }] },
          configurations: [],
        },
      },
    ],
  });

describe('secgate vm import-feed', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function ledgerWithOneFinding() {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-cli-vm-'));
    dirs.push(dir);
    const db = `file:${join(dir, 'db')}`;
    const store = await openStore(db);
    await store.createPrincipal({ id: 'p_vm', now: T0 });
    const [created] = await store.recordFindings(
      'p_vm',
      [{ source: 'dast', sourceId: 'd-1', asset: { id: 'web-1' }, vulnerability: { cve: CVE }, reachability: 'confirmed', observedAt: '2026-11-20T09:00:00Z' }],
      T0,
      () => 'fnd_00000000-0000-4000-8000-000000000001',
    );
    await store.close();
    const write = (name: string, text: string) => {
      const file = join(dir, name);
      writeFileSync(file, text);
      return file;
    };
    const scoreNow = async () => {
      const reopened = await openStore(db);
      try {
        return await reopened.getFinding('p_vm', created?.findingId as string);
      } finally {
        await reopened.close();
      }
    };
    return { db, write, scoreNow };
  }

  it('imports the three feeds by their content, and each one moves the open finding’s score', async () => {
    const { db, write, scoreNow } = await ledgerWithOneFinding();
    expect(await scoreNow()).toMatchObject({ score: 50, scoreBasis: 'unknown' });

    const fromNvd = await secgate(['vm', 'import-feed', write('a.json', nvd('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N')), '--db', db]);
    expect(fromNvd).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('the NVD CVE feed of 2026-11-25T08:00:00.000Z: 1 rows stored, 0 skipped, 1 open findings scored again'),
    });
    expect(await scoreNow()).toMatchObject({ score: 100, scoreBasis: 'cvss' });

    const fromEpss = await secgate(['vm', 'import-feed', write('scores.txt', epss([`${CVE},0.42,0.97`, 'CVE-2024-0001,2,0.5'])), '--db', db]);
    expect(fromEpss.code).toBe(0);
    expect(fromEpss.stderr).toContain('skipped line 4: CVE-2024-0001: epss and percentile must be numbers from 0 to 1');
    expect(await scoreNow()).toMatchObject({ score: 42, scoreBasis: 'epss' });

    const fromKev = await secgate(['vm', 'import-feed', write('data', kev(CVE)), '--db', db]);
    expect(fromKev).toMatchObject({ code: 0, stdout: expect.stringContaining('the CISA KEV catalog') });
    expect(fromKev.stderr).toContain('skipped vulnerabilities[1]: no valid "cveID"');
    expect(await scoreNow()).toMatchObject({ score: 100, scoreBasis: 'kev' });
  });

  it('refuses a file that is no feed, or cannot be read, and stores nothing', async () => {
    const { db, write, scoreNow } = await ledgerWithOneFinding();
    const junk = await secgate(['vm', 'import-feed', write('feed.json', '{"format": "NVD_CVE"'), '--db', db]);
    expect(junk).toMatchObject({ code: 1, stderr: expect.stringContaining('not valid JSON. Nothing was stored.') });
    const missing = await secgate(['vm', 'import-feed', join(tmpdir(), 'no-such-feed.json'), '--db', db]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('cannot be read (ENOENT)') });
    expect(await scoreNow()).toMatchObject({ score: 50, scoreBasis: 'unknown' });
    expect((await secgate(['vm', 'import-feed', '--db', db])).code).toBe(2);
    expect((await secgate(['vm', 'export'])).code).toBe(2);
  });
});
