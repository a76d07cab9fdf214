import type { listFormAnalyses } from "~/modules/exercise-form/analyses.server";
import type { showOpenWorkout } from "~/modules/workout/active.server";
import type { browseLibrary } from "~/modules/workout/exercises.server";
import type { listHistory } from "~/modules/workout/history.server";
import type { LoadUnit } from "~/modules/workout/load";

type Common = { workout: Awaited<ReturnType<typeof showOpenWorkout>>; unit: LoadUnit; now: string };

/** What /workout's loader hands the tracker: the workout with the library, history and form checks beside it. */
export type WorkoutTrackerPage = Common & {
  view: "tracker";
  library: Awaited<ReturnType<typeof browseLibrary>>;
  history: Awaited<ReturnType<typeof listHistory>>;
  formChecks: Awaited<ReturnType<typeof listFormAnalyses>>;
};

/** What /workout-enhanced's loader hands the active view: the workout and the exercise chosen (?exercise=…). */
export type ActiveWorkoutPage = Common & { view: "active"; chosen: number | null };

/** What the workout screens' loader (app/http/screens/workout-page.server.ts) hands the views (app/ui/workout/WorkoutTracker.tsx, ActiveWorkout.tsx). */
export type WorkoutPage = WorkoutTrackerPage | ActiveWorkoutPage;
