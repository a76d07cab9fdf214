// A transaction on PostgreSQL may run past Prisma's default of 5 s (app/db-postgres.server.ts): a health
// import's batch on a busy server took 6.8 s, and Prisma rolled it back and failed the import.
import { describe, expect, it } from "vitest";
import { db, isPostgresUrl } from "~/db.server";

describe.skipIf(!isPostgresUrl(process.env.DATABASE_URL ?? ""))("PostgreSQL transactions", () => {
  it("a batch that runs longer than Prisma's default 5 s commits instead of being rolled back", { timeout: 30_000 }, async () => {
    const done = await db.$transaction([db.$executeRaw`SELECT pg_sleep(5.5)`, db.$executeRaw`SELECT 1`]);
    expect(done).toHaveLength(2);
  });
});
