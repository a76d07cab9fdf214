import type { Prisma, PrismaClient } from "~/generated/prisma-sqlite/client";
import { isPostgresUrl, sqliteFilePath } from "~/db-url";
import { failingFast } from "~/db-unavailable.server";
import { env } from "~/env.server";

export { isPostgresUrl };

export type Db = PrismaClient;
export type { Prisma } from "~/generated/prisma-sqlite/client";

/**
 * One Prisma client per process, chosen by DATABASE_URL. Both generated clients have the
 * same API (one source schema), so the SQLite client's types describe either. On both, a
 * database that cannot be reached makes queries throw DatabaseUnavailable, a 503
 * (app/db-unavailable.server.ts); PostgreSQL's pool survives restarts (app/db-postgres.server.ts).
 */
export async function createDb(url: string): Promise<Db> {
  if (isPostgresUrl(url)) {
    const [{ PrismaClient: PgClient }, { postgresAdapter, DB_CONNECT_TIMEOUT_MS, DB_SLOT_WAIT_MS }] = await Promise.all([
      import("~/generated/prisma-postgres/client"),
      import("~/db-postgres.server"),
    ]);
    return new PgClient({
      adapter: failingFast(postgresAdapter(url)),
      // A transaction waits for its connection as long as any query does (Prisma's default is 2 s).
      transactionOptions: { maxWait: DB_SLOT_WAIT_MS + DB_CONNECT_TIMEOUT_MS },
    }) as unknown as Db;
  }
  const [{ PrismaClient: SqliteClient }, { PrismaBetterSQLite3 }] = await Promise.all([
    import("~/generated/prisma-sqlite/client"),
    import("@prisma/adapter-better-sqlite3"),
  ]);
  const client = new SqliteClient({ adapter: failingFast(new PrismaBetterSQLite3({ url: sqliteFilePath(url) })) });
  // WAL lets readers proceed while a write is in flight; busy_timeout waits instead of failing.
  await client.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await client.$executeRawUnsafe("PRAGMA busy_timeout = 5000");
  return client;
}

declare global {
  var __fitplateDb: Promise<Db> | undefined;
}

// Kept on globalThis so Vite's dev reloads reuse the connection.
globalThis.__fitplateDb ??= createDb(env.DATABASE_URL);

export const db: Db = await globalThis.__fitplateDb;

/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Prisma.TransactionClient;
