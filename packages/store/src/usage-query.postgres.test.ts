import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './migrations.js';
import { openExecutor } from './open-store.js';
import { dropSchema, findTestServer, freshSchemaName } from './postgres-test-server.test-support.js';
import { USAGE_BY_DAY } from './usage-query.js';

/*
 * The usage query's plan on a real PostgreSQL server, over a table of many principals' receipts:
 * the principal and the range go to receipts_by_principal (principal_id, created_at), so the
 * server reads one principal's receipts of 30 days, not every receipt. (Whether it is an index
 * scan or a bitmap index scan is the planner's choice; either reads the index's range only.)
 * Skipped without a server, like the store contract's PostgreSQL suite, and failing under CI.
 */
const server = await findTestServer();
const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.skipIf(server.url === null && !process.env.CI)('the usage query on PostgreSQL', () => {
  const url = server.url ?? '';
  const schema = freshSchemaName();
  afterAll(() => (server.url === null ? undefined : dropSchema(url, schema)));

  it("reads one principal's range through receipts_by_principal, never a sequential scan of receipts", async () => {
    if (server.url === null) throw new Error('No PostgreSQL server: the store tests must run against one under CI');
    const db = await openExecutor(url, { schema });
    try {
      await migrate(db);
      // 2,000 principals x 60 days x 2 receipts: 240,000 receipts, then the planner's statistics.
      await db.exec(`
        INSERT INTO receipts (id, kind, principal_id, job_id, job_run_id, model, billing, charged_micro_usd, usage, created_at)
        SELECT 'r' || p || '-' || n, 'completion', 'p' || p, 'j' || p || '-' || n, 'run' || p || '-' || n, 'shared-1', 'paid', 135,
               '{"prompt_tokens":100,"completion_tokens":50,"total_tokens":150,"prompt_tokens_details":{"cached_tokens":20}}',
               ${T0} + n::bigint * ${DAY_MS / 2}
        FROM generate_series(1, 2000) AS p, generate_series(1, 120) AS n;
        ANALYZE receipts;`);
      const params = ['p42', T0 + 30 * DAY_MS, T0 + 60 * DAY_MS];
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${USAGE_BY_DAY}`, params);
      const plan = nodes((rows[0]?.['QUERY PLAN'] ?? [])[0]?.Plan as PlanNode);
      const onReceipts = plan.filter((node) => node['Relation Name'] === 'receipts' || node['Index Name'] !== undefined);
      expect(onReceipts.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(plan.some((node) => ['Index Scan', 'Bitmap Index Scan'].includes(node['Node Type']) && node['Index Name'] === 'receipts_by_principal')).toBe(true);

      const { rows: usage } = await db.query<{ requests: string }>(USAGE_BY_DAY, params);
      expect(usage.reduce((sum, row) => sum + Number(row.requests), 0)).toBe(60);
    } finally {
      await db.close();
    }
  }, 60_000);
});
