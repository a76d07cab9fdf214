// Vitest global setup: one migrated and seeded database for the whole run. Workers inherit
// DATABASE_URL, so app/db.server.ts connects to it.
import { isPostgresUrl, migrate } from "../../scripts/db/migrate";
import { resetPostgres, testDatabaseUrl } from "./test-database";

export default async function setup() {
  const url = testDatabaseUrl();
  if (isPostgresUrl(url)) await resetPostgres(url);
  await migrate(url);
  process.env.DATABASE_URL = url;
  const { db } = await import("../../app/db.server");
  const { seed } = await import("../../prisma/seed");
  await seed(db, { postgres: isPostgresUrl(url) });
  await db.$disconnect();
  console.log(`Test database: ${isPostgresUrl(url) ? "PostgreSQL" : url}`);
}
