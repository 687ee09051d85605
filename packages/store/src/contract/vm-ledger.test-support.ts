import { readFeed, type FeedRead, type FindingReport } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import type { Store } from '../store.js';
import { T0, newPrincipal, uid } from './fixtures.test-support.js';

const V31 = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H';

function report(overrides: Partial<FindingReport> = {}): FindingReport {
  return {
    source: 'dast',
    sourceId: uid('d'),
    asset: { id: 'web-1' },
    vulnerability: { cve: 'CVE-2021-41773' },
    reachability: 'likely',
    observedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

function feed(text: string): FeedRead {
  const read = readFeed(text);
  if ('error' in read) throw new Error(read.error);
  return read;
}

/** The vulnerability-management ledger (docs/vm.md) on every driver. */
export function vmLedgerContract(store: () => Store): void {
  const ids = () => uid('fnd');

  describe('the VM ledger', () => {
    it('keeps one finding per asset x vulnerability: a repeat merges, the same report again changes nothing', async () => {
      const principalId = await newPrincipal(store());
      const first = report({ sourceId: 'd-1' });
      const outcomes = await store().recordFindings(
        principalId,
        [
          first,
          report({ source: 'ctem', sourceId: 'exp-1', reachability: 'confirmed', observedAt: '2026-11-02T10:00:00Z' }),
          report({ vulnerability: { cve: 'CVE-2024-3094' } }),
        ],
        T0,
        ids,
      );
      expect(outcomes.map((o) => o.outcome)).toEqual(['created', 'merged', 'created']);
      expect(outcomes[0]?.findingId).toBe(outcomes[1]?.findingId);

      const again = await store().recordFindings(principalId, [first], T0 + 1, ids);
      expect(again).toEqual([{ source: 'dast', sourceId: 'd-1', findingId: outcomes[0]?.findingId, outcome: 'unchanged' }]);

      const { findings } = await store().listFindings(principalId, {}, 10);
      expect(findings).toHaveLength(2);
      const merged = await store().getFinding(principalId, outcomes[0]?.findingId as string);
      expect(merged).toMatchObject({ reachability: 'confirmed', status: 'detected', sightings: [{ source: 'dast' }, { source: 'ctem' }] });
    });

    it('scores on the feeds: CVSS first, then EPSS over it, then KEV over both, rescoring open findings only', async () => {
      const principalId = await newPrincipal(store());
      const cve = `CVE-2099-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
      const [open, closing] = await store().recordFindings(
        principalId,
        [
          report({ vulnerability: { cve }, cvss: V31, reachability: 'confirmed' }),
          report({ asset: { id: 'web-2' }, vulnerability: { cve }, cvss: V31, reachability: 'confirmed' }),
        ],
        T0,
        ids,
      );
      const scoreOf = async (id: string) => (await store().getFinding(principalId, id))?.score;
      // Confirmed (1) x UI:R over UI:N, the only weight below the maximum: round(100 x 0.62 / 0.85).
      expect(await scoreOf(open?.findingId as string)).toBe(73);
      for (const to of ['in-progress', 'verified', 'closed'] as const) {
        expect(await store().transitionFinding(principalId, closing?.findingId as string, { to, by: principalId, at: T0 + 1, reason: 'fixed' })).toMatchObject({
          kind: 'moved',
        });
      }

      const epss = await store().importFeed(
        feed(`#model_version:v2025.03.14,score_date:2026-11-25T00:00:00+0000\ncve,epss,percentile\n${cve},0.25,0.9\nbad,1,1\n`),
        uid('imp'),
        T0 + 2,
      );
      expect(epss).toMatchObject({ kind: 'epss', records: 1, rejected: 1, rescored: 1 });
      expect(await store().getFinding(principalId, open?.findingId as string)).toMatchObject({ score: 25, scoreBasis: 'epss' });

      const kev = await store().importFeed(
        feed(
          JSON.stringify({ catalogVersion: '2026.11.25', dateReleased: '2026-11-25T00:00:00Z', vulnerabilities: [{ cveID: cve, dateAdded: '2026-11-20' }] }),
        ),
        uid('imp'),
        T0 + 3,
      );
      expect(kev).toMatchObject({ kind: 'kev', rescored: 1 });
      expect(await store().getFinding(principalId, open?.findingId as string)).toMatchObject({ score: 100, scoreBasis: 'kev' });
      // The closed finding kept the score it had when it closed.
      expect(await store().getFinding(principalId, closing?.findingId as string)).toMatchObject({ score: 73, scoreBasis: 'cvss', status: 'closed' });
    });

    it('walks a finding to closed and reopens it when it is observed again, recording each move', async () => {
      const principalId = await newPrincipal(store());
      const [created] = await store().recordFindings(principalId, [report()], T0, ids);
      const id = created?.findingId as string;
      expect(await store().transitionFinding(principalId, id, { to: 'closed', by: principalId, at: T0, reason: 'skip' })).toEqual({
        kind: 'refused',
        ok: false,
        from: 'detected',
        to: 'closed',
        allowed: ['in-progress'],
      });
      for (const to of ['in-progress', 'verified', 'closed'] as const)
        await store().transitionFinding(principalId, id, { to, by: principalId, at: T0 + 1, reason: `now ${to}` });
      await store().recordFindings(
        principalId,
        [report({ source: 'ctem', sourceId: uid('exp'), observedAt: new Date(T0 + 60_000).toISOString() })],
        T0 + 2,
        ids,
      );
      const finding = await store().getFinding(principalId, id);
      expect(finding?.status).toBe('reopened');
      expect(finding?.history.map((move) => move.to)).toEqual(['in-progress', 'verified', 'closed', 'reopened']);
    });

    it('shows each principal only its own ledger', async () => {
      const owner = await newPrincipal(store());
      const other = await newPrincipal(store());
      const [created] = await store().recordFindings(owner, [report()], T0, ids);
      const id = created?.findingId as string;
      expect(await store().getFinding(other, id)).toBeNull();
      expect((await store().listFindings(other, {}, 10)).findings).toEqual([]);
      expect(await store().transitionFinding(other, id, { to: 'in-progress', by: other, at: T0, reason: 'not mine' })).toEqual({ kind: 'not-found' });
      expect((await store().getFinding(owner, id))?.status).toBe('detected');
    });

    it('filters and pages by score then id, every finding exactly once', async () => {
      const principalId = await newPrincipal(store());
      const reach = ['confirmed', 'likely', 'unknown', 'unreachable'] as const;
      await store().recordFindings(
        principalId,
        Array.from({ length: 23 }, (_, i) => report({ asset: { id: `host-${i}` }, reachability: reach[i % 4], cvss: V31 })),
        T0,
        ids,
      );
      const seen: string[] = [];
      let page = await store().listFindings(principalId, {}, 5);
      for (;;) {
        seen.push(...page.findings.map((f) => f.id));
        if (!page.next) break;
        page = await store().listFindings(principalId, {}, 5, page.next);
      }
      expect(new Set(seen).size).toBe(23);
      const all = (await store().listFindings(principalId, {}, 50)).findings;
      expect(all.map((f) => f.id)).toEqual(seen);
      expect(all.map((f) => f.score)).toEqual([...all.map((f) => f.score)].sort((a, b) => b - a));
      expect((await store().listFindings(principalId, { minScore: 50 }, 50)).findings.every((f) => f.score >= 50)).toBe(true);
      expect((await store().listFindings(principalId, { assetId: 'host-3' }, 50)).findings.map((f) => f.assetId)).toEqual(['host-3']);
      expect((await store().listFindings(principalId, { status: 'closed' }, 50)).findings).toEqual([]);
    });

    it('merges the same findings posted at once from two connections: one finding each, every source recorded', async () => {
      const principalId = await newPrincipal(store());
      const assets = Array.from({ length: 20 }, (_, i) => `asset-${i}`);
      const fromDast = assets.map((id) => report({ asset: { id }, source: 'dast', sourceId: `dast-${id}` }));
      const fromCtem = assets.map((id) => report({ asset: { id }, source: 'ctem', sourceId: `ctem-${id}`, observedAt: '2026-11-03T00:00:00Z' }));
      await Promise.all([
        store().recordFindings(principalId, fromDast, T0, ids),
        store().recordFindings(principalId, fromCtem, T0, ids),
        store().recordFindings(principalId, fromDast, T0, ids),
      ]);
      const { findings } = await store().listFindings(principalId, {}, 100);
      expect(findings).toHaveLength(20);
      for (const finding of findings) expect(finding.sightings.map((s) => s.source).sort()).toEqual(['ctem', 'dast']);
    });
  });
}
