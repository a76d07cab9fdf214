// `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL).
import { migrate } from "./db/migrate";

const url = process.env.DATABASE_URL ?? "file:./data/fitplate.db";
const applied = await migrate(url);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
