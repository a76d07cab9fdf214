// SQL for going from one Prisma schema to another, written by `prisma migrate diff` so that
// no migration DDL is hand-written. Both providers are diffed offline: the CLI's schema engine
// needs an adapter to start, and a scratch SQLite file serves for either provider's diff.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function schemaDiffSql(fromSchemaText: string | null, toSchemaPath: string): string {
  const scratch = mkdtempSync(path.join(tmpdir(), "fitplate-diff-"));
  mkdirSync(scratch, { recursive: true });
  const from = ["--from-empty"];
  if (fromSchemaText !== null) {
    const fromPath = path.join(scratch, "from.prisma");
    writeFileSync(fromPath, fromSchemaText);
    from.splice(0, 1, "--from-schema-datamodel", fromPath);
  }
  return execFileSync("npx", ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", toSchemaPath, "--script"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: `file:${path.join(scratch, "scratch.db")}` },
  });
}

export function isEmptyDiff(sql: string): boolean {
  return sql.replace(/--.*$/gm, "").trim() === "";
}

/**
 * The schema as of the latest migration that changed it (migrations written by
 * `db:new-migration` keep a copy; hand-written ones, like the search index, do not).
 */
export function latestSchemaSnapshot(migrationsDir = "prisma/migrations"): string | null {
  const latest = readdirSync(migrationsDir)
    .filter((entry) => existsSync(path.join(migrationsDir, entry, "schema.prisma")))
    .sort()
    .at(-1);
  return latest ? readFileSync(path.join(migrationsDir, latest, "schema.prisma"), "utf8") : null;
}
