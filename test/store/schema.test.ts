/**
 * The migrations create exactly what prisma/schema.prisma declares, are recorded in
 * `_prisma_migrations` as `prisma migrate deploy` records them, and every model and field is
 * written and read through the generated client.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, silentLogger, type OpenedDatabase, type SqlConnection } from '../../src/store/db.ts';
import { MigrationError, openStore } from '../../src/store/index.ts';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR, readMigrations } from '../../src/store/migrate.ts';
import { describeBackends, type Target } from './backends.ts';
import { expectedTables, parseSchema, type SchemaModel } from './prisma-schema.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA_TEXT = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
const schema = parseSchema(SCHEMA_TEXT);
const scratch = mkdtempSync(join(tmpdir(), 'arcs-schema-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DELETE_RULE: Record<string, string> = { Cascade: 'c', Restrict: 'r', SetNull: 'n', NoAction: 'a', SetDefault: 'd' };

async function withDb<T>(target: Target, fn: (db: OpenedDatabase, c: SqlConnection) => Promise<T>): Promise<T> {
  const db = await openDatabase({ ...target, logger: silentLogger });
  try {
    return await db.withConnection((c) => fn(db, c));
  } finally {
    await db.close();
  }
}

interface DbColumn { table_name: string; column_name: string; udt_name: string; is_nullable: string; column_default: string | null; datetime_precision: number | null }
interface DbIndex { table: string; name: string; unique: boolean; primary: boolean; columns: string[] }
interface DbFk { name: string; table: string; ref_table: string; confdeltype: string; confupdtype: string; columns: string[]; ref_columns: string[] }

async function introspect(c: SqlConnection) {
  const tables = (await c.query<{ table_name: string; table_type: string }>(
    `SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
  ));
  const columns = await c.query<DbColumn>(
    `SELECT table_name, column_name, udt_name, is_nullable, column_default, datetime_precision
       FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const indexes = await c.query<DbIndex>(
    `SELECT t.relname::text AS table, i.relname::text AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
            array_agg(a.attname::text ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = current_schema()
      GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`,
  );
  const fks = await c.query<DbFk>(
    `SELECT c.conname::text AS name, t.relname::text AS table, r.relname::text AS ref_table,
            c.confdeltype::text AS confdeltype, c.confupdtype::text AS confupdtype,
            (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(n, ord)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
            (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(n, ord)
               JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS ref_columns
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace ns ON ns.oid = t.relnamespace
      WHERE c.contype = 'f' AND ns.nspname = current_schema()`,
  );
  const checks = await c.query<{ conname: string }>(
    `SELECT c.conname::text AS conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype IN ('c', 'x', 't') AND n.nspname = current_schema()`,
  );
  const enums = await c.query<{ name: string; labels: string[] }>(
    `SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = current_schema() GROUP BY t.typname`,
  );
  const sequences = await c.query<{ sequence_name: string }>(
    `SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema()`,
  );
  return { tables, columns, indexes, fks, checks, enums, sequences };
}

describe('generated client', () => {
  it('was generated from the current prisma/schema.prisma (run `npm run prisma:generate`)', () => {
    const cls = readFileSync(join(ROOT, 'src/store/generated/internal/class.ts'), 'utf8');
    const m = /"inlineSchema":\s*("(?:[^"\\]|\\.)*")/.exec(cls);
    expect(m, 'inlineSchema not found in the generated client').not.toBeNull();
    expect(JSON.parse(m![1]!)).toBe(SCHEMA_TEXT);
  });

  it('the schema reader understands every model', () => {
    expect(schema.models.map((m) => m.name).sort()).toEqual(['Campaign', 'ChapterReport', 'EphemeralPanel', 'Game', 'GameInput', 'GameMessage', 'Reminder', 'ReminderChain', 'Seat', 'Snapshot', 'UserPreference']);
  });
});

describeBackends('migrations', (backend) => {
  it('create exactly the tables, columns, keys, indexes, foreign keys and enums schema.prisma declares', async () => {
    const target = await backend.emptyTarget();
    const store = await openStore(target);
    expect(store.migrations.applied).toEqual(readMigrations().map((m) => m.name));
    await store.close();
    const db = await withDb(target, (_db, c) => introspect(c));
    const expected = expectedTables(schema);

    expect(db.tables.map((t) => [t.table_name, t.table_type])).toEqual(
      [...expected.map((t) => t.name), '_prisma_migrations'].sort().map((n) => [n, 'BASE TABLE']),
    );
    for (const t of expected) {
      const cols = db.columns.filter((c) => c.table_name === t.name);
      expect(cols.map((c) => c.column_name), `${t.name} columns`).toEqual(t.columns.map((c) => c.name));
      for (const want of t.columns) {
        const got = cols.find((c) => c.column_name === want.name)!;
        const where = `${t.name}.${want.name}`;
        expect(got.udt_name, `${where} type`).toBe(want.udt);
        expect(got.is_nullable, `${where} nullability`).toBe(want.nullable ? 'YES' : 'NO');
        expect(got.column_default !== null, `${where} default`).toBe(want.hasDefault);
        if (want.udt === 'timestamp') expect(got.datetime_precision, `${where} precision`).toBe(3);
      }
      const idx = db.indexes.filter((i) => i.table === t.name).map((i) => ({ name: i.name, columns: i.columns, unique: i.unique, primary: i.primary }));
      expect(idx.sort((a, b) => a.name.localeCompare(b.name)), `${t.name} indexes`).toEqual([...t.indexes].sort((a, b) => a.name.localeCompare(b.name)));
      const fks = db.fks.filter((f) => f.table === t.name).map((f) => ({ name: f.name, columns: f.columns, refTable: f.ref_table, refColumns: f.ref_columns, onDelete: f.confdeltype, onUpdate: f.confupdtype }));
      expect(fks.sort((a, b) => a.name.localeCompare(b.name)), `${t.name} foreign keys`).toEqual(
        t.foreignKeys.map((f) => ({ ...f, onDelete: DELETE_RULE[f.onDelete], onUpdate: DELETE_RULE[f.onUpdate] })).sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
    expect(Object.fromEntries(db.enums.map((e) => [e.name, e.labels]))).toEqual(Object.fromEntries(schema.enums));
    expect(db.checks).toEqual([]);
    expect(db.sequences).toEqual([]);

    // _prisma_migrations, exactly as Prisma's schema engine creates it.
    expect(db.columns.filter((c) => c.table_name === '_prisma_migrations').map((c) => [c.column_name, c.udt_name, c.is_nullable])).toEqual([
      ['id', 'varchar', 'NO'],
      ['checksum', 'varchar', 'NO'],
      ['finished_at', 'timestamptz', 'YES'],
      ['migration_name', 'varchar', 'NO'],
      ['logs', 'text', 'YES'],
      ['rolled_back_at', 'timestamptz', 'YES'],
      ['started_at', 'timestamptz', 'NO'],
      ['applied_steps_count', 'int4', 'NO'],
    ]);
  });

  it('are recorded as `prisma migrate deploy` records them, and applied only once', async () => {
    const target = await backend.emptyTarget();
    const first = await openStore(target);
    await first.close();
    const again = await openStore(target);
    expect(again.migrations).toEqual({ applied: [], alreadyApplied: readMigrations().map((m) => m.name) });
    await again.close();
    const rows = await withDb(target, (_db, c) =>
      c.query<{ id: string; checksum: string; migration_name: string; finished_at: Date | null; logs: string | null; rolled_back_at: Date | null; started_at: Date; applied_steps_count: number }>(
        'SELECT * FROM "_prisma_migrations" ORDER BY migration_name',
      ),
    );
    const local = readMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(local.map((m) => m.name));
    for (const [i, r] of rows.entries()) {
      const file = readFileSync(join(DEFAULT_MIGRATIONS_DIR, local[i]!.name, 'migration.sql'));
      expect(r.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.started_at).toBeInstanceOf(Date);
      expect(r.finished_at!.getTime()).toBeGreaterThanOrEqual(r.started_at.getTime());
      expect(r.logs).toBeNull();
      expect(r.rolled_back_at).toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
    expect(readFileSync(join(DEFAULT_MIGRATIONS_DIR, 'migration_lock.toml'), 'utf8')).toMatch(/provider = "postgresql"/);
  });

  if (backend.name === 'postgres') {
    it('two bots starting at once on an empty database migrate it once (advisory lock)', async () => {
      const target = await backend.emptyTarget();
      const [a, b] = await Promise.all([openStore(target), openStore(target)]);
      expect([...a.migrations.applied, ...b.migrations.applied]).toEqual(readMigrations().map((m) => m.name));
      await Promise.all([a.close(), b.close()]);
    });
  }

  it('a failing migration is rolled back whole and stops start-up; once fixed it applies', async () => {
    const dir = join(scratch, `migrations-${backend.name}`);
    cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    const bad = join(dir, '29990101000000_broken');
    mkdirSync(bad);
    writeFileSync(join(bad, 'migration.sql'), 'CREATE TABLE "Broken" ("id" INTEGER NOT NULL);\nSELECT 1 / 0;\n');
    const target = await backend.emptyTarget();
    const err = await openStore({ ...target, migrationsDir: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain('29990101000000_broken');
    await withDb(target, async (_db, c) => {
      expect(await c.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Broken'`)).toEqual([]);
      expect((await c.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations"')).map((r) => r.migration_name)).toEqual(readMigrations().map((m) => m.name));
    });
    writeFileSync(join(bad, 'migration.sql'), 'CREATE TABLE "Broken" ("id" INTEGER NOT NULL);\n');
    const fixed = await openStore({ ...target, migrationsDir: dir });
    expect(fixed.migrations.applied).toEqual(['29990101000000_broken']);
    await fixed.close();
  });

  it('a migration Prisma recorded as failed blocks start-up until resolved', async () => {
    const target = await backend.target();
    await withDb(target, (_db, c) =>
      c.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
               VALUES ('00000000-0000-0000-0000-000000000001', 'x', '29990101000000_failed', now(), 0)`),
    );
    const dir = join(scratch, `migrations-failed-${backend.name}`);
    cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    mkdirSync(join(dir, '29990101000000_failed'));
    writeFileSync(join(dir, '29990101000000_failed', 'migration.sql'), 'SELECT 1;\n');
    const err = await openStore({ ...target, migrationsDir: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toMatch(/prisma migrate resolve/);
  });

  it('every model and field is written and read back through the client', async () => {
    const target = await backend.target();
    await withDb(target, async (db, c) => {
      await applyMigrations(c, { logger: silentLogger });
      const delegates = db.prisma as unknown as Record<string, { create(a: { data: object }): Promise<object>; findMany(): Promise<object[]> }>;
      const written = new Map<string, Record<string, unknown>>();
      const modelNames = new Set(schema.models.map((m) => m.name));
      // Parents first: a model whose relation holds the foreign key comes after the model it points to.
      const parents = (m: SchemaModel) => m.fields.filter((f) => modelNames.has(f.type) && /fields:/.test(f.attrs)).map((f) => f.type);
      const ordered: SchemaModel[] = [];
      while (ordered.length < schema.models.length) {
        for (const m of schema.models) if (!ordered.includes(m) && parents(m).every((p) => ordered.some((o) => o.name === p))) ordered.push(m);
      }
      for (const [k, m] of ordered.entries()) {
        // Foreign-key fields take the parent row's key.
        const fkValue = new Map<string, unknown>();
        for (const f of m.fields) {
          const rel = modelNames.has(f.type) && /fields:\s*\[([^\]]*)\].*references:\s*\[([^\]]*)\]/.exec(f.attrs);
          if (!rel) continue;
          const fields = rel[1]!.split(',').map((s) => s.trim());
          const refs = rel[2]!.split(',').map((s) => s.trim());
          fields.forEach((fk, i) => fkValue.set(fk, written.get(f.type)![refs[i]!]));
        }
        const data: Record<string, unknown> = {};
        for (const [j, f] of m.fields.entries()) {
          if (modelNames.has(f.type)) continue;
          if (fkValue.has(f.name)) {
            data[f.name] = fkValue.get(f.name);
            continue;
          }
          const enumValues = schema.enums.get(f.type);
          const def = /@default\(([^)]*)\)/.exec(f.attrs)?.[1];
          data[f.name] = enumValues
            ? enumValues[enumValues.length - 1]
            : f.type === 'String' ? `${m.name}.${f.name}`
            : f.type === 'Int' ? 100 + 10 * k + j
            : f.type === 'Boolean' ? def !== 'false'
            : f.type === 'DateTime' ? new Date(Date.UTC(2031, 1, 3, 4, 5, k, 100 + j))
            : f.type === 'Json' ? { model: m.name, field: f.name, z: [1, 'two', { three: true }], a: null }
            : (() => { throw new Error(`no test value for ${f.type}`); })();
        }
        // Every scalar column gets a value, none of them its default.
        expect(Object.keys(data).sort()).toEqual(expectedTables(schema).find((t) => t.name === m.name)!.columns.map((col) => col.name).sort());
        const delegate = delegates[m.name[0]!.toLowerCase() + m.name.slice(1)]!;
        await delegate.create({ data });
        written.set(m.name, data);
        const rows = await delegate.findMany();
        expect(rows, `${m.name} read back through the client`).toEqual([data]);
        // And it is in the columns of the same names.
        const [raw] = await c.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${m.name}" t`);
        const rawRow = JSON.parse(raw!.j) as Record<string, unknown>;
        for (const [key, v] of Object.entries(data)) {
          if (v instanceof Date) expect(new Date(`${String(rawRow[key])}Z`).getTime(), `${m.name}.${key} in the database`).toBe(v.getTime());
          else expect(rawRow[key], `${m.name}.${key} in the database`).toEqual(v);
        }
        // json (not jsonb) columns keep the text exactly as written, key order included.
        for (const f of m.fields.filter((ff) => /@db\.Json/.test(ff.attrs))) {
          const [t] = await c.query<{ t: string }>(`SELECT "${f.name}"::text AS t FROM "${m.name}"`);
          expect(t!.t).toBe(JSON.stringify(data[f.name]));
        }
      }
    });
  });
});
