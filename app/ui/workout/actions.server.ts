import { readFormData } from "~/http/form-data.server";
import { redirect } from "@remix-run/node";
import { submitForm, unknownIntent } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import {
  AddExerciseInput,
  LogSetInput,
  NoInput,
  RemoveExerciseInput,
  SetRefInput,
  UpdateSetInput,
  UpdateTargetsInput,
} from "~/modules/workout/inputs";
import {
  ADD_EXERCISE_INTENT,
  DELETE_SET_INTENT,
  FINISH_WORKOUT_INTENT,
  LOG_SET_INTENT,
  REMOVE_EXERCISE_INTENT,
  SKIP_REST_INTENT,
  START_WORKOUT_INTENT,
  UPDATE_SET_INTENT,
  UPDATE_TARGETS_INTENT,
} from "~/modules/workout/intents";
import { finishWorkout } from "~/modules/workout/complete.server";
import { addExercise, removeExercise, updateTargets } from "~/modules/workout/plan.server";
import { deleteSet, logSet, skipRest, updateSet } from "~/modules/workout/sets.server";
import { startWorkout } from "~/modules/workout/start.server";
import type { RecordFlags } from "~/modules/workout/stats";
import { formatDuration } from "~/modules/workout/timer";

// The forms of both workout screens (/workout and /workout-enhanced): one intent, one module
// call, a redirect back with the spec's toast (core §8), or a FormReply with a 4xx.

function activeScreenAfter(set: { workoutExerciseId: number; setsLeft: number }) {
  return set.setsLeft > 0 ? `/workout-enhanced?exercise=${set.workoutExerciseId}` : "/workout-enhanced";
}

const kg = (weight: number) => `${weight.toLocaleString("en-US")} kg`;

function recordNote(record: RecordFlags): string {
  const beaten = [record.weight ? "heaviest weight" : null, record.oneRepMax ? "best estimated 1RM" : null].filter(Boolean);
  return beaten.length ? ` · New record: ${beaten.join(" and ")}!` : "";
}

/**
 * Handles a workout form post. `screen` names the page (its own URL, with the query kept, is where
 * the redirect goes); /workout toasts "Set Added!", the active workout screen "Set Logged!".
 */
export async function workoutAction(request: Request, userId: number, screen: "tracker" | "active") {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = url.pathname + url.search;
  switch (intent) {
    case ADD_EXERCISE_INTENT:
      return submitForm(
        formData,
        intent,
        AddExerciseInput,
        (input) => addExercise(userId, input),
        ({ name }) => redirectWithToast(back, { title: "Exercise added", description: `${name} is in your workout.` }),
      );
    case REMOVE_EXERCISE_INTENT:
      return submitForm(
        formData,
        intent,
        RemoveExerciseInput,
        (input) => removeExercise(userId, input),
        ({ name }) => redirectWithToast(back, { title: "Exercise removed", description: `${name} was taken out of your workout.` }),
      );
    case UPDATE_TARGETS_INTENT:
      return submitForm(
        formData,
        intent,
        UpdateTargetsInput,
        (input) => updateTargets(userId, input),
        ({ name }) => redirectWithToast(back, { title: "Plan updated", description: `New targets for ${name}.` }),
      );
    case START_WORKOUT_INTENT:
      return submitForm(
        formData,
        intent,
        NoInput,
        () => startWorkout(userId),
        (workout) =>
          redirectWithToast(back, {
            title: "Workout Started!",
            description: `${workout.exercises.length} exercise${workout.exercises.length === 1 ? "" : "s"} planned. Good luck!`,
          }),
      );
    case LOG_SET_INTENT:
      return submitForm(
        formData,
        intent,
        LogSetInput,
        (input) => logSet(userId, input),
        (set) =>
          // The active screen stays on an exercise with sets left, else moves on to the next one.
          redirectWithToast(screen === "active" ? activeScreenAfter(set) : back, {
            title: screen === "tracker" ? "Set Added!" : "Set Logged!",
            description: `${set.name}: ${kg(set.weight)} × ${set.reps}${recordNote(set.record)}`,
          }),
      );
    case UPDATE_SET_INTENT:
      return submitForm(
        formData,
        intent,
        UpdateSetInput,
        (input) => updateSet(userId, input),
        (set) => redirectWithToast(back, { title: "Set updated", description: `${set.name}: ${kg(set.weight)} × ${set.reps}` }),
      );
    case DELETE_SET_INTENT:
      return submitForm(
        formData,
        intent,
        SetRefInput,
        (input) => deleteSet(userId, input),
        ({ name }) => redirectWithToast(back, { title: "Set deleted", description: `A set of ${name} was removed.` }),
      );
    case SKIP_REST_INTENT:
      return submitForm(
        formData,
        intent,
        NoInput,
        () => skipRest(userId),
        () => redirect(back),
      );
    case FINISH_WORKOUT_INTENT:
      return submitForm(
        formData,
        intent,
        NoInput,
        () => finishWorkout(userId),
        (done) =>
          redirectWithToast("/workout#history", {
            title: "Workout Complete!",
            description: `${formatDuration(done.durationSeconds)} · ${done.completedSets} sets · ${kg(done.totalVolume)} total volume`,
          }),
      );
    default:
      return unknownIntent(intent);
  }
}
