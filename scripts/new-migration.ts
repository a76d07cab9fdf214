// `npm run db:new-migration -- <name>`: writes the SQL that takes both databases from the
// schema of the latest migration to prisma/schema.prisma, for SQLite and PostgreSQL, and keeps
// a copy of the schema beside the SQLite migration as the starting point of the next one.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { derivePostgresSchema, writePostgresSchema } from "./derive-postgres-schema.mjs";
import { isEmptyDiff, latestSchemaSnapshot, schemaDiffSql } from "./db/schema-diff";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <snake_case_name>");
  process.exit(2);
}

const sqliteDir = "prisma/migrations";
const postgresDir = "prisma/postgres/migrations";
const previous = latestSchemaSnapshot(sqliteDir);

const sqliteSql = schemaDiffSql(previous, "prisma/schema.prisma");
if (isEmptyDiff(sqliteSql)) {
  console.log("prisma/schema.prisma has no changes since the latest migration.");
  process.exit(0);
}
writePostgresSchema();
const postgresSql = schemaDiffSql(previous && derivePostgresSchema(previous), "prisma/postgres/schema.prisma");

// Migrations apply in name order: the new one must sort after every existing one.
const lastStamp = readdirSync(sqliteDir).sort().at(-1)?.slice(0, 14) ?? "0";
const now = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const stamp = now > lastStamp ? now : String(BigInt(lastStamp) + 1n);
const folder = `${stamp}_${name}`;
for (const [dir, sql] of [
  [sqliteDir, sqliteSql],
  [postgresDir, postgresSql],
] as const) {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, "migration.sql"), sql);
}
copyFileSync("prisma/schema.prisma", path.join(sqliteDir, folder, "schema.prisma"));
console.log(`Wrote ${sqliteDir}/${folder} and ${postgresDir}/${folder}`);
