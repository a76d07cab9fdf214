import type Database from "better-sqlite3";
import { db, isPostgresUrl } from "~/db.server";
import { sqliteFilePath } from "~/db-url";
import { rethrowUnavailable } from "~/db-unavailable.server";
import { env } from "~/env.server";

// Hot reads (the signed-in Home and Diary, session lookups) as plain SQL with prepared
// statements: Prisma's per-query work (query compiler, interpreter, a fresh `prepare` on
// SQLite) cost more than the queries themselves (docs/performance.md). Each query is written
// once, with `$1…` placeholders and double-quoted identifiers, which both databases accept;
// SQLite reads through its own better-sqlite3 connection (WAL: it sees every committed write),
// PostgreSQL through Prisma's pool. Writes stay with Prisma.

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

/** Rows of a read query; column values are numbers, strings, null, and 0/1 or booleans for flags. */
export async function readRows<Row>(sql: ReadSql, params: SqlParam[]): Promise<Row[]> {
  if (postgres) return db.$queryRawUnsafe<Row[]>(typeof sql === "string" ? sql : sql.postgres, ...params);
  return sqliteRows<Row>(typeof sql === "string" ? sql : sql.sqlite, params);
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

/** The first row, or null. */
export async function readRow<Row>(sql: ReadSql, params: SqlParam[]): Promise<Row | null> {
  return (await readRows<Row>(sql, params))[0] ?? null;
}
