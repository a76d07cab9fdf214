import { isPostgresUrl, type Tx } from "~/db.server";
import { env } from "~/env.server";

const postgres = isPostgresUrl(env.DATABASE_URL);

/**
 * Locks one row until the transaction ends, so that read-then-write rules on it (meal totals,
 * per-user caps) run one at a time. PostgreSQL: `SELECT … FOR NO KEY UPDATE` (other lockers wait;
 * the statements after it see what they committed; unlike FOR UPDATE it does not conflict with
 * the KEY SHARE lock a foreign-key insert takes, so adding an entry then locking its meal cannot deadlock). SQLite has one writer at a time: a no-op UPDATE
 * makes the transaction that writer from here on (busy_timeout makes other processes wait).
 * Table names are fixed literals, never input.
 */
export async function lockRow(tx: Tx, table: "Meal" | "User", id: number): Promise<void> {
  if (postgres) {
    await tx.$queryRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR NO KEY UPDATE`, id);
  } else {
    await tx.$executeRawUnsafe(`UPDATE "${table}" SET "id" = "id" WHERE "id" = ?`, id);
  }
}

/**
 * lockRow for a row that must be the user's: locks it and says whether it is theirs, in one
 * statement (false: no such row of theirs, nothing locked).
 */
export async function lockOwnRow(tx: Tx, table: "Meal", id: number, userId: number): Promise<boolean> {
  if (postgres) {
    const rows = await tx.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM "${table}" WHERE "id" = $1 AND "userId" = $2 FOR NO KEY UPDATE`,
      id,
      userId,
    );
    return rows.length > 0;
  }
  return (await tx.$executeRawUnsafe(`UPDATE "${table}" SET "id" = "id" WHERE "id" = ? AND "userId" = ?`, id, userId)) > 0;
}
