import type Database from "better-sqlite3";
import { db, isPostgresUrl, type Prisma } from "~/db.server";
import { sqliteFilePath } from "~/db-url";
import { rethrowUnavailable } from "~/db-unavailable.server";
import { env } from "~/env.server";

// Hot reads (the signed-in Home and Diary, session lookups) as plain SQL with prepared
// statements: Prisma's per-query work (query compiler, interpreter, a fresh `prepare` on
// SQLite) cost more than the queries themselves (docs/performance.md). Each query is written
// once, with `$1…` placeholders and double-quoted identifiers, which both databases accept;
// SQLite reads through its own better-sqlite3 connection (WAL: it sees every committed write),
// PostgreSQL through Prisma's pool. Writes stay with Prisma.
//
// Each read is declared with `typedRead` (ADR 0043): its parameters by name, and each result column
// as the schema field it comes from (`column("User", "timeZone")`, typed from Prisma's model, so a
// misspelt or removed field fails typecheck) or as a computed value of a stated kind. A test runs
// every declared read on SQLite and PostgreSQL and checks the rows against the schema each
// database reports (tests/integration/typed-reads.test.ts).

const postgres = isPostgresUrl(env.DATABASE_URL);

let sqlite: Database.Database | null = null;
/**
 * A prepared statement in raw mode (rows as arrays: better-sqlite3 builds an object per row in C++
 * at about twice the cost of the loop in `sqliteRows`), its column names, and for each `?` in it
 * which `$n` parameter goes there.
 */
type Prepared = { statement: Database.Statement; columns: string[]; order: number[] };
const statements = new Map<string, Prepared>();

async function openSqlite(): Promise<Database.Database> {
  const { default: Sqlite } = await import("better-sqlite3");
  const connection = new Sqlite(sqliteFilePath(env.DATABASE_URL), { fileMustExist: true });
  connection.pragma("busy_timeout = 5000");
  return connection;
}

/** Statements kept at most (search builds a few shapes per word count); the cache starts over past it. */
const MAX_STATEMENTS = 500;

function prepared(connection: Database.Database, sql: string): Prepared {
  let entry = statements.get(sql);
  if (!entry) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    // PostgreSQL's $1, $2… become SQLite's positional `?`, each fed the right value.
    const order: number[] = [];
    const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(Number(n) - 1);
      return "?";
    });
    const statement = connection.prepare(text).raw(true);
    entry = { statement, columns: statement.columns().map((column) => column.name), order };
    statements.set(sql, entry);
  }
  return entry;
}

/** A parameter value: timestamps are ISO text in SQLite (as Prisma writes them) and timestamps in PostgreSQL. */
export type SqlParam = string | number | null | Date;

function sqliteParam(value: SqlParam): string | number | null {
  return value instanceof Date ? value.toISOString().replace("Z", "+00:00") : value;
}

/** A query both databases run as written, or one text per dialect where their SQL differs. */
export type ReadSql = string | { sqlite: string; postgres: string };

type ModelName = Prisma.ModelName;
type Scalars<M extends ModelName> = Prisma.TypeMap["model"][M]["payload"]["scalars"];
/** What a field's value looks like read raw: SQLite has timestamps as ISO text and flags as 0/1. */
type Raw<T> = T extends Date ? string | Date : T extends boolean ? boolean | number : T;

/** Kinds of computed values, as both databases return them (PostgreSQL's COUNT and SUM of integers are bigint). */
export type ComputedKind = "integer" | "real" | "flag" | "text";
type KindValue = { integer: number | bigint; real: number; flag: boolean | number; text: string };

/**
 * A result column: a schema field (`from`), or a computed value of a kind; `nullable` for an outer
 * join's or a computed null; `notNull` for an optional field the query's WHERE keeps non-null.
 */
export type ReadColumn<T = unknown> = {
  readonly from: readonly [model: ModelName, field: string] | null;
  readonly kind: ComputedKind | null;
  readonly nullable: boolean;
  readonly notNull: boolean;
  /** the column's TypeScript type, never set at run time */
  readonly type?: T;
};

/**
 * A column read from `model.field` as the schema has it: `{ outerJoin: true }` when a LEFT JOIN may
 * give null, `{ notNull: true }` for an optional field the query keeps to rows where it is set.
 */
export function column<M extends ModelName, F extends keyof Scalars<M> & string, J extends boolean = false, N extends boolean = false>(
  model: M,
  field: F,
  options?: { outerJoin?: J; notNull?: N },
): ReadColumn<(N extends true ? NonNullable<Raw<Scalars<M>[F]>> : Raw<Scalars<M>[F]>) | (J extends true ? null : never)> {
  return { from: [model, field], kind: null, nullable: options?.outerJoin ?? false, notNull: options?.notNull ?? false };
}

/** A computed column (an expression, an aggregate). */
export function computed<K extends ComputedKind, N extends boolean = false>(
  kind: K,
  options?: { nullable: N },
): ReadColumn<KindValue[K] | (N extends true ? null : never)> {
  return { from: null, kind, nullable: options?.nullable ?? false, notNull: false };
}

type Columns = Record<string, ReadColumn>;
type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends ReadColumn<infer T> ? T : never };

/** A declared read: its SQL, its parameters by name (`$1` is the first), its result columns. */
export type TypedRead<P extends string, C extends Columns> = {
  readonly name: string;
  readonly sql: ReadSql;
  readonly params: readonly P[];
  readonly columns: C;
};

/** Every read declared so far (the typed-reads test runs them all). */
export const declaredReads: TypedRead<string, Columns>[] = [];

export function typedRead<const P extends string, C extends Columns>(read: TypedRead<P, C>): TypedRead<P, C> {
  declaredReads.push(read as unknown as TypedRead<string, Columns>);
  return read;
}

const positional = (read: TypedRead<string, Columns>, params: Record<string, SqlParam>) => read.params.map((name) => params[name]!);

/** The rows of a declared read. */
export async function readRows<P extends string, C extends Columns>(
  read: TypedRead<P, C>,
  params: Record<P, SqlParam>,
): Promise<RowOf<C>[]> {
  const values = positional(read as unknown as TypedRead<string, Columns>, params);
  if (postgres) return db.$queryRawUnsafe<RowOf<C>[]>(typeof read.sql === "string" ? read.sql : read.sql.postgres, ...values);
  return sqliteRows<RowOf<C>>(typeof read.sql === "string" ? read.sql : read.sql.sqlite, values);
}

/**
 * The table and column SQLite reports for each result column of a query (null for a computed one):
 * the typed-reads test checks them against the reads' declarations.
 */
export async function sqliteColumnSources(sql: string): Promise<{ name: string; table: string | null; column: string | null }[]> {
  sqlite ??= await openSqlite();
  return prepared(sqlite, sql)
    .statement.columns()
    .map(({ name, table, column }) => ({ name, table, column }));
}

/** Rows of a SQLite-only query (`$n` or plain `?` placeholders), e.g. the FTS5 search index's. */
export async function sqliteRows<Row>(sql: string, params: SqlParam[]): Promise<Row[]> {
  sqlite ??= await openSqlite();
  try {
    const { statement, columns, order } = prepared(sqlite, sql);
    const values = order.length > 0 ? order.map((index) => params[index] ?? null) : params;
    const rows = statement.all(...values.map(sqliteParam)) as unknown[][];
    return rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
      return row as Row;
    });
  } catch (error) {
    return rethrowUnavailable(error); // locked past the busy timeout: a 503, as through Prisma
  }
}

/** The first row of a declared read, or null. */
export async function readRow<P extends string, C extends Columns>(
  read: TypedRead<P, C>,
  params: Record<P, SqlParam>,
): Promise<RowOf<C> | null> {
  return (await readRows(read, params))[0] ?? null;
}
