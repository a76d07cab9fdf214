// Prisma CLI configuration: the WebAssembly schema engine with driver adapters, which works
// offline (the native engine would be downloaded at install). We use the CLI for `generate`
// and `migrate diff`; migrations are applied by scripts/migrate.ts.
import { defineConfig } from "prisma/config";
import { isPostgresUrl, sqliteFilePath } from "./app/db-url";
import { loadEnv } from "./app/env-schema.server.js";

const url = loadEnv().DATABASE_URL;
const postgres = isPostgresUrl(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? "prisma/postgres/schema.prisma" : "prisma/schema.prisma",
  async adapter() {
    if (postgres) {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({ connectionString: url });
    }
    const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
    return new PrismaBetterSQLite3({ url: sqliteFilePath(url) });
  },
});
