/**
 * PGlite in a thread of its own (src/store/pglite-thread.ts, issue 19): it answers as PGlite in
 * this thread does (rows, fields, parsers, errors, transactions), the store opens it by default,
 * and this thread's event loop keeps running while a query runs there.
 */
import { PGlite, messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../../src/store/pglite-thread.ts';
import { openStore } from '../../src/store/index.ts';

const SETUP = `
  CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, big int8, at timestamptz, doc jsonb, raw bytea, price numeric);
  INSERT INTO t VALUES (1, 'one', 9007199254740993, '2026-01-02 03:04:05.678+00', '{"a":[1,2]}', '\\x0102ff', 12.50);
`;
// Parsers as pglite-prisma-adapter passes them: these types' values as text, or reshaped.
const PARSERS = {
  20: (x: string) => x, // int8 stays text
  1184: (x: string) => `tz:${x}`, // timestamptz
  3802: (x: string) => x, // jsonb stays text
  1700: (x: string) => `n:${x}`, // numeric
};

describe('PGliteThread', () => {
  let here: PGlite;
  let there: PGliteThread;
  beforeAll(async () => {
    here = await PGlite.create();
    there = await PGliteThread.open(undefined);
    await here.exec(SETUP);
    await there.exec(SETUP);
  });
  afterAll(async () => {
    await here.close();
    await there.close();
  });

  it('GIVEN the same queries THEN rows, fields and affected rows are those of PGlite in this thread, with and without parsers', async () => {
    const sql = 'SELECT id, name, big, at, doc, raw, price FROM t WHERE id = $1';
    for (const opts of [{}, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: PARSERS }, { parsers: PARSERS }]) {
      const a = await here.query(sql, [1], opts);
      const b = await there.query(sql, [1], opts);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
    }
    const withParsers = await there.query<unknown[]>(sql, [1], { rowMode: 'array', parsers: PARSERS });
    expect(withParsers.rows[0]![3]).toMatch(/^tz:2026-01-02/);
    expect(withParsers.rows[0]![6]).toBe('n:12.50');
    const upd = await there.query('UPDATE t SET name = $1 WHERE id > $2', ['x', 0]);
    expect(upd.affectedRows).toBe((await here.query('UPDATE t SET name = $1 WHERE id > $2', ['x', 0])).affectedRows);
    expect((await there.exec('SELECT 1 AS a; SELECT 2 AS b')).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('GIVEN a unique violation THEN it arrives as PGlite\'s DatabaseError with its code and detail', async () => {
    const e = await there.query('INSERT INTO t (id, name) VALUES (1, $1)', ['dup']).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(messages.DatabaseError);
    expect((e as messages.DatabaseError).code).toBe('23505');
    expect((e as messages.DatabaseError).detail).toMatch(/Key \(id\)=\(1\)/);
  });

  it('GIVEN transactions THEN one that resolves is committed, one that throws or rolls back leaves nothing', async () => {
    await there.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (10, $1)', ['kept']);
    });
    await expect(there.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (11, $1)', ['thrown']);
      throw new Error('boom');
    })).rejects.toThrow('boom');
    await there.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (12, $1)', ['rolled back']);
      void tx.rollback(); // as the adapter does: not awaited, then the callback returns
    });
    const ids = (await there.query<{ id: number }>('SELECT id FROM t WHERE id >= 10 ORDER BY id')).rows.map((r) => r.id);
    expect(ids).toEqual([10]);
  });

  it('GIVEN a long query in the thread THEN this thread\'s event loop keeps turning meanwhile', async () => {
    let turns = 0;
    let on = true;
    const spin = () => {
      turns++;
      if (on) setImmediate(spin);
    };
    setImmediate(spin);
    const r = await there.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 2000000) g, LATERAL (SELECT md5(g::text)) m');
    on = false;
    expect(r.rows[0]!.n).toBe(2_000_000);
    // In this thread the query would run in one synchronous stretch: a handful of turns at most.
    expect(turns).toBeGreaterThan(50);
  });
});

describe('the store on PGlite', () => {
  it('GIVEN the default THEN it opens PGlite in its own thread, and ARCS_PGLITE_THREAD=0 keeps it in this one', async () => {
    const seen: object[] = [];
    const logger = { info: (o: object) => void seen.push(o), warn() {}, error() {} };
    const store = await openStore({ dataDir: 'memory://', logger });
    await store.close();
    const prev = process.env.ARCS_PGLITE_THREAD;
    process.env.ARCS_PGLITE_THREAD = '0';
    try {
      const inline = await openStore({ dataDir: 'memory://', logger });
      await inline.close();
    } finally {
      if (prev === undefined) delete process.env.ARCS_PGLITE_THREAD;
      else process.env.ARCS_PGLITE_THREAD = prev;
    }
    const opened = seen.filter((o) => 'db' in o && (o as { db: string }).db === 'pglite') as { thread: boolean }[];
    expect(opened.map((o) => o.thread)).toEqual([true, false]);
  });
});
