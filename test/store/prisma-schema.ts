/**
 * A small reader for prisma/schema.prisma, enough to derive the tables, columns, keys, indexes
 * and foreign keys it declares (Prisma's own naming rules), so a test can hold the SQL migrations
 * to it. It understands the subset this project uses and fails loudly on anything else.
 */

export interface SchemaField {
  name: string;
  type: string;
  optional: boolean;
  list: boolean;
  attrs: string;
}

export interface SchemaModel {
  name: string;
  fields: SchemaField[];
  blockAttrs: string[];
}

export interface Schema {
  models: SchemaModel[];
  enums: Map<string, string[]>;
}

export interface ExpectedColumn {
  name: string;
  /** Postgres udt_name: text, int4, bool, timestamp, json, jsonb, or an enum's name. */
  udt: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface ExpectedIndex {
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
}

export interface ExpectedForeignKey {
  name: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: string;
  onUpdate: string;
}

export interface ExpectedTable {
  name: string;
  columns: ExpectedColumn[];
  indexes: ExpectedIndex[];
  foreignKeys: ExpectedForeignKey[];
}

function stripComments(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\/\/.*$/, ''))
    .join('\n');
}

export function parseSchema(text: string): Schema {
  const src = stripComments(text);
  const models: SchemaModel[] = [];
  const enums = new Map<string, string[]>();
  for (const m of src.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const [, kind, name, body] = m as unknown as [string, string, string, string];
    const lines = body.split('\n').map((l) => l.trim()).filter(Boolean);
    if (kind === 'enum') {
      enums.set(name, lines.map((l) => l.split(/\s+/)[0]!));
      continue;
    }
    const fields: SchemaField[] = [];
    const blockAttrs: string[] = [];
    for (const line of lines) {
      if (line.startsWith('@@')) {
        blockAttrs.push(line);
        continue;
      }
      const fm = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (!fm) throw new Error(`schema reader: cannot read field line "${line}" in ${name}`);
      fields.push({ name: fm[1]!, type: fm[2]!, list: !!fm[3], optional: !!fm[4], attrs: fm[5] ?? '' });
    }
    models.push({ name, fields, blockAttrs });
  }
  if (/@map\(|@@map\(|@@schema|@@ignore|@ignore/.test(src)) throw new Error('schema reader: @map/@@map/@@schema/@ignore are not supported; extend the reader');
  return { models, enums };
}

const SCALAR_UDT: Record<string, string> = {
  String: 'text',
  Int: 'int4',
  BigInt: 'int8',
  Boolean: 'bool',
  DateTime: 'timestamp',
  Float: 'float8',
  Decimal: 'numeric',
  Json: 'jsonb',
  Bytes: 'bytea',
};

function list(inner: string): string[] {
  return inner.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The tables, in Prisma's naming, that the schema declares. */
export function expectedTables(schema: Schema): ExpectedTable[] {
  const modelNames = new Set(schema.models.map((m) => m.name));
  const pkOf = new Map<string, string[]>();
  for (const m of schema.models) {
    const id = m.fields.filter((f) => /@id\b/.test(f.attrs)).map((f) => f.name);
    const block = m.blockAttrs.map((a) => /^@@id\(\[([^\]]*)\]\)/.exec(a)).find(Boolean);
    pkOf.set(m.name, block ? list(block[1]!) : id);
  }
  return schema.models.map((m) => {
    const columns: ExpectedColumn[] = [];
    const indexes: ExpectedIndex[] = [];
    const foreignKeys: ExpectedForeignKey[] = [];
    for (const f of m.fields) {
      if (modelNames.has(f.type)) {
        const rel = /@relation\(([^)]*)\)/.exec(f.attrs);
        const fieldsM = rel && /fields:\s*\[([^\]]*)\]/.exec(rel[1]!);
        if (!fieldsM) continue; // the other side of a relation: no column
        const refs = /references:\s*\[([^\]]*)\]/.exec(rel[1]!)!;
        const del = /onDelete:\s*(\w+)/.exec(rel[1]!)?.[1] ?? (f.optional ? 'SetNull' : 'Restrict');
        const upd = /onUpdate:\s*(\w+)/.exec(rel[1]!)?.[1] ?? 'Cascade';
        const cols = list(fieldsM[1]!);
        foreignKeys.push({ name: `${m.name}_${cols.join('_')}_fkey`, columns: cols, refTable: f.type, refColumns: list(refs[1]!), onDelete: del, onUpdate: upd });
        continue;
      }
      if (f.list) throw new Error(`schema reader: scalar lists are not supported (${m.name}.${f.name})`);
      let udt = schema.enums.has(f.type) ? f.type : SCALAR_UDT[f.type];
      if (!udt) throw new Error(`schema reader: unknown type ${f.type}`);
      const native = /@db\.(\w+)/.exec(f.attrs)?.[1];
      if (native === 'Json') udt = 'json';
      else if (native === 'Timestamptz') udt = 'timestamptz';
      else if (native) throw new Error(`schema reader: @db.${native} is not supported; extend the reader`);
      // A database default: now(), literals, autoincrement(); uuid()/cuid() are made by the client.
      const def = /@default\(((?:[^()]|\([^()]*\))*)\)/.exec(f.attrs)?.[1];
      const hasDefault = def !== undefined && !/^(uuid|cuid|nanoid|ulid)\(/.test(def);
      columns.push({ name: f.name, udt, nullable: f.optional, hasDefault });
      if (/@unique\b/.test(f.attrs)) indexes.push({ name: `${m.name}_${f.name}_key`, columns: [f.name], unique: true, primary: false });
    }
    indexes.push({ name: `${m.name}_pkey`, columns: pkOf.get(m.name)!, unique: true, primary: true });
    for (const a of m.blockAttrs) {
      const u = /^@@(unique|index)\(\[([^\]]*)\]\)$/.exec(a);
      if (u) {
        const cols = list(u[2]!);
        const unique = u[1] === 'unique';
        indexes.push({ name: `${m.name}_${cols.join('_')}_${unique ? 'key' : 'idx'}`, columns: cols, unique, primary: false });
      } else if (!/^@@id\(/.test(a)) {
        throw new Error(`schema reader: block attribute ${a} is not supported; extend the reader`);
      }
    }
    return { name: m.name, columns, indexes, foreignKeys };
  });
}
