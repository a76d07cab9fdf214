import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";

// What a request gets when the database cannot be reached (PostgreSQL restarting or down, every
// connection busy past the wait, SQLite locked past its busy timeout): a 503
// `{"error": "Service temporarily unavailable"}` instead of a 500 or a hang. The server carries on,
// and the pool makes new connections once the database is back (app/db-adapter.server.ts).

/** The words every door answers while the database is unreachable. */
export const SERVICE_UNAVAILABLE = "Service temporarily unavailable";
/** Seconds a client is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Thrown by the database client (app/db.server.ts) in place of a connection error. It is a
 * Response, like a guard's refusal, so it reaches the client from wherever it is thrown (a guard's
 * session lookup, a module, a loader, a door) without each of them knowing about it: the write
 * policy and `/api` routes answer it as it is, pages show the root ErrorBoundary's "try again"
 * page with status 503. Modules never throw it themselves (ADR 0007): it only comes out of `db`.
 */
export class DatabaseUnavailable extends Response {
  constructor(readonly reason: unknown) {
    super(JSON.stringify({ error: SERVICE_UNAVAILABLE }), {
      status: 503,
      headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    });
  }
}

/** PostgreSQL SQLSTATEs meaning "this connection or the server is going away", not "your query is wrong". */
const PG_UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08P01"]);
/** Prisma's codes for the same: can't reach, timed out (SQLite: busy), connection closed, too many connections. */
const PRISMA_UNAVAILABLE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** The driver adapters' error kinds for the same (SQLite's SQLITE_BUSY is a SocketTimeout). */
const ADAPTER_UNAVAILABLE = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections"]);
/** Node's socket errors, and SQLite's "locked past the busy timeout". */
const SYSTEM_UNAVAILABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|SQLITE_BUSY(_\w+)?)$/;
/** node-postgres's own errors, which carry no code. */
const PG_CLIENT_UNAVAILABLE =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired$|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)/;

/** Prisma's transaction errors (P2028) that mean the database did not serve the transaction in time. */
const PRISMA_TRANSACTION_TIMED_OUT = /Unable to start a transaction in the given time|expired transaction/;

type ErrorLike = { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

/** True when an error (or one it wraps) says the database could not be reached, rather than that a query was refused. */
export function isUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === null || typeof next !== "object" || seen.has(next)) continue;
    seen.add(next);
    const { code, kind, originalCode, message, cause, meta } = next as ErrorLike;
    if (typeof code === "string" && (PG_UNAVAILABLE.has(code) || PRISMA_UNAVAILABLE.has(code) || SYSTEM_UNAVAILABLE.test(code)))
      return true;
    if (typeof originalCode === "string" && PG_UNAVAILABLE.has(originalCode)) return true;
    if (code === "P2028" && typeof message === "string" && PRISMA_TRANSACTION_TIMED_OUT.test(message)) return true;
    if (typeof kind === "string" && ADAPTER_UNAVAILABLE.has(kind)) return true;
    if (typeof message === "string" && PG_CLIENT_UNAVAILABLE.test(message)) return true;
    queue.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}

/** Rethrows an error: a connection error as DatabaseUnavailable (a 503 answer), any other as it is. */
export function rethrowUnavailable(error: unknown): never {
  throw isUnavailableError(error) ? new DatabaseUnavailable(error) : error;
}

type Adapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Queryable = Pick<Adapter, "queryRaw" | "executeRaw">;

function failingFastQueries<Q extends Queryable>(queryable: Q): Q {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  return Object.assign(queryable, {
    queryRaw: (query: Parameters<Q["queryRaw"]>[0]) => queryRaw(query).catch(rethrowUnavailable),
    executeRaw: (query: Parameters<Q["executeRaw"]>[0]) => executeRaw(query).catch(rethrowUnavailable),
  });
}

/**
 * A driver adapter (either database's) whose connection errors come out as DatabaseUnavailable:
 * every query, in a transaction or not, and every start of a transaction. Prisma passes an error
 * that is not its own through unchanged, so `db` throws it as it is; any other error stays Prisma's.
 */
export function failingFast(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = failingFastQueries(await factory.connect().catch(rethrowUnavailable));
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = (isolationLevel) =>
        startTransaction(isolationLevel).then((tx: Transaction) => failingFastQueries(tx), rethrowUnavailable);
      return adapter;
    },
  };
}
