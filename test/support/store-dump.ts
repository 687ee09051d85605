import type { E2EService } from './e2e-service.js';

/**
 * Every row of every table of the service's store, as one JSON text (bigints as strings), for a
 * test that must prove some text is kept nowhere. Stops the server first (see inspectSql).
 */
export async function dumpStore(service: E2EService): Promise<{ text: string; rows: Record<string, unknown[]> }> {
  const rows = await service.inspectSql(async (db) => {
    const { rows: tables } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const out: Record<string, unknown[]> = {};
    for (const { table_name } of tables) out[table_name] = (await db.query(`SELECT * FROM "${table_name}"`)).rows;
    return out;
  });
  return { rows, text: JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) };
}
