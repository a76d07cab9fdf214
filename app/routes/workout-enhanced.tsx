import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { loadActiveWorkout, workoutPageAction } from "~/http/screens/workout-page.server";
import { ActiveWorkout } from "~/ui/workout/ActiveWorkout";

export const meta: MetaFunction = () => [{ title: "Active workout — Fitplate" }];

export const loader = pageLoader("page", ({ userId, url }) => loadActiveWorkout(userId, url));

export const action = workoutPageAction("active");

/** The active workout screen (spec core §2): one exercise at a time, set by set, with the rest countdown. */
export default function ActiveWorkoutPage() {
  return <ActiveWorkout />;
}
