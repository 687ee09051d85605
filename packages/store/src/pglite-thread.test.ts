import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';
import { createPgliteWire, type PgliteWire } from './pglite-wire.js';

describe('startPgliteThread', () => {
  let db: PgliteThread;
  let wire: PgliteWire;
  beforeAll(async () => {
    db = await startPgliteThread(undefined, []);
    wire = createPgliteWire(db);
  });
  afterAll(() => db.close());

  it('keeps the event loop free while a statement runs: timers fire before a long statement answers', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(ticks.length), 1);
    const [result] = await wire.run([{ text: 'SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g WHERE g % 7 = 0' }]);
    const ticksDuringStatement = ticks.length;
    clearInterval(timer);
    expect(result?.rows).toEqual([{ n: 428571 }]);
    // On the calling thread, WebAssembly held the loop from the call to its answer: no tick at all.
    expect(ticksDuringStatement).toBeGreaterThan(0);
  });

  it("parses rows with PGlite's parsers, arrays, timestamps and json included", async () => {
    const [result] = await wire.run([
      {
        text: "SELECT $1::text[] AS tags, '2026-11-27T00:00:00Z'::timestamptz AS at, '{\"a\":[1,2]}'::jsonb AS doc, 9007199254740993::int8 AS big",
        params: [['a', null, 'c,d']],
      },
    ]);
    expect(result?.rows).toEqual([{ tags: ['a', null, 'c,d'], at: new Date('2026-11-27T00:00:00Z'), doc: { a: [1, 2] }, big: 9007199254740993n }]);
  });

  it('throws the database error with its SQLSTATE, and the connection serves the next call', async () => {
    await wire.exec('CREATE TABLE once (id int PRIMARY KEY)');
    await wire.run([{ text: 'INSERT INTO once VALUES (1)' }]);
    await expect(wire.run([{ text: 'INSERT INTO once VALUES (1)' }])).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('once_pkey') });
    const [result] = await wire.run([{ text: 'SELECT count(*)::int AS n FROM once' }]);
    expect(result?.rows).toEqual([{ n: 1 }]);
  });

  it('keeps nothing of an answer once it is given: 200 answers of 512 KB pass through a thread of 32 MB', async () => {
    // PGlite's execProtocolRaw kept every answer's parsed messages; in a thread this small they
    // stopped it (out of memory) long before the 200th.
    const small = await startPgliteThread(undefined, [], { heapMb: 32 });
    try {
      const smallWire = createPgliteWire(small);
      for (let i = 0; i < 200; i++) {
        const [result] = await smallWire.run([{ text: 'SELECT repeat(md5($1::text), 16384) AS big', params: [i] }]);
        expect((result?.rows[0] as { big: string }).big).toHaveLength(512 * 1024);
      }
    } finally {
      await small.close();
    }
  });

  it('refuses calls after it closed, with a sentence, instead of waiting forever', async () => {
    const other = await startPgliteThread(undefined, []);
    await other.close();
    await expect(createPgliteWire(other).run([{ text: 'SELECT 1' }])).rejects.toThrow(/embedded database's thread stopped/);
  });
});
