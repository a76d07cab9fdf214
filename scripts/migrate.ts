// `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL).
import { env } from "../app/env.server";
import { migrate } from "./db/migrate";

const applied = await migrate(env.DATABASE_URL);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
