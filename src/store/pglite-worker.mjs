// The embedded database's own thread (./pglite-thread.ts): PGlite runs its queries here, so the
// bot's event loop does not execute Postgres (WASM) while it should be acknowledging clicks
// (issue 19). Plain JavaScript, so Node loads it as is in a worker thread.
//
// Messages in: { id, op, ... }; out: { id, ok: true, result } or { id, ok: false, error }.
//   open    { dataDir }                        PGlite.create (dataDir undefined: in memory)
//   query   { sql, params, rowMode, raw, tx }  raw: type ids whose values stay text (the caller parses them)
//   exec    { script, tx }
//   begin   {}                                 a transaction; result: its number
//   rollback { tx }                            ROLLBACK now (the transaction ends with `end`)
//   end     { tx, fail }                       commit (unless rolled back), or roll back if `fail`
//   close   {}
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | null} */
let db = null;
/** @type {Map<number, { tx: any, finish: (fail: boolean) => void, done: Promise<void> }>} */
const txs = new Map();
let nextTx = 1;
/** Parsers that keep the raw text, by the list of type ids they cover. */
const rawParsers = new Map();

const keepText = (x) => x;
function parsersFor(raw) {
  if (!raw || raw.length === 0) return undefined;
  const key = raw.join(',');
  let p = rawParsers.get(key);
  if (!p) {
    p = Object.fromEntries(raw.map((oid) => [oid, keepText]));
    rawParsers.set(key, p);
  }
  return p;
}

const ERROR_FIELDS = ['length', 'severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'];
function errorOut(e) {
  if (!(e instanceof Error)) return { message: String(e), name: 'Error', database: false };
  const out = { message: e.message, name: e.name, database: e.name === 'DatabaseError' || typeof e.severity === 'string', fields: {} };
  for (const f of ERROR_FIELDS) if (e[f] !== undefined) out.fields[f] = e[f];
  return out;
}

function target(tx) {
  if (tx === undefined || tx === null) return db;
  const t = txs.get(tx);
  if (!t) throw new Error(`transaction ${tx} is not open`);
  return t.tx;
}

async function handle(m) {
  switch (m.op) {
    case 'open':
      db = m.dataDir === undefined ? await PGlite.create() : await PGlite.create({ dataDir: m.dataDir });
      return null;
    case 'query': {
      const parsers = parsersFor(m.raw);
      const r = await target(m.tx).query(m.sql, m.params ?? [], { rowMode: m.rowMode ?? 'object', ...(parsers ? { parsers } : {}) });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const rs = await target(m.tx).exec(m.script);
      return rs.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      const id = nextTx++;
      const entry = { tx: null, finish: () => {}, done: Promise.resolve() };
      let opened = () => {};
      const ready = new Promise((resolve) => { opened = resolve; });
      entry.done = db.transaction(async (tx) => {
        entry.tx = tx;
        const end = new Promise((resolve, reject) => {
          entry.finish = (fail) => (fail ? reject(new Error('rolled back by the caller')) : resolve());
        });
        txs.set(id, entry);
        opened();
        await end;
      });
      entry.done.catch(() => undefined);
      await Promise.race([ready, entry.done]);
      return id;
    }
    case 'rollback':
      await target(m.tx).rollback();
      return null;
    case 'end': {
      const entry = txs.get(m.tx);
      if (!entry) return null;
      entry.finish(m.fail === true);
      try {
        await entry.done;
      } catch (e) {
        if (!m.fail) throw e;
      } finally {
        txs.delete(m.tx);
      }
      return null;
    }
    case 'close':
      if (db) await db.close();
      db = null;
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

// Each transaction's messages in order (a ROLLBACK before its end); everything else as it comes,
// PGlite queueing the queries on its one connection as it does in one thread.
const chains = new Map();
parentPort.on('message', (m) => {
  const run = () => handle(m).then(
    (result) => parentPort.postMessage({ id: m.id, ok: true, result }),
    (e) => parentPort.postMessage({ id: m.id, ok: false, error: errorOut(e) }),
  );
  if (m.tx === undefined || m.tx === null) return void run();
  const next = (chains.get(m.tx) ?? Promise.resolve()).then(run);
  chains.set(m.tx, next);
  void next.then(() => { if (chains.get(m.tx) === next) chains.delete(m.tx); });
});
