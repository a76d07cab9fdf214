import { db } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import type { Units } from "~/modules/units/units";
import { inUnits } from "./load";
import { recordSetsIn } from "./stats";

// The member's workouts by their local day (a workout belongs to the day it started, as the day's
// budget counts it): for the workout reminder and the weekly progress update (issue 43).

/** Instants a day wider than the local days from–to in every zone; callers keep rows by local day. */
const around = (from: string, to: string) => ({
  gte: new Date(`${addDays(from, -1)}T00:00:00Z`),
  lt: new Date(`${addDays(to, 2)}T00:00:00Z`),
});

/** The local day each finished workout from `from` to `to` started on, one entry per workout. */
export async function finishedWorkoutDates(userId: number, timeZone: string, from: string, to: string): Promise<string[]> {
  const rows = await db.workoutSession.findMany({
    where: { userId, endTime: { not: null }, startTime: around(from, to) },
    select: { startTime: true },
  });
  return rows.map((row) => localDateOf(row.startTime!, timeZone)).filter((date) => date >= from && date <= to);
}

/** Whether the member started a workout (finished or still going) on their day `date`. */
export async function workoutStartedOn(userId: number, timeZone: string, date: string): Promise<boolean> {
  const rows = await db.workoutSession.findMany({ where: { userId, startTime: around(date, date) }, select: { startTime: true } });
  return rows.some((row) => localDateOf(row.startTime!, timeZone) === date);
}

/**
 * How many sets of the workouts finished from `from` to `to` (local days they started) beat the
 * member's heaviest weight or best estimated 1RM of that exercise before them: the sum of those
 * workouts' "records" as History shows each one, in the member's unit.
 */
export async function recordSetsBetween(userId: number, timeZone: string, from: string, to: string, units: Units): Promise<number> {
  const rows = await db.workoutExercise.findMany({
    where: { session: { userId, endTime: { not: null }, startTime: { lt: around(from, to).lt } } },
    select: {
      exerciseId: true,
      session: { select: { startTime: true } },
      sets: { where: { completed: true }, orderBy: { position: "asc" }, select: { weight: true, reps: true } },
    },
    orderBy: [{ session: { endTime: "asc" } }, { sessionId: "asc" }, { position: "asc" }],
  });
  const byExercise = new Map<number, { sets: { weight: number | null; reps: number | null }[]; counted: boolean }[]>();
  for (const row of rows) {
    const date = localDateOf(row.session.startTime!, timeZone);
    const workouts = byExercise.get(row.exerciseId) ?? [];
    workouts.push({ sets: inUnits(row.sets, units), counted: date >= from && date <= to });
    byExercise.set(row.exerciseId, workouts);
  }
  return [...byExercise.values()].reduce((sum, workouts) => sum + recordSetsIn(workouts), 0);
}
