import { AsyncLocalStorage } from "node:async_hooks";
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
    const [{ PrismaClient: PgClient }, { postgresAdapter, DB_CONNECT_TIMEOUT_MS, DB_SLOT_WAIT_MS, DB_TRANSACTION_TIMEOUT_MS }] =
      await Promise.all([import("~/generated/prisma-postgres/client"), import("~/db-postgres.server")]);
    return new PgClient({
      adapter: failingFast(postgresAdapter(url)),
      // A transaction waits for its connection as long as any query does (Prisma's default is 2 s).
      transactionOptions: { maxWait: DB_SLOT_WAIT_MS + DB_CONNECT_TIMEOUT_MS, timeout: DB_TRANSACTION_TIMEOUT_MS },
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

/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Prisma.TransactionClient;

/** How long one transaction may run (Prisma's default, 5 s, is shorter than a busy SQLite's wait). */
const TRANSACTION_TIMEOUT_MS = 15_000;

const client = await globalThis.__fitplateDb;
const openTransaction = new AsyncLocalStorage<Tx>();

type Work<T> = (tx: Tx) => Promise<T>;

/** `$transaction` on the transaction already open: a callback joins it, a batch runs in it in order. */
function joined(tx: Tx) {
  return async (work: Work<unknown> | Promise<unknown>[]) => {
    if (typeof work === "function") return work(tx);
    const results: unknown[] = [];
    for (const query of work) results.push(await query);
    return results;
  };
}

/** `$transaction` opening a transaction in which every `db` call made by its callback joins it. */
function opening(work: Work<unknown> | Promise<unknown>[], options?: { timeout?: number }) {
  if (typeof work !== "function") return client.$transaction(work as never);
  return client.$transaction((tx) => openTransaction.run(tx, () => work(tx)), { timeout: TRANSACTION_TIMEOUT_MS, ...options });
}

/**
 * The process's client. Inside a transaction (ADR 0039: one unit of work per write), `db` is that
 * transaction: a domain function's own `db.$transaction(…)` joins the one its door opened (claim,
 * throttle and rows commit together) and its plain `db` reads see what the transaction wrote.
 * Outside one, it is the client itself.
 */
export const db: Db = new Proxy(client, {
  get(target, property) {
    const tx = openTransaction.getStore();
    if (property === "$transaction") return tx ? joined(tx) : opening;
    const source = (tx ?? target) as unknown as Record<PropertyKey, unknown>;
    const value = source[property];
    return typeof value === "function" ? value.bind(source) : value;
  },
});

/** Runs `work` outside any open transaction (background work started by a request outlives it). */
export const detached = <T>(work: () => T): T => openTransaction.exit(work);

/** Whether the caller runs inside a transaction (a door's unit of work or a domain function's own). */
export const inTransaction = (): boolean => openTransaction.getStore() !== undefined;

class RolledBack<T> {
  constructor(readonly value: T) {}
}

/**
 * Runs `work` in one transaction (or in the one already open), committed only when `keep` says so
 * of its result; otherwise everything it wrote is rolled back and the result is still returned (a
 * refusal answered as a value, not thrown).
 */
export async function transactionKeeping<T>(work: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  if (inTransaction()) return work();
  try {
    return await db.$transaction(async () => {
      const value = await work();
      if (!keep(value)) throw new RolledBack(value);
      return value;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}
