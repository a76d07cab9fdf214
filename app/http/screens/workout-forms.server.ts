import { data, redirect } from "@remix-run/node";
import { submitForm, type FormReply } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import type { FormDoor } from "~/http/write-policy.server";
import {
  AddExerciseInput,
  isAddedLoad,
  LogSetForm,
  NoInput,
  RemoveExerciseInput,
  SetRefInput,
  StartWorkoutInput,
  UpdateSetForm,
  UpdateTargetsForm,
} from "~/modules/workout/inputs";
import {
  ADD_EXERCISE_INTENT,
  CONFIRM_FINISH_INTENT,
  FINISH_CONFIRMED_FIELD,
  DELETE_SET_INTENT,
  FINISH_WORKOUT_INTENT,
  LOG_SET_INTENT,
  REMOVE_EXERCISE_INTENT,
  SKIP_REST_INTENT,
  START_WORKOUT_INTENT,
  UPDATE_SET_INTENT,
  UPDATE_TARGETS_INTENT,
} from "~/modules/workout/intents";
import { getOpenWorkout } from "~/modules/workout/active.server";
import { finishWorkout } from "~/modules/workout/complete.server";
import { setsLeft } from "~/modules/workout/plan";
import { addExercise, removeExercise, updateTargets } from "~/modules/workout/plan.server";
import { deleteSet, logSet, skipRest, updateSet } from "~/modules/workout/sets.server";
import { startWorkout } from "~/modules/workout/start.server";
import type { RecordFlags } from "~/modules/workout/stats";
import { formatDuration } from "~/modules/workout/timer";
import { workoutVolume } from "~/modules/workout/history.server";
import { formatLoad, loadUnit, showKg } from "~/modules/workout/load";
import { userUnits } from "~/modules/user/clock.server";
import type { Units } from "~/modules/units/units";

// The forms of both workout screens (/workout and /workout-enhanced): one intent, one module
// call, a redirect back with the spec's toast (core §8), or a FormReply with a 4xx.

function activeScreenAfter(set: { workoutExerciseId: number; setsLeft: number }) {
  return set.setsLeft > 0 ? `/workout-enhanced?exercise=${set.workoutExerciseId}` : "/workout-enhanced";
}

/** Finish with planned sets not logged: the question the screen shows, with a confirming button (null: nothing left). */
async function finishQuestion(userId: number) {
  const workout = await getOpenWorkout(userId);
  const left = workout?.status === "active" ? setsLeft(workout.exercises) : 0;
  if (left === 0) return null;
  const message = `${left} planned ${left === 1 ? "set is" : "sets are"} not logged yet. Finish the workout anyway?`;
  return data<FormReply>({ intent: CONFIRM_FINISH_INTENT, result: { status: "error", error: { "": [message] } } });
}

/** "Bench: 135 lb × 5" in the member's units; a body-weight set with nothing added is "12 reps". */
const setWords = (set: { weight: number; reps: number }, units: Units) =>
  set.weight > 0 ? `${showKg(set.weight, units)} × ${set.reps}` : `${set.reps} reps`;

function recordNote(record: RecordFlags): string {
  const beaten = [record.weight ? "heaviest weight" : null, record.oneRepMax ? "best estimated 1RM" : null].filter(Boolean);
  return beaten.length ? ` · New record: ${beaten.join(" and ")}!` : "";
}

/** Where a workout form goes back to: the screen's own URL, with its query kept. */
function backOf(url: URL): string {
  const back = new URL(url);
  back.searchParams.delete("index");
  return back.pathname + back.search;
}

/**
 * The intents of the workout forms, for `formAction` (app/http/write-policy.server.ts). `screen`
 * names the page (its own URL, with the query kept, is where the redirect goes); /workout toasts
 * "Set Added!", the active workout screen "Set Logged!".
 */
export function workoutIntents(screen: "tracker" | "active"): Record<string, (door: FormDoor<number>) => unknown> {
  return {
    [ADD_EXERCISE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        AddExerciseInput,
        (input) => addExercise(userId, input),
        ({ name }) => redirectWithToast(backOf(url), { title: "Exercise added", description: `${name} is in your workout.` }),
      ),
    [REMOVE_EXERCISE_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        RemoveExerciseInput,
        (input) => removeExercise(userId, input),
        ({ name }) => redirectWithToast(backOf(url), { title: "Exercise removed", description: `${name} was taken out of your workout.` }),
      ),
    [UPDATE_TARGETS_INTENT]: async ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        UpdateTargetsForm(await userUnits(userId)),
        (input) => updateTargets(userId, input),
        ({ name }) => redirectWithToast(backOf(url), { title: "Plan updated", description: `New targets for ${name}.` }),
      ),
    [START_WORKOUT_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        StartWorkoutInput,
        (input) => startWorkout(userId, input),
        (workout) =>
          redirectWithToast(backOf(url), {
            title: "Workout Started!",
            description: `${workout.exercises.length} exercise${workout.exercises.length === 1 ? "" : "s"} planned. Good luck!`,
          }),
      ),
    [LOG_SET_INTENT]: async ({ userId, formData, intent, url }) => {
      const units = await userUnits(userId);
      return submitForm(
        formData,
        intent,
        LogSetForm(units, isAddedLoad(formData)),
        (input) => logSet(userId, input),
        (set) =>
          // The active screen stays on an exercise with sets left, else moves on to the next one.
          redirectWithToast(screen === "active" ? activeScreenAfter(set) : backOf(url), {
            title: screen === "tracker" ? "Set Added!" : "Set Logged!",
            description: `${set.name}: ${setWords(set, units)}${recordNote(set.record)}`,
          }),
      );
    },
    [UPDATE_SET_INTENT]: async ({ userId, formData, intent, url }) => {
      const units = await userUnits(userId);
      return submitForm(
        formData,
        intent,
        UpdateSetForm(units, isAddedLoad(formData)),
        (input) => updateSet(userId, input),
        (set) => redirectWithToast(backOf(url), { title: "Set updated", description: `${set.name}: ${setWords(set, units)}` }),
      );
    },
    [DELETE_SET_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        SetRefInput,
        (input) => deleteSet(userId, input),
        ({ name }) => redirectWithToast(backOf(url), { title: "Set deleted", description: `A set of ${name} was removed.` }),
      ),
    [SKIP_REST_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        NoInput,
        () => skipRest(userId),
        () => redirect(backOf(url)),
      ),
    [FINISH_WORKOUT_INTENT]: async ({ userId, formData, intent }) => {
      const question = formData.get(FINISH_CONFIRMED_FIELD) === "yes" ? null : await finishQuestion(userId);
      if (question) return question;
      const units = await userUnits(userId);
      return submitForm(
        formData,
        intent,
        NoInput,
        () => finishWorkout(userId),
        async (done) => {
          const volume = formatLoad(await workoutVolume(userId, done.id, units), loadUnit(units));
          return redirectWithToast("/workout#history", {
            title: "Workout Complete!",
            description: `${formatDuration(done.durationSeconds)} · ${done.completedSets} sets · ${volume} total volume`,
          });
        },
      );
    },
  };
}
