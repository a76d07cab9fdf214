import { useLoaderData } from "@remix-run/react";
import type { WorkoutPage } from "~/shared/workout-page";
import { ActiveWorkout } from "./ActiveWorkout";
import { WorkoutTracker } from "./WorkoutTracker";

/** The workout screens, /workout (the tracker) and /workout-enhanced (the active view), over one loader shape. */
export function WorkoutScreen() {
  const page = useLoaderData<WorkoutPage>();
  return page.view === "tracker" ? <WorkoutTracker {...page} /> : <ActiveWorkout {...page} />;
}
