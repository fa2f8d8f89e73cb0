/**
 * The embedded database in a thread of its own (issue 19). PGlite is Postgres compiled to WASM:
 * in the bot's thread every query runs on the event loop, ~30 per click with the publishing, and
 * while 20 games were played at once the acknowledgements waited behind them (bench:bot's
 * concurrent run on PGlite: p95 over 200 ms against ~45 ms on a PostgreSQL server, whose queries
 * run in other processes). Here PGlite runs in a worker thread (./pglite-worker.mjs) and this
 * object stands in for it, with the part of PGlite's interface the store uses: `query`, `exec`,
 * `transaction` (its `query`, `exec`, `rollback`) and `close` — what pglite-prisma-adapter 0.7
 * calls, and the store's own migrations and pg-boss statements (./db.ts).
 *
 * Same answers as PGlite in this thread: rows, fields, affected rows, and Postgres errors as
 * PGlite's DatabaseError with their code and detail (the adapter maps them to Prisma's errors,
 * e.g. a unique violation). Parsers given with a query are functions, which cannot cross to the
 * thread: the thread leaves those types' values as text and they are parsed here.
 * `ARCS_PGLITE_THREAD=0` keeps PGlite in the bot's thread.
 */
import { Worker } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
interface QueryOptions { rowMode?: 'array' | 'object'; parsers?: Parsers }
interface Field { name: string; dataTypeID: number }
export interface Results<T = unknown> { rows: T[]; fields: Field[]; affectedRows?: number }
interface WireError { message: string; name: string; database: boolean; fields?: Record<string, unknown> }
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** A transaction as PGlite hands it to `transaction`'s callback (the part used). */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<Results<T>>;
  exec(script: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Whether PGlite runs in a thread of its own (default) or in the calling thread. */
export const pgliteThreaded = (env: NodeJS.ProcessEnv = process.env): boolean => env.ARCS_PGLITE_THREAD !== '0';

function errorIn(e: WireError): Error {
  if (e.database) {
    const fields = e.fields ?? {};
    const err = new messages.DatabaseError(e.message, Number(fields['length'] ?? 0), 'error');
    Object.assign(err, fields);
    return err;
  }
  const err = new Error(e.message);
  err.name = e.name;
  return err;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #next = 1;
  #dead: Error | null = null;

  private constructor() {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    // The thread keeps the process alive only while it has work in hand (see #call).
    this.#worker.unref();
    this.#worker.on('message', (m: Reply) => {
      const w = this.#waiting.get(m.id);
      if (!w) return;
      this.#waiting.delete(m.id);
      if (this.#waiting.size === 0) this.#worker.unref();
      if (m.ok) w.resolve(m.result);
      else w.reject(errorIn(m.error));
    });
    const fail = (e: Error) => {
      this.#dead ??= e;
      for (const w of this.#waiting.values()) w.reject(e);
      this.#waiting.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Start the thread and open the database (`dataDir` undefined: in memory). */
  static async open(dataDir: string | undefined): Promise<PGliteThread> {
    const t = new PGliteThread();
    try {
      await t.#call({ op: 'open', dataDir });
    } catch (e) {
      await t.#worker.terminate();
      throw e;
    }
    return t;
  }

  #call(msg: Record<string, unknown>): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      if (this.#waiting.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...msg, id });
    });
  }

  async #query<T>(tx: number | null, sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<Results<T>> {
    const parsers = opts.parsers;
    const raw = parsers ? Object.keys(parsers).map(Number) : [];
    const r = (await this.#call({ op: 'query', tx, sql, params, rowMode: opts.rowMode ?? 'object', raw })) as Results<T>;
    if (parsers && raw.length) {
      // The thread left these types as text: parse them as PGlite would have with `parsers`.
      r.fields.forEach((f, j) => {
        const parse = parsers[f.dataTypeID];
        if (!parse) return;
        for (const row of r.rows as unknown[]) {
          if (Array.isArray(row)) {
            if (row[j] !== null) row[j] = parse(row[j] as string, f.dataTypeID);
          } else {
            const o = row as Record<string, unknown>;
            if (o[f.name] !== null) o[f.name] = parse(o[f.name] as string, f.dataTypeID);
          }
        }
      });
    }
    return r;
  }

  query<T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, sql, params, opts);
  }

  async exec(script: string): Promise<Results[]> {
    return (await this.#call({ op: 'exec', tx: null, script })) as Results[];
  }

  /**
   * Run `fn` in a transaction: committed when it resolves (unless it rolled back), rolled back
   * when it throws, as PGlite's own `transaction`.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const tx: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], opts?: QueryOptions) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#query<R>(id, sql, params, opts);
      },
      exec: async (script: string) => {
        if (closed) throw new Error('Transaction is closed');
        return (await this.#call({ op: 'exec', tx: id, script })) as Results[];
      },
      rollback: async () => {
        if (closed) throw new Error('Transaction is closed');
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      closed = true;
      await this.#call({ op: 'end', tx: id, fail: true }).catch(() => undefined);
      throw e;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, fail: false });
    return result;
  }

  async close(): Promise<void> {
    try {
      if (!this.#dead) await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}
