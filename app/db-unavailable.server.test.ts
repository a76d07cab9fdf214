import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DatabaseUnavailable, failingFast, isUnavailableError } from "./db-unavailable.server";

/** A Node socket error as node-postgres passes it on. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });
/** A PostgreSQL error response (node-postgres's DatabaseError) with its SQLSTATE. */
const postgresError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, "error"), { code, severity: "FATAL" });
/** How @prisma/adapter-pg and the Prisma client wrap a driver error. */
const adapterError = (cause: object) => Object.assign(new Error("DriverAdapterError"), { name: "DriverAdapterError", cause });
const prismaError = (code: string, driverAdapterError?: object) =>
  Object.assign(new Error(`Prisma ${code}`), { code, meta: { driverAdapterError } });

describe("isUnavailableError: the database could not be reached", () => {
  it.each([
    ["PostgreSQL restarting: 57P01", postgresError("57P01", "terminating connection due to administrator command")],
    ["PostgreSQL shutting down: 57P03", postgresError("57P03", "the database system is shutting down")],
    ["too many connections: 53300", postgresError("53300", "sorry, too many clients already")],
    ["refused", socketError("ECONNREFUSED")],
    ["reset", socketError("ECONNRESET")],
    ["node-postgres: the socket closed", new Error("Connection terminated unexpectedly")],
    ["node-postgres: a dead client", new Error("Client has encountered a connection error and is not queryable")],
    ["node-postgres: no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["adapter-pg: 57P01 inside a DriverAdapterError", adapterError({ kind: "postgres", code: "57P01", originalCode: "57P01" })],
    ["adapter-pg: unreachable", adapterError({ kind: "DatabaseNotReachable", host: "127.0.0.1" })],
    ["Prisma: P1001 can't reach", prismaError("P1001")],
    ["Prisma: P1017 connection closed", prismaError("P1017")],
    ["Prisma: a driver error in meta", prismaError("P2010", { cause: { kind: "postgres", originalCode: "08006" } })],
    ["SQLite: locked past busy_timeout (better-sqlite3)", Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" })],
    ["SQLite: locked, through Prisma (P1008)", prismaError("P1008", { cause: { kind: "SocketTimeout" } })],
    ["wrapped in a cause", new Error("outer", { cause: socketError("ECONNREFUSED") })],
    [
      "Prisma: no transaction in the given time (P2028)",
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" }),
    ],
    [
      "Prisma: the transaction expired while the database was slow (P2028)",
      Object.assign(
        new Error(
          "Transaction API error: Transaction already closed: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 5234 ms passed since the start of the transaction.",
        ),
        { code: "P2028" },
      ),
    ],
  ])("%s", (_, error) => {
    expect(isUnavailableError(error)).toBe(true);
  });

  it.each([
    ["a unique violation (P2002)", prismaError("P2002")],
    ["PostgreSQL's unique violation (23505)", postgresError("23505", "duplicate key value violates unique constraint")],
    ["a serialization failure (40001)", postgresError("40001", "could not serialize access")],
    ["a plain error", new Error("boom")],
    [
      "a transaction used after it ended (P2028)",
      Object.assign(new Error("Transaction API error: Transaction not found."), { code: "P2028" }),
    ],
    ["bad input", new z.ZodError([])],
    ["nothing", null],
    ["a string", "Connection terminated"],
  ])("not %s", (_, error) => {
    expect(isUnavailableError(error)).toBe(false);
  });
});

describe("DatabaseUnavailable", () => {
  it("is the promised 503: JSON error, Retry-After", async () => {
    const answer = new DatabaseUnavailable(socketError("ECONNREFUSED"));
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("5");
    expect(await answer.json()).toEqual({ error: "Service temporarily unavailable" });
  });
});

describe("failingFast: a driver adapter whose connection errors are DatabaseUnavailable", () => {
  /** An adapter whose every call fails with `error`. */
  function failingWith(error: unknown, { transactions = true } = {}): SqlDriverAdapterFactory {
    const fail = () => Promise.reject(error);
    const transaction = {
      provider: "postgres",
      adapterName: "test",
      options: { usePhantomQuery: false },
      queryRaw: fail,
      executeRaw: fail,
      commit: fail,
      rollback: fail,
    };
    const adapter = {
      provider: "postgres",
      adapterName: "test",
      queryRaw: fail,
      executeRaw: fail,
      executeScript: fail,
      dispose: fail,
      startTransaction: transactions ? async () => transaction : fail,
    };
    return { provider: "postgres", adapterName: "test", connect: async () => adapter } as unknown as SqlDriverAdapterFactory;
  }
  const query = { sql: "SELECT 1", args: [], argTypes: [] };

  it("turns a refused connection into DatabaseUnavailable, in and out of transactions", async () => {
    const adapter = await failingFast(failingWith(socketError("ECONNREFUSED"))).connect();
    await expect(adapter.queryRaw(query)).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(adapter.executeRaw(query)).rejects.toBeInstanceOf(DatabaseUnavailable);
    const tx = await adapter.startTransaction();
    await expect(tx.queryRaw(query)).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(tx.executeRaw(query)).rejects.toBeInstanceOf(DatabaseUnavailable);
    const noTransaction = await failingFast(
      failingWith(postgresError("57P03", "the database system is starting up"), { transactions: false }),
    ).connect();
    await expect(noTransaction.startTransaction()).rejects.toBeInstanceOf(DatabaseUnavailable);
  });

  it("passes any other error as it is", async () => {
    const unique = prismaError("P2002");
    const adapter = await failingFast(failingWith(unique)).connect();
    await expect(adapter.queryRaw(query)).rejects.toBe(unique);
    await expect((await adapter.startTransaction()).executeRaw(query)).rejects.toBe(unique);
  });
});
