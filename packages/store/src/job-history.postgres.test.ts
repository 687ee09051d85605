import { afterAll, describe, expect, it } from 'vitest';
import { listJobHistory } from './job-history.js';
import { migrate } from './migrations.js';
import { openExecutor } from './open-store.js';
import { dropSchema, findTestServer, freshSchemaName } from './postgres-test-server.test-support.js';
import type { SqlExecutor } from './sql-executor.js';

/*
 * The history list's plan on a real PostgreSQL server, over many principals' jobs: every page,
 * filtered or not, is a range of jobs_history_by_principal, never a scan of every job; the date
 * range and the cursor bound that range. (The statement is captured from the query module itself,
 * so the plan checked is the one it runs.) Skipped without a server, failing under CI.
 */
const server = await findTestServer();
const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const JOB = '00000000-0000-4000-8000-000000000050';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** Runs the module's statement once as EXPLAIN, answering the plan's nodes. */
async function planOf(db: SqlExecutor, run: (db: SqlExecutor) => Promise<unknown>): Promise<PlanNode[]> {
  let plan: PlanNode | undefined;
  const explaining = {
    ...db,
    query: async (text: string, params?: unknown[]) => {
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
      plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      return { rows: [] };
    },
  } as SqlExecutor;
  await run(explaining);
  if (!plan) throw new Error('no statement ran');
  return nodes(plan);
}

describe.skipIf(server.url === null && !process.env.CI)('the history list on PostgreSQL', () => {
  const url = server.url ?? '';
  const schema = freshSchemaName();
  afterAll(() => (server.url === null ? undefined : dropSchema(url, schema)));

  it('reads a page through jobs_history_by_principal, with any filter and cursor, never every job', async () => {
    if (server.url === null) throw new Error('No PostgreSQL server: the store tests must run against one under CI');
    const db = await openExecutor(url, { schema });
    try {
      await migrate(db);
      // 1,000 principals x 200 jobs over 100 days: 200,000 jobs, then the planner's statistics.
      await db.exec(`
        INSERT INTO jobs (id, run_id, principal_id, kind, status, model, task, scope_id, request, body_fingerprint, billing,
                          hold_micro_usd, created_at, started_at, finished_at, finish_reason, receipt_id)
        SELECT '00000000-0000-4000-8000-' || lpad(n::text, 12, '0'), 'run' || p || '-' || n, 'p' || p, 'api', 'succeeded',
               CASE WHEN n % 2 = 0 THEN 'shared-1' ELSE 'shared-2' END, 'code-review', 'owned', '{}', 'f', 'free', 0,
               ${T0} + n::bigint * ${DAY_MS / 2}, ${T0} + n::bigint * ${DAY_MS / 2}, ${T0} + n::bigint * ${DAY_MS / 2} + 1000, 'stop', 'r' || p || '-' || n
        FROM generate_series(1, 1000) AS p, generate_series(1, 200) AS n;
        UPDATE jobs SET status = 'running', finished_at = NULL, finish_reason = NULL, receipt_id = NULL WHERE created_at = ${T0 + 100 * DAY_MS};
        INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd, usage, created_at)
        SELECT receipt_id, 'completion', principal_id, id, run_id, model, 'free', 0, '{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}', finished_at
        FROM jobs WHERE receipt_id IS NOT NULL;
        ANALYZE jobs; ANALYZE receipts;`);
      const cases = [
        { filter: {}, after: undefined },
        { filter: { model: 'shared-1' }, after: undefined },
        { filter: { outcome: 'answered' as const }, after: undefined },
        { filter: { outcome: 'in-progress' as const }, after: undefined },
        { filter: { createdFrom: T0 + 30 * DAY_MS, createdBefore: T0 + 31 * DAY_MS }, after: undefined },
        { filter: { model: 'shared-2', outcome: 'withheld' as const }, after: { createdAt: T0 + 25 * DAY_MS, jobId: JOB } },
        { filter: {}, after: { createdAt: T0 + 25 * DAY_MS, jobId: JOB } },
      ];
      for (const { filter, after } of cases) {
        const plan = await planOf(db, (explaining) => listJobHistory(explaining, 'p42', filter, 50, after));
        // The principal's rows only, through an index that starts with the principal: the history's
        // own (in the list's order), or the key when the planner expects few rows (say, in progress).
        const scans = plan.filter((node) => node['Relation Name'] === 'jobs' || (node['Index Name'] ?? '').startsWith('jobs_'));
        const what = `${JSON.stringify(filter)}: ${JSON.stringify(scans)}`;
        expect(
          scans.map((node) => node['Node Type']),
          what,
        ).not.toContain('Seq Scan');
        expect(scans.filter((node) => node['Index Name'] !== undefined).length, what).toBeGreaterThan(0);
        for (const node of scans.filter((scan) => scan['Index Name'] !== undefined)) {
          expect(['jobs_history_by_principal', 'jobs_pkey'], what).toContain(node['Index Name']);
          expect(node['Index Cond'], what).toContain('principal_id');
        }
        if (filter.outcome !== 'in-progress')
          expect(
            scans.some((node) => node['Index Name'] === 'jobs_history_by_principal'),
            what,
          ).toBe(true);
      }

      const page = await listJobHistory(db, 'p42', { model: 'shared-1' }, 50);
      expect(page.entries).toHaveLength(50);
      expect(page.entries.every((entry) => entry.job.model === 'shared-1')).toBe(true);
      expect(page.next).not.toBeNull();
    } finally {
      await db.close();
    }
  }, 60_000);
});
