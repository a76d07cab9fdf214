import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import type { FormDoor } from "~/http/write-policy.server";
import { CreateRoutineInput, RoutineRef, StartFromRoutineInput } from "~/modules/workout/inputs";
import { CREATE_ROUTINE_INTENT, DELETE_ROUTINE_INTENT, START_ROUTINE_INTENT } from "~/modules/workout/intents";
import { createRoutine, deleteRoutine } from "~/modules/workout/routines.server";
import { startFromRoutine } from "~/modules/workout/start.server";

// The routine forms more than one screen posts: New routine (the list, Save as routine on a
// finished workout), Start (one tap, to the active workout) and Delete.

type Intents = Record<string, (door: FormDoor<number>) => unknown>;

export const routineIntents: Intents = {
  [CREATE_ROUTINE_INTENT]: ({ userId, formData, intent }) =>
    submitForm(
      formData,
      intent,
      CreateRoutineInput,
      (input) => createRoutine(userId, input),
      (routine) =>
        redirectWithToast(`/workout/routines/${routine.id}`, {
          title: "Routine saved",
          description: `${routine.name}: ${routine.exercises.length} exercise${routine.exercises.length === 1 ? "" : "s"}.`,
        }),
    ),
  [START_ROUTINE_INTENT]: ({ userId, formData, intent }) =>
    submitForm(
      formData,
      intent,
      StartFromRoutineInput,
      (input) => startFromRoutine(userId, input),
      (workout) =>
        redirectWithToast("/workout-enhanced", {
          title: "Workout Started!",
          description: `${workout.name}: sets are filled in from the routine and last time. Good luck!`,
        }),
    ),
  [DELETE_ROUTINE_INTENT]: ({ userId, formData, intent }) =>
    submitForm(
      formData,
      intent,
      RoutineRef,
      (input) => deleteRoutine(userId, input.routineId),
      ({ name }) => redirectWithToast("/workout/routines", { title: "Routine deleted", description: `${name} was deleted.` }),
    ),
};
