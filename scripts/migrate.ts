// `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL), then
// the idempotent data backfills that need the application's rules (they touch only rows still missing the data).
import { env } from "../app/env.server";
import { migrate } from "./db/migrate";

const applied = await migrate(env.DATABASE_URL);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");

const { backfillSubscriptionPlans } = await import("~/modules/payments/backfill-plans.server");
const { db } = await import("~/db.server");
try {
  const plans = await backfillSubscriptionPlans();
  if (plans.filled || plans.left)
    console.log(`Subscription plans: ${plans.filled} filled from Purchase rows, ${plans.left} left for Stripe's next event.`);
} finally {
  await db.$disconnect();
}
