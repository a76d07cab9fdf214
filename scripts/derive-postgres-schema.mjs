// Derives prisma/postgres/schema.prisma from the SQLite source schema (a provider swap),
// because one Prisma schema cannot serve two providers. Called by generate-clients.mjs.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** @param {string} text the SQLite schema @returns {string} the PostgreSQL schema */
export function derivePostgresSchema(text) {
  const swapped = text
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace('"../app/generated/prisma-sqlite"', '"../../app/generated/prisma-postgres"');
  if (!swapped.includes('"postgresql"') || !swapped.includes("prisma-postgres")) {
    throw new Error("derive-postgres-schema: provider or output line not found in prisma/schema.prisma");
  }
  return "// GENERATED from prisma/schema.prisma by scripts/derive-postgres-schema.mjs. Do not edit.\n" + swapped;
}

export function writePostgresSchema() {
  const source = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
  mkdirSync(path.join(root, "prisma/postgres"), { recursive: true });
  writeFileSync(path.join(root, "prisma/postgres/schema.prisma"), derivePostgresSchema(source));
}
