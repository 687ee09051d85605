import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the store tests run against: `SECGATE_TEST_DATABASE_URL`, else the local
 * test database with trust authentication as user `postgres`, then as `root`.
 */
const CANDIDATES = process.env.SECGATE_TEST_DATABASE_URL
  ? [process.env.SECGATE_TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

/** The first URL that accepts a connection, or null with the reasons each one failed. */
export async function findTestServer(): Promise<{ url: string } | { url: null; reasons: string[] }> {
  const reasons: string[] = [];
  for (const url of CANDIDATES) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return { url };
    } catch (error) {
      reasons.push(`${url.replace(/:[^:@/]*@/, ':***@')}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return { url: null, reasons };
}

/** A schema name no other test run uses. */
export function freshSchemaName(): string {
  return `secgate_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Runs one query in `schema` on a connection of its own (for checks the Store does not expose). */
export async function queryInSchema<T extends pg.QueryResultRow>(url: string, schema: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${schema}`);
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
