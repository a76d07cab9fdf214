// `npm run db:generate`: derives the PostgreSQL schema and generates both Prisma clients.
// Generation needs no database; the placeholder URLs only satisfy the schemas' env("DATABASE_URL").
import { execFileSync } from "node:child_process";
import { DEFAULT_DATABASE_URL } from "../app/env-schema.server.js";
import { writePostgresSchema } from "./derive-postgres-schema.mjs";

writePostgresSchema();

const clients = [
  { schema: "prisma/schema.prisma", url: DEFAULT_DATABASE_URL },
  { schema: "prisma/postgres/schema.prisma", url: "postgresql://localhost:5432/fitplate" },
];
for (const { schema, url } of clients) {
  execFileSync("npx", ["prisma", "generate", "--schema", schema], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
