// Issue 23, item 1 on SQLite: a database locked by another process past the busy timeout (5 s) is
// a 503 DatabaseUnavailable, as a PostgreSQL outage is, not a 500; once the lock is gone the same
// write goes through. PostgreSQL's side: tests/integration/database-restart.test.ts.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { db, isPostgresUrl } from "~/db.server";
import { sqliteFilePath } from "~/db-url";
import { DatabaseUnavailable } from "~/db-unavailable.server";

const DATABASE_URL = process.env.DATABASE_URL ?? "";

// The lock is taken by another process: within one process, SQLite's locks do not hold between
// the two copies of the library loaded here (better-sqlite3 and Prisma's adapter each bring one).
const HOLD_LOCK = `
  const db = new (require("better-sqlite3"))(process.argv[1]);
  db.exec("BEGIN EXCLUSIVE");
  db.exec('UPDATE "User" SET "id" = "id" WHERE "id" = 1');
  console.log("locked");
  process.stdin.on("end", () => db.exec("ROLLBACK")).resume();
`;

/** Runs `work` while another process holds the database's write lock. */
async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
  const holder = spawn(process.execPath, ["-e", HOLD_LOCK, sqliteFilePath(DATABASE_URL)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await once(holder.stdout, "data");
  try {
    return await work();
  } finally {
    holder.stdin.end();
    await once(holder, "exit");
  }
}

describe.skipIf(isPostgresUrl(DATABASE_URL))("SQLite locked by another process", () => {
  const rename = (firstName: string | null) => db.user.update({ where: { id: 1 }, data: { firstName } });

  it("answers a write that waited out the busy timeout with a 503, then serves it once the lock is gone", async () => {
    const { firstName } = await db.user.findUniqueOrThrow({ where: { id: 1 } });
    const refused = await whileLocked(() => rename("Locked").catch((error: unknown) => error));
    expect(refused).toBeInstanceOf(DatabaseUnavailable);
    expect((refused as DatabaseUnavailable).status).toBe(503);
    await expect(rename(firstName)).resolves.toMatchObject({ firstName });
  }, 30_000);
});
