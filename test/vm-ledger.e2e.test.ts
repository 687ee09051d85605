import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreFinding, signInLinkExpiresAt } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret } from '@secgate/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epssFeed, kevFeed, nvdEntry, nvdFeed } from '../packages/core/src/vm/feeds/feed-samples.test-support.js';
import { postgresAvailable, requestJson, startE2EService, type E2EService } from './support/e2e-service.js';
import { runSecgate } from './support/secgate-process.js';
import { expectErrorShape, expectNothingLeaked } from './reliability/reliability-helpers.js';

/*
 * The VM ledger end to end, on the real server process and the real CLI, on both stores: a batch
 * posted twice (nothing duplicated), a CTEM exposure and a DAST finding of the same asset merged
 * into one finding, the three feeds imported by `secgate vm import-feed` and the scores moving with
 * them, a finding walked to closed and reopened by a later report, one principal's ledger closed
 * to another (by token and by browser session), and hostile bodies answered 4xx.
 */

const ANA = 'p_vm_ana';
const BEN = 'p_vm_ben';
const LOG4J = 'CVE-2021-44228';
const APACHE = 'CVE-2021-41773';
/** A token-shaped secret in DAST's evidence: it must never be stored, answered or logged. */
const LEAKED = `ghp_${'Zx9Yw8Vu7T'.repeat(3)}654321`;

const exposure = (sourceId: string, observedAt: string) => ({
  source: 'ctem',
  sourceId,
  asset: { id: 'web-1', cpe: 'cpe:2.3:a:apache:http_server:2.4.49:*:*:*:*:*:*:*' },
  vulnerability: { cve: APACHE },
  reachability: 'likely',
  observedAt,
  exposure: { surface: 'endpoint', target: 'https://web-1.example.com/cgi-bin/', techniques: ['T1190'] },
});
const BATCH = [
  {
    source: 'dast',
    sourceId: 'dast-7/3',
    asset: { id: 'web-1' },
    vulnerability: { cve: APACHE },
    reachability: 'confirmed',
    observedAt: '2026-11-20T09:00:00Z',
    evidence: `GET /cgi-bin/.%2e/%2e%2e/etc/passwd\nAuthorization: Bearer ${LEAKED}`,
  },
  exposure('exp-42', '2026-11-20T11:00:00+01:00'),
  { source: 'spect', sourceId: 'sp-1', asset: { id: 'mail-gw' }, vulnerability: { cve: LOG4J }, reachability: 'unknown', observedAt: '2026-11-21T08:00:00Z' },
  {
    source: 'sast',
    sourceId: 'sast-9',
    asset: { id: 'repo:api' },
    vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts', line: 42 } },
    reachability: 'unreachable',
    observedAt: '2026-11-21T08:00:00Z',
  },
];

const drivers = (await postgresAvailable()) ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(drivers)('the VM ledger on %s, end to end', (driver) => {
  let service: E2EService;
  let feeds: string;
  let anaCookie: string;
  const ana = (method: string, path: string, body?: unknown) =>
    service.request(method, path, { token: service.tokens[ANA] as string, ...(body === undefined ? {} : { body }) });
  const ben = (method: string, path: string, body?: unknown) =>
    service.request(method, path, { token: service.tokens[BEN] as string, ...(body === undefined ? {} : { body }) });
  const findingOf = async (assetId: string) => {
    const listed = await ana('GET', `/v1/security/findings?asset=${encodeURIComponent(assetId)}`);
    expect(listed.body.data, assetId).toHaveLength(1);
    return (await ana('GET', `/v1/security/findings/${listed.body.data[0].id}`)).body;
  };

  /** `secgate vm import-feed` on the server's store: beside the live server on PostgreSQL, between two runs of it on the embedded store. */
  async function importFeed(name: string, text: string) {
    const file = join(feeds, name);
    writeFileSync(file, text);
    if (driver === 'pglite') await service.server.stop();
    const run = runSecgate(['vm', 'import-feed', file, '--db', service.db]);
    if (driver === 'pglite') await service.restart();
    expect(run.code, run.stderr).toBe(0);
    return run;
  }

  beforeAll(async () => {
    feeds = mkdtempSync(join(tmpdir(), 'secgate-vm-feeds-'));
    service = await startE2EService({ driver, principals: [{ id: ANA }, { id: BEN }], config: { rateLimitPerMinute: 0 } });
    const secret = newBrowserSecret();
    await service.inspect(async (store) => {
      const now = Date.now();
      await store.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId: ANA, now, expiresAt: signInLinkExpiresAt(now) });
    });
    await service.restart();
    const signedIn = await fetch(`${service.url}/console/sign-in/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
      body: new URLSearchParams({ token: secret }).toString(),
    });
    anaCookie = /^(secgate_session=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(anaCookie).not.toBe('');
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    rmSync(feeds, { recursive: true, force: true });
  });

  it('takes a batch, merges the CTEM exposure with the DAST finding of the same asset, and takes it again without a duplicate', async () => {
    const first = await ana('POST', '/v1/security/findings', { findings: BATCH });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: 3, merged: 1, unchanged: 0 });
    const [dast, ctem] = first.body.results;
    expect(ctem.findingId).toBe(dast.findingId);

    const again = await ana('POST', '/v1/security/findings', { findings: BATCH });
    expect(again.body).toMatchObject({ created: 0, merged: 0, unchanged: 4 });
    expect(again.body.results.map((r: { findingId: string }) => r.findingId)).toEqual(first.body.results.map((r: { findingId: string }) => r.findingId));
    expect((await ana('GET', '/v1/security/findings')).body.data).toHaveLength(3);

    const web = await findingOf('web-1');
    expect(web.sources.map((s: { source: string }) => s.source)).toEqual(['dast', 'ctem']);
    // CTEM's sighting (10:00Z) is later than DAST's (09:00Z): its exposure and reachability speak for the finding.
    expect(web).toMatchObject({
      reachability: 'likely',
      cpe: 'cpe:2.3:a:apache:http_server:2.4.49:*:*:*:*:*:*:*',
      exposure: { surface: 'endpoint', techniques: ['T1190'] },
    });
  });

  it('imports NVD, EPSS and KEV with the CLI and the open findings are scored again', async () => {
    const before = await findingOf('mail-gw');
    expect(before).toMatchObject({ scoreBasis: 'unknown', score: scoreFinding('unknown', { kev: false }).score });

    const nvd = await importFeed('nvd.json', nvdFeed([nvdEntry(LOG4J, { v31: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H' })]));
    expect(nvd.stdout).toContain('1 open findings scored again');
    const cvss = await findingOf('mail-gw');
    expect(cvss).toMatchObject({
      scoreBasis: 'cvss',
      score: scoreFinding('unknown', { kev: false, cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H' }).score,
    });

    const epss = await importFeed('scores.csv', epssFeed([`${LOG4J},0.97,0.99`, `${APACHE},0.41,0.95`, 'CVE-2024-0001,1.5,0.5']));
    expect(epss.stderr).toContain('CVE-2024-0001');
    expect(await findingOf('mail-gw')).toMatchObject({ scoreBasis: 'epss', score: scoreFinding('unknown', { kev: false, epss: 0.97 }).score });
    expect(await findingOf('web-1')).toMatchObject({ scoreBasis: 'epss', score: scoreFinding('likely', { kev: false, epss: 0.41 }).score });

    await importFeed('kev.json', kevFeed([{ cveID: APACHE, dateAdded: '2021-11-03' }]));
    const kev = await findingOf('web-1');
    expect(kev).toMatchObject({ scoreBasis: 'kev', score: scoreFinding('likely', { kev: true }).score });
    // Highest score first: the KEV-listed finding leads the list.
    expect((await ana('GET', '/v1/security/findings?minScore=1')).body.data[0].id).toBe(kev.id);
    // Three imports, each stopping and restarting the server on the embedded store: about 28 s on
    // a loaded 2-core machine, too close to the default 30 s.
  }, 90_000);

  it('walks a finding to closed, refuses a skipped step, and a later observation reopens it', async () => {
    const { id } = await findingOf('repo:api');
    const move = (to: string) => ana('POST', `/v1/security/findings/${id}/transition`, { to, reason: `ticket SEC-12: ${to}` });
    const skipped = await move('verified');
    expect(skipped.status).toBe(409);
    expect(skipped.body.error).toMatchObject({ code: 'transition-not-allowed', status: 'detected', allowed: ['in-progress'] });
    for (const to of ['in-progress', 'verified', 'closed']) expect((await move(to)).status, to).toBe(200);
    expect((await ana('GET', '/v1/security/findings?status=closed')).body.data.map((f: { id: string }) => f.id)).toEqual([id]);

    const seenAgain = { ...BATCH[3], sourceId: 'sast-10', observedAt: new Date(Date.now() + 60_000).toISOString() };
    expect((await ana('POST', '/v1/security/findings', { findings: [seenAgain] })).body).toMatchObject({ merged: 1 });
    const reopened = (await ana('GET', `/v1/security/findings/${id}`)).body;
    expect(reopened.status).toBe('reopened');
    expect(reopened.history.map((h: { to: string }) => h.to)).toEqual(['in-progress', 'verified', 'closed', 'reopened']);
    expect(reopened.history[0]).toMatchObject({ by: ANA, reason: 'ticket SEC-12: in-progress' });
    expect(reopened.history[3]).toMatchObject({ by: 'sast:sast-10' });
  });

  it("keeps each principal's ledger its own, by token and by browser session", async () => {
    const web = await findingOf('web-1');
    expect((await ben('GET', '/v1/security/findings')).body.data).toEqual([]);
    expect((await ben('GET', `/v1/security/findings/${web.id}`)).body.error.code).toBe('finding-not-found');
    expect((await ben('POST', `/v1/security/findings/${web.id}/transition`, { to: 'in-progress', reason: 'not mine' })).status).toBe(404);

    const asBrowser = { cookie: anaCookie, origin: service.url };
    const viaSession = await service.request('GET', '/v1/security/findings', { headers: asBrowser });
    expect(viaSession.status).toBe(200);
    expect(viaSession.body.data.map((f: { id: string }) => f.id)).toContain(web.id);
    const crossSite = await service.request('POST', `/v1/security/findings/${web.id}/transition`, {
      headers: { ...asBrowser, origin: 'https://evil.example' },
      body: { to: 'in-progress', reason: 'csrf' },
    });
    expect(crossSite.body.error.code).toBe('cross-origin-refused');
    expect((await findingOf('web-1')).status).toBe('detected');
  });

  it.skipIf(driver !== 'postgres')('two server processes posting the same findings at once make one finding each, every source recorded', async () => {
    const peer = await service.startPeer();
    // Each process gets the same 200 reports (100 assets, two services each) in its own order.
    const reports = Array.from({ length: 100 }, (_, i) => [
      {
        source: 'dast',
        sourceId: `race-d-${i}`,
        asset: { id: `race-${i}` },
        vulnerability: { cve: APACHE },
        reachability: 'confirmed',
        observedAt: '2026-11-22T08:00:00Z',
      },
      { ...exposure(`race-e-${i}`, '2026-11-22T09:00:00Z'), asset: { id: `race-${i}` } },
    ]).flat();
    const token = service.tokens[ANA] as string;
    const answers = await Promise.all(
      [service.url, peer.url, service.url, peer.url].map((url, n) =>
        requestJson(url, 'POST', '/v1/security/findings', { token, body: { findings: n % 2 ? [...reports].reverse() : reports } }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    // Across the four posts, each asset's finding was created exactly once, and each report recorded exactly once.
    expect(answers.reduce((sum, answer) => sum + answer.body.created, 0)).toBe(100);
    expect(answers.reduce((sum, answer) => sum + answer.body.created + answer.body.merged, 0)).toBe(200);
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { body: { data: { assetId: string; sources: unknown[] }[]; next: string | null } } = await ana(
        'GET',
        `/v1/security/findings?cve=${APACHE}&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const finding of page.body.data.filter((f) => f.assetId.startsWith('race-'))) {
        expect(seen.has(finding.assetId), finding.assetId).toBe(false);
        seen.add(finding.assetId);
        expect(finding.sources, finding.assetId).toHaveLength(2);
      }
      cursor = page.body.next;
    } while (cursor);
    expect(seen.size).toBe(100);
  });

  it('answers hostile bodies and queries 4xx in the error shape and stores the evidence redacted', async () => {
    const hostile = [
      '{"findings": [',
      JSON.stringify({ findings: Array.from({ length: 1_001 }, () => BATCH[0]) }),
      JSON.stringify({ findings: [{ ...BATCH[0], evidence: 'nul \u0000 here' }] }),
      `{"findings":[{"source":"dast","sourceId":"\\ud800","asset":{"id":"w"},"vulnerability":{"cve":"${APACHE}"},"reachability":"confirmed","observedAt":"2026-11-20T09:00:00Z"}]}`,
      `{"__proto__":{"findings":[]},"findings":${JSON.stringify([BATCH[0]]).replace('"dast"', '"nessus"')}}`,
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    ];
    for (const raw of hostile) {
      const answer = await service.request('POST', '/v1/security/findings', { token: service.tokens[ANA] as string, raw });
      expect(answer.status, raw.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, raw.slice(0, 80)).toBeLessThan(500);
      expectErrorShape(answer, raw.slice(0, 80));
    }
    for (const query of ['status=%00', 'cve=%ED%A0%80', 'cursor=999.x', 'limit=1e400', 'asset=%00', 'minScore=-1']) {
      const answer = await ana('GET', `/v1/security/findings?${query}`);
      expect(answer.status, query).toBe(400);
      expectErrorShape(answer, query);
    }
    for (const id of ['%00', '..%2F..%2Fmodels', 'x'.repeat(5_000)]) expect((await ana('GET', `/v1/security/findings/${id}`)).status, id).toBe(404);

    const leaky = { ...BATCH[0], sourceId: 'dast-8/1', asset: { id: 'web-9' } };
    expect((await ana('POST', '/v1/security/findings', { findings: [leaky] })).body).toMatchObject({ created: 1 });
    const web = await findingOf('web-9');
    expect(web.evidence).toContain('Authorization: Bearer [REDACTED:github-token]');
    expect(JSON.stringify(await ana('GET', '/v1/security/findings'))).not.toContain(LEAKED);
    await service.server.stop();
    expectNothingLeaked(service.logs(), { secret: [LEAKED] });
  });
});
