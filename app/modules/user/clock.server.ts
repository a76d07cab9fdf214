import { db, type Tx } from "~/db.server";
import { column, readRow, typedRead } from "~/db-read.server";
import { DomainError } from "~/modules/errors";
import { localDateOf } from "~/modules/dates/calendar";
import { isUnits, type Units } from "~/modules/units/units";

type DaySettings = { timeZone: string; timeZoneChosen: boolean; dailyCalorieGoal: number; units: Units };

const DAY_SETTINGS = typedRead({
  name: "a user's day settings",
  sql: `SELECT "timeZone", "timeZoneChosen", "dailyCalorieGoal", "units" FROM "User" WHERE "id" = $1`,
  params: ["userId"],
  columns: {
    timeZone: column("User", "timeZone"),
    timeZoneChosen: column("User", "timeZoneChosen"),
    dailyCalorieGoal: column("User", "dailyCalorieGoal"),
    units: column("User", "units"),
  },
});

/** The user's time zone and today's date in it (read inside `tx` when given a transaction, else by the day settings' typed read). */
export async function userClock(userId: number, tx: Tx = db): Promise<{ timeZone: string; today: string }> {
  const user =
    tx === db ? await readRow(DAY_SETTINGS, { userId }) : await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  return { timeZone: user.timeZone, today: localDateOf(new Date(), user.timeZone) };
}

/**
 * What a day's screen needs of the user: their time zone (and whether it was ever chosen: a guest
 * started without JavaScript has UTC until they pick one) and calorie goal (null: no such user).
 */
export async function getDaySettings(userId: number): Promise<(DaySettings & { today: string }) | null> {
  const user = await readRow(DAY_SETTINGS, { userId });
  return (
    user && {
      ...user,
      timeZoneChosen: Boolean(user.timeZoneChosen),
      units: isUnits(user.units) ? user.units : "metric",
      today: localDateOf(new Date(), user.timeZone),
    }
  );
}

/** Today's date (YYYY-MM-DD) in the user's time zone. */
export async function userToday(userId: number): Promise<string> {
  const settings = await getDaySettings(userId);
  if (!settings) throw new DomainError(404, "User not found");
  return settings.today;
}

/** The member's units (metric or US); metric for an unknown value. */
export async function userUnits(userId: number, tx: Tx = db): Promise<Units> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { units: true } });
  if (!user) throw new DomainError(404, "User not found");
  return isUnits(user.units) ? user.units : "metric";
}
