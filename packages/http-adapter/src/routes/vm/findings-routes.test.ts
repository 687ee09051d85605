import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, principalWithToken, testDeps, useTestStore, type TestDeps } from '../../auth/test-deps.test-support.js';
import { createApp } from '../../app/create-app.js';

const store = useTestStore();

/** A DAST report on web-1 with a secret in its evidence, and a SAST code finding. */
const dast = (sourceId: string, overrides: Record<string, unknown> = {}) => ({
  source: 'dast',
  sourceId,
  asset: { id: 'web-1', cpe: 'cpe:2.3:a:apache:http_server:2.4.49:*:*:*:*:*:*:*' },
  vulnerability: { cve: 'CVE-2021-41773' },
  reachability: 'confirmed',
  cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
  observedAt: '2026-11-20T09:30:00+01:00',
  evidence: `GET /cgi-bin/.%2e/.%2e/etc/passwd\nAuthorization: Bearer ghp_${'a1B2c3D4e5'.repeat(3)}123456`,
  ...overrides,
});
const sast = {
  source: 'sast',
  sourceId: 's-1',
  asset: { id: 'repo:api' },
  vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts', line: 42 } },
  reachability: 'unreachable',
  observedAt: '2026-11-20T08:00:00Z',
};

async function service(): Promise<{ deps: TestDeps; app: ReturnType<typeof createApp>; call: Caller; other: Caller }> {
  const deps = testDeps(store());
  // Finding ids are the store's keys across the file's principals: random, as in production.
  deps.ids = { ...deps.ids, uuid: () => randomUUID() };
  const app = createApp(deps);
  const caller =
    (token: string): Caller =>
    async (method, path, body) => {
      const init: RequestInit = { method, headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await app.request(path, init);
      return { status: res.status, body: (await res.json()) as any };
    };
  return { deps, app, call: caller((await principalWithToken(deps)).token), other: caller((await principalWithToken(deps)).token) };
}
type Caller = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; body: any }>;

describe('POST /v1/security/findings', () => {
  it('creates one finding per asset x vulnerability, merges repeats and changes nothing when sent again', async () => {
    const { call } = await service();
    const first = await call('POST', '/v1/security/findings', { findings: [dast('d-1'), sast, dast('d-2', { observedAt: '2026-11-21T09:30:00Z' })] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'vm.findings.batch', created: 2, merged: 1, unchanged: 0 });
    expect(first.body.results.map((r: any) => r.outcome)).toEqual(['created', 'created', 'merged']);
    expect(first.body.results[2].findingId).toBe(first.body.results[0].findingId);

    const again = await call('POST', '/v1/security/findings', { findings: [dast('d-1'), sast, dast('d-2', { observedAt: '2026-11-21T09:30:00Z' })] });
    expect(again.body).toMatchObject({ created: 0, merged: 0, unchanged: 3 });
    expect(again.body.results.map((r: any) => r.findingId)).toEqual(first.body.results.map((r: any) => r.findingId));
    expect((await call('GET', '/v1/security/findings')).body.data).toHaveLength(2);
  });

  it('stores the evidence redacted and shows the sources and score', async () => {
    const { call } = await service();
    const posted = await call('POST', '/v1/security/findings', { findings: [dast('d-1')] });
    const read = await call('GET', `/v1/security/findings/${posted.body.results[0].findingId}`);
    expect(read.status).toBe(200);
    expect(read.body.evidence).toContain('GET /cgi-bin/');
    expect(read.body.evidence).not.toContain('ghp_');
    expect(read.body.evidence).toContain('[REDACTED:');
    expect(read.body).toMatchObject({ object: 'vm.finding', assetId: 'web-1', status: 'detected', scoreBasis: 'cvss', reachability: 'confirmed', history: [] });
    expect(read.body.sources).toEqual([{ source: 'dast', sourceId: 'd-1', observedAt: '2026-11-20T08:30:00.000Z' }]);
    expect(read.body.score).toBeGreaterThan(90);
  });

  it('refuses a bad batch whole, naming the field, and stores nothing', async () => {
    const { call } = await service();
    const refused = await call('POST', '/v1/security/findings', { findings: [dast('d-1'), { ...sast, vulnerability: { cve: 'log4shell' } }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'invalid-request', field: 'findings[1].vulnerability.cve', reason: 'wrong-type' });
    expect((await call('POST', '/v1/security/findings', { findings: [{ ...dast('d-9'), evidence: 'nul \u0000 byte' }] })).body.error).toMatchObject({
      field: 'findings[0].evidence',
      reason: 'wrong-type',
    });
    expect((await call('GET', '/v1/security/findings')).body.data).toEqual([]);
  });
});

describe('GET /v1/security/findings', () => {
  it('filters, sorts by score and pages with a cursor', async () => {
    const { call } = await service();
    const findings = Array.from({ length: 7 }, (_, i) =>
      dast(`d-${i}`, { asset: { id: `host-${i}` }, reachability: ['confirmed', 'likely', 'unknown', 'unreachable'][i % 4] }),
    );
    await call('POST', '/v1/security/findings', { findings: [...findings, sast] });
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: any } = await call('GET', `/v1/security/findings?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.next;
    } while (cursor);
    expect(seen).toHaveLength(8);
    expect(seen.map((f) => f.score)).toEqual([...seen.map((f) => f.score)].sort((a, b) => b - a));
    expect(seen[0]).not.toHaveProperty('evidence');

    expect((await call('GET', '/v1/security/findings?asset=host-3')).body.data.map((f: any) => f.assetId)).toEqual(['host-3']);
    expect((await call('GET', '/v1/security/findings?cve=CVE-2021-41773')).body.data).toHaveLength(7);
    const high = (await call('GET', '/v1/security/findings?minScore=70')).body.data;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((f: any) => f.score >= 70)).toBe(true);
    expect((await call('GET', '/v1/security/findings?status=closed')).body.data).toEqual([]);
  });

  it('refuses a query it cannot read, naming the parameter', async () => {
    const { call } = await service();
    for (const [query, field, reason] of [
      ['status=open', 'status', 'not-an-allowed-value'],
      ['minScore=101', 'minScore', 'out-of-range'],
      ['sort=asc', 'sort', 'unknown-field'],
      ['cursor=%00', 'cursor', 'wrong-type'],
      ['asset=a%00b', 'asset', 'wrong-type'],
    ]) {
      const { status, body } = await call('GET', `/v1/security/findings?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatchObject({ code: 'invalid-query', field, reason });
    }
  });
});

describe('POST /v1/security/findings/{id}/transition', () => {
  it('walks a finding to closed, refuses a move the lifecycle forbids, and a later report reopens it', async () => {
    const { call } = await service();
    const id = (await call('POST', '/v1/security/findings', { findings: [dast('d-1')] })).body.results[0].findingId;
    const move = (to: string, reason = `moving to ${to}`) => call('POST', `/v1/security/findings/${id}/transition`, { to, reason });

    const skipped = await move('closed');
    expect(skipped.status).toBe(409);
    expect(skipped.body.error).toMatchObject({ code: 'transition-not-allowed', status: 'detected', to: 'closed', allowed: ['in-progress'] });
    for (const to of ['in-progress', 'verified', 'closed']) expect((await move(to)).status, to).toBe(200);

    const closed = await call('GET', `/v1/security/findings/${id}`);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.history.map((h: any) => [h.from, h.to])).toEqual([
      ['detected', 'in-progress'],
      ['in-progress', 'verified'],
      ['verified', 'closed'],
    ]);
    expect(closed.body.history[0]).toMatchObject({ reason: 'moving to in-progress', by: expect.stringMatching(/^p_/), at: expect.any(String) });

    await call('POST', '/v1/security/findings', { findings: [dast('d-2', { observedAt: '2027-01-01T00:00:00Z' })] });
    const reopened = await call('GET', `/v1/security/findings/${id}`);
    expect(reopened.body.status).toBe('reopened');
    expect(reopened.body.history.at(-1)).toMatchObject({ from: 'closed', to: 'reopened', by: 'dast:d-2' });
  });

  it('refuses a body it cannot read before looking the finding up', async () => {
    const { call } = await service();
    const id = (await call('POST', '/v1/security/findings', { findings: [dast('d-1')] })).body.results[0].findingId;
    expect((await call('POST', `/v1/security/findings/${id}/transition`, { to: 'done', reason: 'x' })).body.error).toMatchObject({
      code: 'invalid-request',
      field: 'to',
    });
    expect((await call('POST', `/v1/security/findings/${id}/transition`, { to: 'in-progress' })).body.error).toMatchObject({
      field: 'reason',
      reason: 'required',
    });
  });
});

describe('each principal sees only its own ledger', () => {
  it("another principal's finding answers like one that does not exist, everywhere", async () => {
    const { call, other } = await service();
    const id = (await call('POST', '/v1/security/findings', { findings: [dast('d-1')] })).body.results[0].findingId;
    expect((await other('GET', '/v1/security/findings')).body.data).toEqual([]);
    const read = await other('GET', `/v1/security/findings/${id}`);
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('finding-not-found');
    expect((await other('POST', `/v1/security/findings/${id}/transition`, { to: 'in-progress', reason: 'not mine' })).status).toBe(404);
    // The same report from the other principal is its own finding, not a merge into the first.
    expect((await other('POST', '/v1/security/findings', { findings: [dast('d-1')] })).body).toMatchObject({ created: 1 });
    expect((await call('GET', `/v1/security/findings/${id}`)).body.status).toBe('detected');
  });

  it('needs a credential; an id of the wrong shape is simply not found', async () => {
    const { app, call } = await service();
    expect((await app.request('/v1/security/findings')).status).toBe(401);
    expect((await app.request('/v1/security/findings', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    expect((await call('GET', `/v1/security/findings/${encodeURIComponent("x' OR 1=1 --")}`)).body.error.code).toBe('finding-not-found');
    expect((await call('GET', '/v1/security/findings/fnd_00000000-0000-4000-8000-000000000000?x=1')).body.error).toMatchObject({
      code: 'invalid-query',
      field: 'x',
    });
  });
});
