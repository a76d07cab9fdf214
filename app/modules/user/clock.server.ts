import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { localDateOf } from "~/modules/tracking/calendar";

/** The user's time zone and today's date in it (read inside `tx` when given a transaction). */
export async function userClock(userId: number, tx: Tx = db): Promise<{ timeZone: string; today: string }> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  return { timeZone: user.timeZone, today: localDateOf(new Date(), user.timeZone) };
}

/** Today's date (YYYY-MM-DD) in the user's time zone. */
export async function userToday(userId: number): Promise<string> {
  return (await userClock(userId)).today;
}
