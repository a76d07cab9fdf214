import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import pg from "pg";

// The PostgreSQL connection pool, made to survive the server restarting (issue 23):
// - every client has an `error` listener from the moment it is connected until it is gone, idle or
//   checked out, so "terminating connection due to administrator command" (57P01) or a cut socket
//   is never an unhandled 'error' event that ends the process;
// - a connection the database refuses or ends (down, shutting down, starting up) fails at once, so
//   a request fails fast (503) while it is down; one that gets no answer at all gives up after
//   DB_CONNECT_TIMEOUT_MS (generous: signing in takes seconds on a loaded machine);
// - waiting for a free connection while all are busy is contention, not an outage: it may take
//   DB_SLOT_WAIT_MS (long, so a burst of writers is served, not refused), then 503: never a hang;
// - a transaction whose COMMIT or ROLLBACK failed gives its connection back, destroyed: Prisma
//   only released it after a successful one, so each broken transaction kept a pool slot for good
//   and, once all were gone, every request hung (patches/@prisma+adapter-pg+6.19.3.patch).
// Broken connections are dropped by the pool and new ones made on demand: when the database is
// back, the next request gets a working connection.

/** Connections per server process (node-postgres's default). */
const DB_POOL_SIZE = 10;
/** How long opening one connection (TCP and sign-in) may take when the database does not answer at all. */
export const DB_CONNECT_TIMEOUT_MS = 10_000;
/** How long a request may wait for a free connection when all DB_POOL_SIZE are busy. */
export const DB_SLOT_WAIT_MS = 30_000;
/**
 * How long one transaction may run before Prisma rolls it back (its default is 5 s). A thousand-record
 * batch of a health import took 6.8 s on a busy server and was lost; a stuck transaction still ends.
 */
export const DB_TRANSACTION_TIMEOUT_MS = 30_000;
/** Idle connections close after this; the pool opens new ones as needed. */
const DB_IDLE_TIMEOUT_MS = 30_000;

/** Errors are logged at most once a second per kind, so an outage does not flood the log. */
const lastLogged = new Map<string, number>();
function logConnectionError(kind: string, error: unknown) {
  const now = Date.now();
  if (now - (lastLogged.get(kind) ?? 0) < 1000) return;
  lastLogged.set(kind, now);
  console.warn(`database: ${kind}: ${error instanceof Error ? error.message : String(error)}`);
}

/** A client whose own connect timeout is DB_CONNECT_TIMEOUT_MS; the pool's (its wait for a free slot) is DB_SLOT_WAIT_MS. */
class QuickConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  }
}

function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: DB_POOL_SIZE,
    connectionTimeoutMillis: DB_SLOT_WAIT_MS,
    idleTimeoutMillis: DB_IDLE_TIMEOUT_MS,
    keepAlive: true,
    Client: QuickConnectClient,
  });
  pool.on("error", (error) => logConnectionError("idle connection lost", error));
  pool.on("connect", (client) => client.on("error", (error) => logConnectionError("connection lost", error)));
  return pool;
}

/** Prisma's PostgreSQL adapter on a pool that survives restarts (above). */
export function postgresAdapter(url: string): SqlDriverAdapterFactory {
  return new PrismaPg(createPool(url), {
    // $disconnect ends our pool too: a template database must be left with no connection to copy it.
    disposeExternalPool: true,
    onPoolError: (error) => logConnectionError("idle connection lost", error),
    onConnectionError: (error) => logConnectionError("transaction connection lost", error),
  });
}
