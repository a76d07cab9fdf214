import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { loadWorkoutTracker, workoutPageAction } from "~/http/screens/workout-page.server";
import { WorkoutTracker } from "~/ui/workout/WorkoutTracker";

export const meta: MetaFunction = () => [{ title: "Workout — Fitplate" }];

export const loader = pageLoader("page", ({ userId, url }) => loadWorkoutTracker(userId, url));

export const action = workoutPageAction("tracker");

/** The workout tracker (spec core §2, §4): build a workout from the library, start it, log sets with rest, finish. */
export default function WorkoutPage() {
  return <WorkoutTracker />;
}
