// The `intent` field of the workout forms, shared by /workout and /workout-enhanced and the forms
// that post them. Pure: safe in client code.

export const ADD_EXERCISE_INTENT = "add-exercise";
export const REMOVE_EXERCISE_INTENT = "remove-exercise";
export const UPDATE_TARGETS_INTENT = "update-targets";
export const START_WORKOUT_INTENT = "start-workout";
export const LOG_SET_INTENT = "log-set";
export const UPDATE_SET_INTENT = "update-set";
export const DELETE_SET_INTENT = "delete-set";
export const SKIP_REST_INTENT = "skip-rest";
export const FINISH_WORKOUT_INTENT = "finish-workout";
/** The reply of a Finish with sets left: the screen asks before finishing (posted again with `confirmed=yes`). */
export const CONFIRM_FINISH_INTENT = "confirm-finish-workout";
export const FINISH_CONFIRMED_FIELD = "confirmed";
/** A finished workout's page: plan it again, or delete it. */
export const REPEAT_WORKOUT_INTENT = "repeat-workout";
export const DELETE_WORKOUT_INTENT = "delete-workout";
/** Routines (issue 42): the list's and a routine's forms. */
export const CREATE_ROUTINE_INTENT = "create-routine";
export const START_ROUTINE_INTENT = "start-routine";
export const RENAME_ROUTINE_INTENT = "rename-routine";
export const DELETE_ROUTINE_INTENT = "delete-routine";
export const ADD_ROUTINE_EXERCISE_INTENT = "add-routine-exercise";
export const UPDATE_ROUTINE_EXERCISE_INTENT = "update-routine-exercise";
export const REMOVE_ROUTINE_EXERCISE_INTENT = "remove-routine-exercise";
export const MOVE_ROUTINE_EXERCISE_INTENT = "move-routine-exercise";
