import { z } from "zod";
import { formAction } from "~/http/write-policy.server";
import { listFormAnalyses } from "~/modules/exercise-form/analyses.server";
import { showOpenWorkout } from "~/modules/workout/active.server";
import { browseLibrary } from "~/modules/workout/exercises.server";
import { listHistory } from "~/modules/workout/history.server";
import { LibraryQuery } from "~/modules/workout/inputs";
import { loadUnit } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import type { ActiveWorkoutPage, WorkoutTrackerPage } from "~/shared/workout-page";
import { workoutIntents } from "./workout-forms.server";

// The workout screens' loader and action: /workout (the tracker: build, start, log, finish, with the
// library and history beside it) and /workout-enhanced (the active view: one exercise at a time).
// Both show the member's one open workout; only what surrounds it differs.

const ExerciseQuery = z.coerce.number().int().positive().optional().catch(undefined);

export async function loadWorkoutTracker(userId: number, url: URL): Promise<WorkoutTrackerPage> {
  const query = LibraryQuery.parse(Object.fromEntries(url.searchParams));
  const units = await userUnits(userId);
  const [workout, library, history, formChecks] = await Promise.all([
    showOpenWorkout(userId, units),
    browseLibrary(query),
    listHistory(userId, 10, units),
    listFormAnalyses(userId, 3),
  ]);
  return { view: "tracker", workout, unit: loadUnit(units), library, history, formChecks, now: new Date().toISOString() };
}

export async function loadActiveWorkout(userId: number, url: URL): Promise<ActiveWorkoutPage> {
  const chosen = ExerciseQuery.parse(url.searchParams.get("exercise") ?? undefined);
  const units = await userUnits(userId);
  const workout = await showOpenWorkout(userId, units);
  return { view: "active", workout, unit: loadUnit(units), chosen: chosen ?? null, now: new Date().toISOString() };
}

/** The action of either screen: the same workout forms, each redirecting back to its own screen. */
export const workoutPageAction = (screen: "tracker" | "active") =>
  formAction({ guard: "page", throttle: "write", intents: workoutIntents(screen) });
